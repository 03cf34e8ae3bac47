// Package audittest holds what the tests of toolerrtest's drivers share:
// a testing.TB that records what Audit reports, and handlers that break
// the contract each in one way, written once per SDK by each driver's
// tests against the behaviours here.
package audittest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

// A Recorder is a testing.TB that records what Audit reports instead of
// failing the test that runs it, so that a test can require a failure.
type Recorder struct {
	testing.TB
	mu       sync.Mutex
	Errors   []string
	Logs     []string
	FatalMsg string
}

func (r *Recorder) Helper() {}

func (r *Recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Errors = append(r.Errors, fmt.Sprintf(format, args...))
}

func (r *Recorder) Error(args ...any) { r.Errorf("%s", fmt.Sprint(args...)) }

func (r *Recorder) Logf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.Logs = append(r.Logs, fmt.Sprintf(format, args...))
}

func (r *Recorder) Log(args ...any) { r.Logf("%s", fmt.Sprint(args...)) }

func (r *Recorder) Fatalf(format string, args ...any) {
	r.mu.Lock()
	r.FatalMsg = fmt.Sprintf(format, args...)
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *Recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

func (r *Recorder) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.Errors) > 0 || r.FatalMsg != ""
}

// AuditOn runs Audit on a Recorder, in a goroutine of its own so that
// Fatalf can end it.
func AuditOn(t *testing.T, s any, opts toolerrtest.Options) *Recorder {
	t.Helper()
	r := &Recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		toolerrtest.Audit(r, s, opts)
	}()
	<-done
	return r
}

// ContractOptions declare a code set, a tool's codes and a stamp, as a
// project's tests would; every failing call is a line of its own.
func ContractOptions() toolerrtest.Options {
	return toolerrtest.Options{
		Timeout:    500 * time.Millisecond,
		Codes:      []string{"invalid_argument", "not_found"},
		ToolCodes:  map[string][]string{"declares_not_found": {"not_found"}},
		CodeField:  "code",
		StampField: "request_id",
		Verbose:    true,
	}
}

// ItemSchema is the input schema of every behaviour's tool.
const ItemSchema = `{"type":"object","properties":{"id":{"type":"string","minLength":2},"count":{"type":"integer","minimum":1,"maximum":10},"kind":{"type":"string","enum":["a","b"]}},"required":["id"]}`

// A Behaviour is a handler's way of answering a bad call, served under the
// tool name Name.
type Behaviour struct {
	Name string
	want []string // regexps each failure line must match; none: must pass
}

// Behaviours are the handlers each driver's tests serve, doing what
// Behave does: for a bad call (Verdict fails), "right" answers ErrorText
// with the code invalid_argument and the stamp; "protocol_error" returns
// Verdict's error; "panics" asserts args["id"].(string); "hangs" waits
// for its context to end when the id is a string; "nil_result" returns
// nil, nil; "no_code", "wrong_code" (code "bad_id") and "no_stamp" answer
// ErrorText with what their name says; "declares_not_found" answers as
// "right".
var Behaviours = []Behaviour{
	{Name: "right"},
	{Name: "protocol_error", want: []string{`^toolerrtest: tool "protocol_error", (input .*|arguments omitted): protocol error -?\d+ "id (is required|has at least 2 characters)"; the contract: a domain failure is an isError result`}},
	{Name: "panics", want: []string{`^toolerrtest: tool "panics", (input .*|arguments omitted): the handler panicked: .*; the contract: bad input gets an isError result, never a crash\n(?s:.*)goroutine`}},
	{Name: "hangs", want: []string{`^toolerrtest: tool "hangs", (input .*|arguments omitted): no answer within 500ms; the contract: every call is answered`}},
	{Name: "nil_result", want: []string{`^toolerrtest: tool "nil_result", (input .*|arguments omitted): (the handler returned a nil result and a nil error|an answer with no result); the contract: every call gets a result`}},
	{Name: "no_code", want: []string{`^toolerrtest: tool "no_code", (input .*|arguments omitted): isError result ".*id (is required|has at least 2 characters).*" without a code; the contract: every error result carries a declared code \(invalid_argument, not_found\)`}},
	{Name: "wrong_code", want: []string{`^toolerrtest: tool "wrong_code", (input .*|arguments omitted): isError result .* with code "bad_id"; the contract: the code is one of the declared codes`}},
	{Name: "declares_not_found", want: []string{`^toolerrtest: tool "declares_not_found", (input .*|arguments omitted): isError result .* with code "invalid_argument"; the contract: the tool returns only the codes it declares \(not_found\)`}},
	{Name: "no_stamp", want: []string{`^toolerrtest: tool "no_stamp", (input .*|arguments omitted): isError result .* without the stamp; the contract: every error result carries the provenance stamp \("request_id"\)`}},
}

