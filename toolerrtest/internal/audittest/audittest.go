// Package audittest holds what the tests of toolerrtest's drivers share:
// a testing.TB that records what Audit reports, and handlers that break
// the contract each in one way, written once per SDK by each driver's
// tests against the behaviours here.
package audittest

import (
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
// tool name Name: what the driver's handler does is said in Answer.
type Behaviour struct {
	Name string
	want []string // regexps each failure line must match; none: must pass
}

// Behaviours are the handlers each driver's tests write for their SDK:
// for a bad call (Verdict fails), "right" answers ErrorText with the code
// invalid_argument and the stamp; "protocol_error" returns Verdict's
// error; "panics" asserts args["id"].(string); "hangs" waits for its
// context to end when the id is a string; "nil_result" returns nil, nil;
// "no_code", "wrong_code" (code "bad_id") and "no_stamp" answer
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

// ErrorFor returns the error result text a behaviour answers for a bad
// call, and whether it answers one at all (the others return an error,
// panic, hang or return nil, as the driver's handler does for its SDK).
func ErrorFor(name string, err error) (string, bool) {
	switch name {
	case "protocol_error", "panics", "hangs", "nil_result":
		return "", false
	case "no_code":
		return ErrorText("", err.Error(), true), true
	case "wrong_code":
		return ErrorText("bad_id", err.Error(), true), true
	case "no_stamp":
		return ErrorText("invalid_argument", err.Error(), false), true
	}
	return ErrorText("invalid_argument", err.Error(), true), true
}
