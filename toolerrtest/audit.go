package toolerrtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A tool is a listed tool: its name and the JSON of its input schema.
type tool struct {
	name   string
	schema json.RawMessage
}

// session is a connection to a server, in process.
type session interface {
	tools(ctx context.Context) ([]tool, error)
	// call calls a tool with args (nil: leave the member out) and returns
	// the result, or the protocol error, or neither when the answer held
	// no result; p learns what the handler did.
	call(ctx context.Context, name string, args json.RawMessage, p *probe) (*Result, *ProtocolError, error)
	// omitsArguments reports whether the client can leave arguments out.
	omitsArguments() bool
	close()
}

// open connects to an *server.MCPServer (mcp-go) or an *mcp.Server
// (go-sdk).
func open(ctx context.Context, s any) (session, error) {
	switch s := s.(type) {
	case *server.MCPServer:
		if s == nil {
			return nil, errors.New("the server is a nil *server.MCPServer")
		}
		return openMCPGo(ctx, s)
	case *mcp.Server:
		if s == nil {
			return nil, errors.New("the server is a nil *mcp.Server")
		}
		return openGoSDK(ctx, s)
	}
	return nil, fmt.Errorf("cannot audit a %T: give an *server.MCPServer (github.com/mark3labs/mcp-go/server) or an *mcp.Server (github.com/modelcontextprotocol/go-sdk/mcp)", s)
}

// A probe is what the audit's middleware saw of one call's handler.
type probe struct {
	mu       sync.Mutex
	panic    any
	stack    []byte
	didPanic bool
	nilRes   bool
}

func (p *probe) panicked(v any, stack []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.didPanic {
		p.didPanic, p.panic, p.stack = true, v, stack
	}
}

func (p *probe) noResult() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.nilRes = true
}

func (p *probe) state() (didPanic bool, v any, stack []byte, nilRes bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.didPanic, p.panic, p.stack, p.nilRes
}

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
	input := fmt.Sprintf("input %s (%s)", f.Input, f.Input.Name)
	if f.Input.JSON == nil {
		input = f.Input.Name
	}
	line := fmt.Sprintf("tool %q, %s: %s; %s%s", f.Tool, input, f.Got, f.Want, f.Static)
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

// Audit calls every tool of server, an *server.MCPServer (mcp-go) or an
// *mcp.Server (go-sdk), in process, with the inputs Inputs derives from
// its input schema, and reports each call that breaks the error contract
// as an error of t, one line per call: the tool, the input, what came back
// and what the contract says. A tool Options.Skip names that the server
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
	for _, f := range a.failures {
		t.Errorf("toolerrtest: %s", f)
	}
	for _, name := range a.stale {
		t.Errorf("toolerrtest: Skip names tool %q, which the server does not list", name)
	}
	for _, line := range a.unconfirmed {
		t.Logf("toolerrtest: %s", line)
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
}

func run(server any, opts Options) (*audit, error) {
	c, err := opts.contract()
	if err != nil {
		return nil, err
	}
	ctx := context.Background()
	s, err := open(ctx, server)
	if err != nil {
		return nil, err
	}
	defer s.close()
	tools, err := s.tools(ctx)
	if err != nil {
		return nil, err
	}
	a := new(audit)
	listed := make(map[string]bool)
	failed := make(map[string]map[string]bool) // tool → kinds
	for _, tl := range tools {
		listed[tl.name] = true
		if slices.Contains(c.skip, tl.name) {
			continue
		}
		for _, in := range Inputs(tl.schema) {
			if in.JSON == nil && !s.omitsArguments() {
				continue
			}
			for _, f := range c.check(ctx, s, tl.name, in) {
				a.failures = append(a.failures, f)
				if failed[tl.name] == nil {
					failed[tl.name] = make(map[string]bool)
				}
				failed[tl.name][f.Kind] = true
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
func (c *contract) unconfirmed(tools []tool, failed map[string]map[string]bool) []string {
	var lines []string
	for _, tl := range tools {
		if slices.Contains(c.skip, tl.name) {
			continue
		}
		for _, f := range c.findings[tl.name] {
			if !c.checks(f.rule) {
				continue
			}
			confirmed := false
			for kind := range failed[tl.name] {
				if slices.Contains(staticRules[kind], f.rule) {
					confirmed = true
				}
			}
			if !confirmed {
				lines = append(lines, fmt.Sprintf("tool %q: no call failed as toolerrlint's %s finding at %s says it can; its path may need state or inputs the schema does not give", tl.name, f.rule, f.pos))
			}
		}
	}
	return lines
}

// check makes one call and returns what it broke.
func (c *contract) check(ctx context.Context, s session, name string, in Input) []Failure {
	p := new(probe)
	res, perr, err, hung := c.callWithin(ctx, s, name, in, p)
	fail := func(kind, got, want string, stack []byte) []Failure {
		return []Failure{{Tool: name, Input: in, Kind: kind, Got: got, Want: want, Static: c.static(name, staticRules[kind]...), Stack: stack}}
	}
	if didPanic, v, stack, nilRes := p.state(); didPanic {
		return fail("panic", fmt.Sprintf("the handler panicked: %v", v),
			"the contract: bad input gets an isError result, never a crash", stack)
	} else if hung {
		return fail("hang", fmt.Sprintf("no answer within %s", c.timeout),
			"the contract: every call is answered", nil)
	} else if nilRes {
		return fail("no result", "the handler returned a nil result and a nil error",
			"the contract: every call gets a result", nil)
	}
	if err != nil {
		return fail("call", fmt.Sprintf("the call failed: %v", err), "the contract: every call gets a result", nil)
	}
	if perr != nil {
		if c.infra != nil && c.infra(name, perr) {
			return nil
		}
		return fail("protocol error", perr.String(),
			"the contract: a domain failure is an isError result, never a protocol error (only infrastructure failures may be)", nil)
	}
	if res == nil {
		return fail("no result", "an answer with no result", "the contract: every call gets a result", nil)
	}
	if !res.IsError || sdkAnswer(res) {
		return nil
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
	return out
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
func (c *contract) callWithin(ctx context.Context, s session, name string, in Input, p *probe) (res *Result, perr *ProtocolError, err error, hung bool) {
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
				p.panicked(v, stackOf())
				done <- answer{}
			}
		}()
		res, perr, err := s.call(ctx, name, in.JSON, p)
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

// sdkAnswers are the starts of the texts of the error results an SDK
// builds, before any handler runs, for arguments that its input schema or
// its binding refuses: mcp-go's typed and structured handlers and its
// input schema validation, go-sdk's generic handlers.
var sdkAnswers = []string{
	"failed to bind arguments: ",
	"input schema validation failed: ",
	`validating "arguments": `,
}

// sdkAnswer reports whether r is an error result an SDK built for refused
// arguments: no handler of the project's wrote it, so it is not held to
// the project's codes and stamp.
func sdkAnswer(r *Result) bool {
	if r.Structured != nil || len(r.Text) != 1 {
		return false
	}
	for _, prefix := range sdkAnswers {
		if strings.HasPrefix(r.Text[0], prefix) {
			return true
		}
	}
	return false
}
