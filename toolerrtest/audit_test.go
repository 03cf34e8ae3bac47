package toolerrtest_test

import (
	"context"
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	"github.com/toolerrlint/toolerrlint/toolerrtest/internal/audittest"
)

// The audit's checks, on a server of no SDK: each behaviour fails as it
// should, and the right one passes.
func TestAudit(t *testing.T) {
	for _, b := range audittest.Behaviours {
		t.Run(b.Name, func(t *testing.T) {
			audittest.Check(t, behaving(b.Name), b)
		})
	}
}

func TestAuditInfra(t *testing.T) {
	s := behaving("protocol_error")
	r := audittest.AuditOn(t, s, toolerrtest.Options{Infra: func(tool string, err *toolerrtest.ProtocolError) bool {
		return tool == "protocol_error"
	}})
	if len(r.Errors) > 0 {
		t.Errorf("Audit failed a protocol error declared infrastructure: %q", r.Errors)
	}
	// Declaring one failure infrastructure leaves the others failing.
	r = audittest.AuditOn(t, s, toolerrtest.Options{Verbose: true, Infra: func(tool string, err *toolerrtest.ProtocolError) bool {
		return strings.Contains(err.Message, "id is required")
	}})
	if len(r.Errors) == 0 {
		t.Errorf("Audit passed protocol errors not declared infrastructure")
	}
	for _, e := range r.Errors {
		if strings.Contains(e, "id is required") {
			t.Errorf("Audit failed a protocol error declared infrastructure: %s", e)
		}
	}
}

func TestAuditSkip(t *testing.T) {
	r := audittest.AuditOn(t, behaving("panics"), toolerrtest.Options{Skip: []string{"panics"}})
	if len(r.Errors) > 0 {
		t.Errorf("Audit called a skipped tool: %q", r.Errors)
	}
	r = audittest.AuditOn(t, behaving("right"), toolerrtest.Options{Skip: []string{"gone"}})
	if len(r.Errors) != 1 || !strings.Contains(r.Errors[0], `Skip names tool "gone", which the server does not list`) {
		t.Errorf("a stale Skip entry: got %q", r.Errors)
	}
}

// A server no registered driver takes stops the audit, and the error
// names the module to import when the server is of a known SDK.
func TestAuditWrongServer(t *testing.T) {
	for _, s := range []any{nil, "server", (*fakeServer)(nil)} {
		if r := audittest.AuditOn(t, s, toolerrtest.Options{}); r.FatalMsg == "" {
			t.Errorf("Audit(%#v) did not stop", s)
		}
	}
	if _, err := toolerrtest.Check(42, toolerrtest.Options{}); err == nil || !strings.Contains(err.Error(), "toolerrtest/mcpgo imported") {
		t.Errorf("Check(42): got %v, want the drivers named", err)
	}
}

func TestAuditCodesWithoutSet(t *testing.T) {
	r := audittest.AuditOn(t, behaving("right"), toolerrtest.Options{CodeField: "code"})
	if !strings.Contains(r.FatalMsg, "no code is declared") {
		t.Errorf("CodeField without codes: got fatal %q", r.FatalMsg)
	}
	r = audittest.AuditOn(t, behaving("right"), toolerrtest.Options{CodePattern: regexp.MustCompile(`^[a-z_]+: `), Codes: []string{"x"}})
	if !strings.Contains(r.FatalMsg, "no submatch") {
		t.Errorf("CodePattern without a submatch: got fatal %q", r.FatalMsg)
	}
}

const catalogJSON = `{"version": 1,
 "codes": [{"type": "example.com/errs.Code", "name": "NotFound", "value": "not_found", "doc": "", "requires": [], "retryable": false},
           {"type": "example.com/errs.Code", "name": "Invalid", "value": "invalid_argument", "doc": "", "requires": [], "retryable": false}],
 "tools": [{"name": "declares_not_found", "handler": "example.com/items.get", "file": "items/get.go", "line": 12,
            "framework": "mcp-go", "codes": ["not_found"], "declared": ["not_found"], "protocol_errors": 0, "stamped": true}]}`

