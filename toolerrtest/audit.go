package toolerrtest

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
)

// A Failure is one call that broke the contract.
type Failure struct {
	Tool  string
	Input Input
	// Kind is what broke: "protocol error", "panic", "hang", "no result",
	// "call" (the client got no answer it could read), "code" or "stamp".
	Kind string
	Got  string // what came back
	Want string // what the contract says
	// Static says what toolerrlint's report (Options.Report) holds about
	// the same tool and kind: a clause starting "; ", or "".
	Static string
	Stack  []byte // the stack of a panic
}

// String returns the failure as Audit reports it: one line, and the
// stack of a panic below it.
func (f Failure) String() string {
	line := fmt.Sprintf("tool %q, %s: %s; %s%s", f.Tool, f.Input.describe(), f.Got, f.Want, f.Static)
	if len(f.Stack) > 0 {
		line += "\n" + strings.TrimRight(string(f.Stack), "\n")
	}
	return line
}

// staticRules are the rules whose findings a failure of each kind
// confirms.
var staticRules = map[string][]string{
	"protocol error": {"protocolerr"},
	"panic":          {"handlerpanic"},
	"no result":      {"nilresult"},
	"code":           {"closedcodes"},
	"stamp":          {"provenance"},
}

// Audit calls every tool of server, an *server.MCPServer (mcp-go, with
// toolerrtest/mcpgo imported) or an *mcp.Server (go-sdk, with
// toolerrtest/gosdk imported), in process, with the inputs Inputs derives
// from its input schema, and reports the calls that break the error
// contract as errors of t: one line per tool and cause, with what came
// back, what the contract says, how many inputs gave it and the shortest
// (one line per call with Options.Verbose). A tool Options.Skip names that the server
// does not list is an error too, and a finding of toolerrlint's report
// that no call confirmed is logged. Audit installs a middleware on the
// server, once, that catches the handlers' panics; calls not made by an
// audit pass through it untouched.
func Audit(t testing.TB, server any, opts Options) {
	t.Helper()
	a, err := run(server, opts)
	if err != nil {
		t.Fatalf("toolerrtest: %v", err)
	}
	if opts.Verbose {
		for _, f := range a.failures {
			t.Errorf("toolerrtest: %s", f)
		}
	} else {
		for _, g := range Groups(a.failures) {
			t.Errorf("toolerrtest: %s", g)
		}
	}
	for _, name := range a.stale {
		t.Errorf("toolerrtest: Skip names tool %q, which the server does not list", name)
	}
	for _, line := range a.unconfirmed {
		t.Logf("toolerrtest: %s", line)
	}
	if opts.Verbose {
		for _, line := range a.refused {
			t.Logf("toolerrtest: %s", line)
		}
	}
}

// Check makes the calls of Audit and returns the failures, for a test that
// holds them to a list of its own (which tools must fail) rather than
// failing on each.
func Check(server any, opts Options) ([]Failure, error) {
	a, err := run(server, opts)
	if err != nil {
		return nil, err
	}
	return a.failures, nil
}

// An audit is what the calls to one server found.
type audit struct {
	failures    []Failure
	stale       []string // Skip entries naming no listed tool
	unconfirmed []string // static findings no call confirmed
	refused     []string // calls the SDK refused before the handler
}

func run(server any, opts Options) (*audit, error) {
	c, err := opts.contract()
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	s, err := open(ctx, server, c.httpPath, c.header)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	tools, err := s.Tools(ctx)
	if err != nil {
		return nil, err
	}
	a := new(audit)
	listed := make(map[string]bool)
	failed := make(map[string]map[string]bool) // tool → kinds
	for _, tl := range tools {
		listed[tl.Name] = true
		if slices.Contains(c.skip, tl.Name) {
			continue
		}
		for _, in := range Inputs(tl.InputSchema) {
			if in.JSON == nil && !s.OmitsArguments() {
				continue
			}
			failures, refused := c.check(ctx, s, tl.Name, in)
			if refused != nil {
				a.refused = append(a.refused, refusal(tl.Name, in, refused))
			}
			for _, f := range failures {
				a.failures = append(a.failures, f)
				if failed[tl.Name] == nil {
					failed[tl.Name] = make(map[string]bool)
				}
				failed[tl.Name][f.Kind] = true
			}
		}
	}
	for _, name := range c.skip {
		if !listed[name] {
			a.stale = append(a.stale, name)
		}
	}
	a.unconfirmed = c.unconfirmed(tools, failed)
	return a, nil
}

// checks reports whether the calls check what rule reports.
func (c *contract) checks(rule string) bool {
	switch rule {
	case "protocolerr", "handlerpanic", "nilresult":
		return true
	case "closedcodes":
		return c.checksCodes()
	case "provenance":
		return c.checksStamp()
	}
	return false
}

// unconfirmed returns, one line each, the static findings about called
// tools that no call confirmed: a path the inputs did not take, or state
// they did not create.
func (c *contract) unconfirmed(tools []Tool, failed map[string]map[string]bool) []string {
	var lines []string
	for _, tl := range tools {
		if slices.Contains(c.skip, tl.Name) {
			continue
		}
		for _, f := range c.findings[tl.Name] {
			if !c.checks(f.rule) {
				continue
			}
			confirmed := false
			for kind := range failed[tl.Name] {
				if slices.Contains(staticRules[kind], f.rule) {
					confirmed = true
				}
			}
			if !confirmed {
				lines = append(lines, fmt.Sprintf("tool %q: no call failed as toolerrlint's %s finding at %s says it can; its path may need state or inputs the schema does not give", tl.Name, f.rule, f.pos))
			}
		}
	}
	return lines
}