// Panics is the behaviour that panics, for tests of a server's own
// recovery.
func Panics() Behaviour { return Behaviours[2] }

// Check runs the audit of s, which serves the behaviour b, and holds the
// recorded failures to it: none for the right handler, at least one line,
// each matching, for the others.
func Check(t *testing.T, s any, b Behaviour) {
	t.Helper()
	r := AuditOn(t, s, ContractOptions())
	if r.FatalMsg != "" {
		t.Fatalf("Audit stopped: %s", r.FatalMsg)
	}
	if len(b.want) == 0 {
		for _, e := range r.Errors {
			t.Errorf("Audit failed a right handler: %s", e)
		}
		return
	}
	if len(r.Errors) == 0 {
		t.Fatalf("Audit passed handler %q, which breaks the contract", b.Name)
	}
	for _, e := range r.Errors {
		matched := false
		for _, w := range b.want {
			if regexp.MustCompile(w).MatchString(e) {
				matched = true
			}
		}
		if !matched {
			t.Errorf("failure line\n\t%s\nmatches none of\n\t%s", e, strings.Join(b.want, "\n\t"))
		}
	}
}

// Verdict is what every handler decides from its arguments: the id, when
// it is a string of at least two characters, or why not.
func Verdict(args map[string]any) (string, error) {
	id, ok := args["id"].(string)
	if !ok {
		return "", errors.New("id is required")
	}
	if len(id) < 2 {
		return "", errors.New("id has at least 2 characters")
	}
	return id, nil
}

// ErrorText is the text of an error result: a JSON envelope with the
// message, the code unless it is empty, and the stamp when asked for. A
// text item serves every SDK version, structured content only the later.
func ErrorText(code, msg string, stamp bool) string {
	env := map[string]any{"message": msg}
	if code != "" {
		env["code"] = code
	}
	if stamp {
		env["request_id"] = ""
	}
	data, _ := json.Marshal(env)
	return string(data)
}

// An Answer is what a behaviour's handler answers, in its SDK's types:
// a result with Text (an error result when IsError), the error Err, or a
// nil result and a nil error when Nil.
type Answer struct {
	Text    string
	IsError bool
	Err     error
	Nil     bool
}

// Behave does what the behaviour name does with a call's arguments, and
// returns the answer its handler gives; "panics" panics and "hangs" waits
// for ctx to end, on the bad calls with a string id.
func Behave(ctx context.Context, name string, args map[string]any) Answer {
	id, err := Verdict(args)
	if err == nil {
		return Answer{Text: "item " + id}
	}
	switch name {
	case "protocol_error":
		return Answer{Err: err}
	case "panics":
		_ = args["id"].(string)
	case "hangs":
		if _, ok := args["id"].(string); ok { // a short id, two inputs
			<-ctx.Done()
			return Answer{Err: ctx.Err()}
		}
	case "nil_result":
		return Answer{Nil: true}
	case "no_code":
		return Answer{Text: ErrorText("", err.Error(), true), IsError: true}
	case "wrong_code":
		return Answer{Text: ErrorText("bad_id", err.Error(), true), IsError: true}
	case "no_stamp":
		return Answer{Text: ErrorText("invalid_argument", err.Error(), false), IsError: true}
	}
	return Answer{Text: ErrorText("invalid_argument", err.Error(), true), IsError: true}
}

// CheckHangs holds the failures of an audit of a server whose handler
// never returns, with Timeout 50ms, to that: at least one, every one a
// hang, and the audit ended.
func CheckHangs(t *testing.T, s any) {
	t.Helper()
	failures, err := toolerrtest.Check(s, toolerrtest.Options{Timeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if len(failures) == 0 {
		t.Error("no failure for a handler that never returns")
	}
	for _, f := range failures {
		if f.Kind != "hang" || !strings.Contains(f.String(), "no answer within 50ms; the contract: every call is answered") {
			t.Errorf("%s", f)
		}
	}
}