const reportJSON = `{"version": 1, "diagnostics": [
 {"rule": "protocolerr", "file": "items/get.go", "line": 20, "column": 3, "end_line": 20, "end_column": 20,
  "message": "tool \"protocol_error\" returns an error built in place as a protocol error (-32603), which the model never sees; return an isError result", "url": ""},
 {"rule": "nilresult", "file": "items/get.go", "line": 30, "column": 3, "end_line": 30, "end_column": 20,
  "message": "tool \"protocol_error\" returns a nil result and a nil error, which the client receives as a protocol error; return a result", "url": ""},
 {"rule": "handlerpanic", "file": "items/get.go", "line": 40, "column": 3, "end_line": 40, "end_column": 20,
  "message": "tool \"panics\" calls panic, which crashes the server; return an isError result", "url": ""}],
 "errors": []}`

// The catalog declares the codes and a tool's codes; the report's findings
// are named in the failure lines they confirm, and logged when no call
// confirms them.
func TestAuditCatalogAndReport(t *testing.T) {
	opts := toolerrtest.Options{CatalogJSON: []byte(catalogJSON), ReportJSON: []byte(reportJSON), CodeField: "code"}
	r := audittest.AuditOn(t, behaving("declares_not_found"), opts)
	if len(r.Errors) == 0 || !strings.Contains(r.Errors[0], "the tool returns only the codes it declares (not_found)") {
		t.Errorf("catalog's declared codes: got %q", r.Errors)
	}
	r = audittest.AuditOn(t, behaving("right"), opts)
	if len(r.Errors) > 0 {
		t.Errorf("catalog's codes: a right handler failed: %q", r.Errors)
	}
	r = audittest.AuditOn(t, behaving("protocol_error"), opts)
	if len(r.Errors) == 0 || !strings.HasSuffix(r.Errors[0], "; toolerrlint reports it too: protocolerr at items/get.go:20:3") {
		t.Errorf("report: got %q", r.Errors)
	}
	if want := `toolerrtest: tool "protocol_error": no call failed as toolerrlint's nilresult finding at items/get.go:30:3 says it can`; len(r.Logs) != 1 || !strings.HasPrefix(r.Logs[0], want) {
		t.Errorf("report: got logs %q, want one starting %q", r.Logs, want)
	}
	r = audittest.AuditOn(t, behaving("nil_result"), opts)
	if len(r.Errors) == 0 || !strings.HasSuffix(r.Errors[0], "; toolerrlint reports no nilresult finding for this tool") {
		t.Errorf("report, no finding: got %q", r.Errors)
	}
	r = audittest.AuditOn(t, behaving("right"), toolerrtest.Options{CatalogJSON: []byte(`{"version": 2}`)})
	if !strings.Contains(r.FatalMsg, "version 2") {
		t.Errorf("catalog of another version: got fatal %q", r.FatalMsg)
	}
	r = audittest.AuditOn(t, behaving("right"), toolerrtest.Options{Report: "testdata/missing.json"})
	if !strings.Contains(r.FatalMsg, "missing.json") {
		t.Errorf("missing report: got fatal %q", r.FatalMsg)
	}
}

// The error results an SDK builds for arguments it refuses are not held
// to the project's codes; a handler's own are.
func TestAuditSDKAnswers(t *testing.T) {
	s := &fakeServer{tools: []string{"typed"}, schema: audittest.ItemSchema, handler: func(ctx context.Context, tool string, args map[string]any) (string, error) {
		if _, ok := args["id"].(string); !ok {
			return `{"message":"wrong id"}`, nil
		}
		return "ok", nil
	}}
	opts := toolerrtest.Options{Codes: []string{"x"}, CodePattern: regexp.MustCompile(`^([a-z_]+): `)}
	failures, err := toolerrtest.Check(s, opts)
	if err != nil || len(failures) == 0 {
		t.Fatalf("Check of an error result without a code: %v, %v", failures, err)
	}
}