// check makes one call and returns what it broke, or the protocol error
// of the SDK that refused it before the handler ran, which is no failure.
func (c *contract) check(ctx context.Context, s Session, name string, in Input) (failures []Failure, refused *ProtocolError) {
	p := &Call{Tool: name, Arguments: in.JSON, transport: c.transport}
	res, perr, err, hung := c.callWithin(ctx, s, p)
	fail := func(kind, got, want string, stack []byte) []Failure {
		return []Failure{{Tool: name, Input: in, Kind: kind, Got: got, Want: want, Static: c.static(name, staticRules[kind]...), Stack: stack}}
	}
	if didPanic, v, stack, nilRes := p.state(); didPanic {
		return fail("panic", fmt.Sprintf("the handler panicked: %v", v),
			"the contract: bad input gets an isError result, never a crash", stack), nil
	} else if hung {
		return fail("hang", fmt.Sprintf("no answer within %s", c.timeout),
			"the contract: every call is answered", nil), nil
	} else if nilRes {
		return fail("no result", "the handler returned a nil result and a nil error",
			"the contract: every call gets a result", nil), nil
	}
	if err != nil {
		return fail("call", fmt.Sprintf("the call failed: %v", err), "the contract: every call gets a result", nil), nil
	}
	if perr != nil {
		if sdkRefusal(perr) {
			return nil, perr
		}
		if c.infra != nil && c.infra(name, perr) {
			return nil, nil
		}
		return fail("protocol error", perr.String(),
			"the contract: a domain failure is an isError result, never a protocol error (only infrastructure failures may be)", nil), nil
	}
	if res == nil {
		return fail("no result", "an answer with no result", "the contract: every call gets a result", nil), nil
	}
	if !res.IsError || sdkAnswer(res) {
		return nil, nil
	}
	var out []Failure
	if c.checksCodes() {
		code, ok := c.code(res)
		switch {
		case !ok:
			out = append(out, fail("code", res.summary()+" without a code",
				"the contract: every error result carries a declared code ("+c.declared()+")", nil)...)
		case !c.codes[code]:
			out = append(out, fail("code", res.summary()+fmt.Sprintf(" with code %q", code),
				"the contract: the code is one of the declared codes ("+c.declared()+")", nil)...)
		case len(c.toolCodes[name]) > 0 && !slices.Contains(c.toolCodes[name], code):
			out = append(out, fail("code", res.summary()+fmt.Sprintf(" with code %q", code),
				"the contract: the tool returns only the codes it declares ("+strings.Join(c.toolCodes[name], ", ")+")", nil)...)
		}
	}
	if c.checksStamp() && !c.isStamped(name, res) {
		want := "the contract: every error result carries the provenance stamp"
		if c.stampField != "" && c.stamped == nil {
			want += fmt.Sprintf(" (%q)", c.stampField)
		}
		out = append(out, fail("stamp", res.summary()+" without the stamp", want, nil)...)
	}
	return out, nil
}

// refusal is the line Options.Verbose logs for a call the SDK refused
// before the handler ran.
func refusal(tool string, in Input, perr *ProtocolError) string {
	return fmt.Sprintf("tool %q, %s: the SDK refuses this input before the handler runs (%s); not a failure of the tool, whose author cannot change it", tool, in.describe(), perr)
}

// declared lists the declared codes, sorted.
func (c *contract) declared() string {
	var codes []string
	for code := range c.codes {
		codes = append(codes, code)
	}
	slices.Sort(codes)
	return strings.Join(codes, ", ")
}

// callWithin makes one call, waiting at most the timeout. A call that
// panics past the audit's middleware (in a middleware of the server's
// own) is caught here, in the calling goroutine, when the transport
// handles it there.
func (c *contract) callWithin(ctx context.Context, s Session, p *Call) (res *Result, perr *ProtocolError, err error, hung bool) {
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	type answer struct {
		res  *Result
		perr *ProtocolError
		err  error
	}
	done := make(chan answer, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				p.Panicked(v)
				done <- answer{}
			}
		}()
		res, perr, err := s.Call(ctx, p)
		done <- answer{res, perr, err}
	}()
	timer := time.NewTimer(c.timeout)
	defer timer.Stop()
	select {
	case a := <-done:
		// A handler that gave up only when the deadline cancelled its
		// context answered too late, whatever it answered.
		if ctx.Err() != nil || a.err != nil && errors.Is(a.err, context.DeadlineExceeded) {
			return nil, nil, nil, true
		}
		return a.res, a.perr, a.err, false
	case <-timer.C:
		return nil, nil, nil, true
	}
}

func stackOf() []byte { return fromPanic(debug.Stack()) }

// fromPanic drops, from a stack taken in a deferred recover, the frames
// above the panic (the stack's own, the recovering function's, panic's):
// the stack then starts where the handler panicked.
func fromPanic(stack []byte) []byte {
	lines := strings.Split(string(stack), "\n")
	for i := 1; i+1 < len(lines); i++ {
		if strings.HasPrefix(lines[i], "panic(") {
			return []byte(strings.Join(append(lines[:1:1], lines[i+2:]...), "\n"))
		}
	}
	return stack
}
