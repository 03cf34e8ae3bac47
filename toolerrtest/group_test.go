package toolerrtest_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	"github.com/toolerrlint/toolerrlint/toolerrtest/internal/audittest"
)

// A tool that fails every input for one cause is one line, with the count
// and the shortest input; a second cause is a second line.
func TestAuditOneLinePerCause(t *testing.T) {
	s := &fakeServer{tools: []string{"a", "b"}, schema: audittest.ItemSchema, handler: func(ctx context.Context, tool string, args map[string]any) (string, error) {
		if tool == "b" {
			if _, ok := args["count"].(float64); ok {
				return "", fmt.Errorf("count %v is out of range", args["count"])
			}
			if id, ok := args["id"].(string); ok {
				return "", fmt.Errorf("no item %q", id)
			}
		}
		return "", fmt.Errorf("orgID not found in context")
	}}
	failures, err := toolerrtest.Check(s, toolerrtest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := audittest.AuditOn(t, s, toolerrtest.Options{})
	if len(r.Errors) >= len(failures) {
		t.Fatalf("%d lines for %d failures: %q", len(r.Errors), len(failures), r.Errors)
	}
	var a, b []string
	for _, e := range r.Errors {
		switch {
		case strings.HasPrefix(e, `toolerrtest: tool "a"`):
			a = append(a, e)
		case strings.HasPrefix(e, `toolerrtest: tool "b"`):
			b = append(b, e)
		}
	}
	if len(a) != 1 || !strings.HasPrefix(a[0], `toolerrtest: tool "a", `) || !strings.Contains(a[0], ` inputs, the shortest arguments omitted: protocol error -32603 "orgID not found in context"`) {
		t.Errorf("tool a, one cause: got %q", a)
	}
	// "b": no item "…" for each id, count … out of range for each count,
	// and orgID for the inputs with neither.
	if len(b) != 3 {
		t.Errorf("tool b, three causes: got %d lines\n%s", len(b), strings.Join(b, "\n"))
	}
	for _, e := range b {
		if strings.Contains(e, "no item") && !strings.Contains(e, `the shortest input {"id":""}`) {
			t.Errorf("the shortest input of a group is not the shortest: %s", e)
		}
	}
	r = audittest.AuditOn(t, s, toolerrtest.Options{Verbose: true})
	if len(r.Errors) != len(failures) {
		t.Errorf("Verbose: %d lines for %d failures", len(r.Errors), len(failures))
	}
}

// The input's values are left out of the message, as words ("x" leaves
// "exceeded" alone), and so is the dynamic type a failed assertion names;
// the type it wants is not.
func TestGroupsLeaveValuesOut(t *testing.T) {
	in := func(json string) toolerrtest.Input { return toolerrtest.Input{Name: "n", JSON: []byte(json)} }
	fs := []toolerrtest.Failure{
		{Tool: "t", Kind: "protocol error", Input: in(`{"id":"x"}`), Got: `protocol error -32603 "rate for x exceeded"`},
		{Tool: "t", Kind: "protocol error", Input: in(`{"id":"abc"}`), Got: `protocol error -32603 "rate for abc exceeded"`},
		{Tool: "t", Kind: "protocol error", Input: in(`{"n":1.5}`), Got: `protocol error -32603 "rate for 1.5 exceeded"`},
		{Tool: "t", Kind: "protocol error", Input: in(`{"id":"x"}`), Got: `protocol error -32602 "rate for x exceeded"`},
		{Tool: "u", Kind: "protocol error", Input: in(`{"id":"x"}`), Got: `protocol error -32603 "rate for x exceeded"`},
	}
	fs = append(fs,
		toolerrtest.Failure{Tool: "v", Kind: "panic", Input: in(`{"q":1.5}`), Got: "the handler panicked: interface conversion: interface {} is float64, not string"},
		toolerrtest.Failure{Tool: "v", Kind: "panic", Input: in(`{"q":[]}`), Got: "the handler panicked: interface conversion: interface {} is []interface {}, not string"},
		toolerrtest.Failure{Tool: "v", Kind: "panic", Input: in(`{"q":[]}`), Got: "the handler panicked: interface conversion: interface {} is []interface {}, not int"})
	gs := toolerrtest.Groups(fs)
	if len(gs) != 5 || len(gs[0].Failures) != 3 || len(gs[3].Failures) != 2 {
		var lines []string
		for _, g := range gs {
			lines = append(lines, g.String())
		}
		t.Fatalf("got %d groups:\n%s", len(gs), strings.Join(lines, "\n"))
	}
	if want := `tool "t", 3 inputs, the shortest input {"n":1.5} (n): protocol error -32603 "rate for 1.5 exceeded"; `; gs[0].String() != want {
		t.Errorf("got  %s\nwant %s", gs[0], want)
	}
}