// A call the SDK refuses before the handler runs (mcp-go v0.28 and
// earlier answer arguments that are not an object with -32600) fails no
// tool, and Verbose logs it; a protocol error of the same code or the same
// message that the SDK's decoding did not give still fails.
func TestAuditSDKRefusal(t *testing.T) {
	refusing := func(code int64, message string) *fakeServer {
		s := behaving("right")
		s.refusal = func(args json.RawMessage) *toolerrtest.ProtocolError {
			return &toolerrtest.ProtocolError{Code: code, Message: message + string(args)}
		}
		return s
	}
	sdk := refusing(-32600, "unparsable tools/call request: json: cannot unmarshal ")
	if r := audittest.AuditOn(t, sdk, audittest.ContractOptions()); len(r.Errors) > 0 || r.FatalMsg != "" {
		t.Errorf("Audit failed calls the SDK refused: %q %s", r.Errors, r.FatalMsg)
	}
	r := audittest.AuditOn(t, sdk, toolerrtest.Options{Verbose: true})
	want := regexp.MustCompile(`^toolerrtest: tool "right", input (\[\]|"arguments"|1|true) \(arguments an? \w+\): the SDK refuses this input before the handler runs \(protocol error -32600 "unparsable tools/call request: .*"\); not a failure of the tool`)
	if len(r.Logs) != 4 {
		t.Errorf("Verbose: got logs %q, want one per input that is not an object", r.Logs)
	}
	for _, l := range r.Logs {
		if !want.MatchString(l) {
			t.Errorf("Verbose: log\n\t%s\nmatches not\n\t%s", l, want)
		}
	}
	if r := audittest.AuditOn(t, sdk, toolerrtest.Options{}); len(r.Logs) > 0 {
		t.Errorf("not Verbose: got logs %q", r.Logs)
	}
	for name, s := range map[string]*fakeServer{
		"another message": refusing(-32600, "unauthorized: "),
		"a handler's":     refusing(-32603, "unparsable tools/call request: "),
	} {
		if failures, err := toolerrtest.Check(s, toolerrtest.Options{}); err != nil || len(failures) != 4 || failures[0].Kind != "protocol error" {
			t.Errorf("%s: got %v, %v; want four protocol errors", name, failures, err)
		}
	}
}

// A handler that ignores its context and never returns fails each call
// after the timeout, and the audit still ends.
func TestAuditStuckHandler(t *testing.T) {
	block := make(chan struct{})
	t.Cleanup(func() { close(block) })
	audittest.CheckHangs(t, &fakeServer{tools: []string{"stuck"}, schema: `{"type":"object"}`, handler: func(context.Context, string, map[string]any) (string, error) {
		<-block
		return "late", nil
	}})
}

// Check returns each failure with its kind; a panic's carries the stack,
// which starts at the handler.
func TestCheckPanic(t *testing.T) {
	failures, err := toolerrtest.Check(behaving("panics"), toolerrtest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(failures) == 0 {
		t.Fatal("Check passed a handler that panics")
	}
	for _, f := range failures {
		if f.Tool != "panics" || f.Kind != "panic" || !strings.Contains(string(f.Stack), "behaving") {
			t.Errorf("failure %+v: want tool panics, kind panic, and the handler in the stack", f)
		}
		if strings.Contains(string(f.Stack), "Panicked") {
			t.Errorf("the stack starts above the panic:\n%s", f.Stack)
		}
	}
}

type orgKey struct{}

// The transport's context: a call runs under what HTTPContext derives
// from the header, then what Context adds; without them, it fails as the
// server does when it is served with no set-up.
func TestAuditTransportContext(t *testing.T) {
	s := &fakeServer{tools: []string{"whoami", "list"}, schema: `{"type":"object"}`, handler: func(ctx context.Context, tool string, args map[string]any) (string, error) {
		org, _ := ctx.Value(orgKey{}).(string)
		if org == "" {
			panic("orgID not found in context")
		}
		return "org " + org, nil
	}}
	failures, err := toolerrtest.Check(s, toolerrtest.Options{})
	if err != nil || len(failures) == 0 {
		t.Fatalf("without the transport's context: %v, %v", failures, err)
	}
	fromHeader := func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, orgKey{}, r.Header.Get("X-Org-Id"))
	}
	for name, opts := range map[string]toolerrtest.Options{
		"HTTPContext": {Header: http.Header{"X-Org-Id": {"7"}}, HTTPContext: fromHeader},
		"Context": {Context: func(ctx context.Context, tool string) context.Context {
			return context.WithValue(ctx, orgKey{}, "org-of-"+tool)
		}},
	} {
		if failures, err := toolerrtest.Check(s, opts); err != nil || len(failures) > 0 {
			t.Errorf("%s: %v, %v", name, failures, err)
		}
	}
	// Context comes after HTTPContext, and sees what it put in.
	var got []string
	opts := toolerrtest.Options{Header: http.Header{"X-Org-Id": {"7"}}, HTTPContext: fromHeader,
		Context: func(ctx context.Context, tool string) context.Context {
			got = append(got, ctx.Value(orgKey{}).(string))
			return ctx
		}}
	if _, err := toolerrtest.Check(s, opts); err != nil || len(got) == 0 || got[0] != "7" {
		t.Errorf("Context after HTTPContext: saw %q, %v", got, err)
	}
}
