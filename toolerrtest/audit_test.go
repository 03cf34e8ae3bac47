package toolerrtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// recorder is a testing.TB that records what Audit reports instead of
// failing the test that runs it, so that a test can require a failure.
type recorder struct {
	testing.TB
	mu     sync.Mutex
	errors []string
	logs   []string
	fatal  string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recorder) Error(args ...any) { r.Errorf("%s", fmt.Sprint(args...)) }

func (r *recorder) Logf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}

func (r *recorder) Log(args ...any) { r.Logf("%s", fmt.Sprint(args...)) }

func (r *recorder) Fatalf(format string, args ...any) {
	r.mu.Lock()
	r.fatal = fmt.Sprintf(format, args...)
	r.mu.Unlock()
	runtime.Goexit()
}

func (r *recorder) Fatal(args ...any) { r.Fatalf("%s", fmt.Sprint(args...)) }

func (r *recorder) Failed() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.errors) > 0 || r.fatal != ""
}

// auditOn runs Audit on a recorder, in a goroutine of its own so that
// Fatalf can end it.
func auditOn(t *testing.T, s any, opts Options) *recorder {
	t.Helper()
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		Audit(r, s, opts)
	}()
	<-done
	return r
}

// contractOptions declare a code set, a tool's codes and a stamp, as a
// project's tests would.
func contractOptions() Options {
	return Options{
		Timeout:    500 * time.Millisecond,
		Codes:      []string{"invalid_argument", "not_found"},
		ToolCodes:  map[string][]string{"declares_not_found": {"not_found"}},
		CodeField:  "code",
		StampField: "request_id",
	}
}

// The handlers, each written once per SDK below, all served under the tool
// name given here, with the input schema of itemSchema.
const itemSchema = `{"type":"object","properties":{"id":{"type":"string","minLength":2},"count":{"type":"integer","minimum":1,"maximum":10},"kind":{"type":"string","enum":["a","b"]}},"required":["id"]}`

type behaviour struct {
	name string
	// fail returns what the handler answers for a bad call: a result, an
	// error, or what it does instead (panic, block, nil).
	want []string // regexps each failure line must match; none: must pass
}

var behaviours = []behaviour{
	{name: "right"},
	{name: "protocol_error", want: []string{`^toolerrtest: tool "protocol_error", (input .*|arguments omitted): protocol error -?\d+ "id (is required|has at least 2 characters)"; the contract: a domain failure is an isError result`}},
	{name: "panics", want: []string{`^toolerrtest: tool "panics", (input .*|arguments omitted): the handler panicked: .*; the contract: bad input gets an isError result, never a crash\n(?s:.*)goroutine`}},
	{name: "hangs", want: []string{`^toolerrtest: tool "hangs", (input .*|arguments omitted): no answer within 500ms; the contract: every call is answered`}},
	{name: "nil_result", want: []string{`^toolerrtest: tool "nil_result", (input .*|arguments omitted): the handler returned a nil result and a nil error; the contract: every call gets a result`}},
	{name: "no_code", want: []string{`^toolerrtest: tool "no_code", (input .*|arguments omitted): isError result "id (is required|has at least 2 characters)" without a code; the contract: every error result carries a declared code \(invalid_argument, not_found\)`}},
	{name: "wrong_code", want: []string{`^toolerrtest: tool "wrong_code", (input .*|arguments omitted): isError result .* with code "bad_id"; the contract: the code is one of the declared codes`}},
	{name: "declares_not_found", want: []string{`^toolerrtest: tool "declares_not_found", (input .*|arguments omitted): isError result .* with code "invalid_argument"; the contract: the tool returns only the codes it declares \(not_found\)`}},
	{name: "no_stamp", want: []string{`^toolerrtest: tool "no_stamp", (input .*|arguments omitted): isError result .* without the stamp; the contract: every error result carries the provenance stamp \("request_id"\)`}},
}

// check runs the audit of s, serving the behaviour b, and holds the
// recorded failures to b.want: none for the right handler, at least one
// line, each matching, for the others.
func check(t *testing.T, s any, b behaviour) {
	t.Helper()
	r := auditOn(t, s, contractOptions())
	if r.fatal != "" {
		t.Fatalf("Audit stopped: %s", r.fatal)
	}
	if len(b.want) == 0 {
		for _, e := range r.errors {
			t.Errorf("Audit failed a right handler: %s", e)
		}
		return
	}
	if len(r.errors) == 0 {
		t.Fatalf("Audit passed handler %q, which breaks the contract", b.name)
	}
	for _, e := range r.errors {
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

// verdict is what every handler below decides from its arguments: the id,
// when it is a string of at least two characters, or why not.
func verdict(args map[string]any) (string, error) {
	id, ok := args["id"].(string)
	if !ok {
		return "", errors.New("id is required")
	}
	if len(id) < 2 {
		return "", errors.New("id has at least 2 characters")
	}
	return id, nil
}

// --- mcp-go

func mcpgoError(code, msg string, stamp bool) *mcpgo.CallToolResult {
	env := map[string]any{"message": msg}
	if code != "" {
		env["code"] = code
	}
	res := mcpgo.NewToolResultStructured(env, msg)
	res.IsError = true
	if stamp {
		res.Meta = mcpgo.NewMetaFromMap(map[string]any{"request_id": ""})
	}
	return res
}

func mcpgoHandler(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		args := req.GetArguments()
		id, err := verdict(args)
		if err == nil {
			return mcpgo.NewToolResultText("item " + id), nil
		}
		switch name {
		case "protocol_error":
			return nil, err
		case "panics":
			_ = args["id"].(string)
		case "hangs":
			if _, ok := args["id"].(string); ok { // a short id, two inputs
				<-ctx.Done()
				return nil, ctx.Err()
			}
		case "nil_result":
			return nil, nil
		case "no_code":
			return mcpgoError("", err.Error(), true), nil
		case "wrong_code":
			return mcpgoError("bad_id", err.Error(), true), nil
		case "no_stamp":
			return mcpgoError("invalid_argument", err.Error(), false), nil
		}
		return mcpgoError("invalid_argument", err.Error(), true), nil
	}
}

func mcpgoServer(name string) *server.MCPServer {
	s := server.NewMCPServer("items", "1.0.0", server.WithToolCapabilities(false))
	s.AddTool(mcpgo.NewToolWithRawSchema(name, "An item.", json.RawMessage(itemSchema)), mcpgoHandler(name))
	return s
}

func TestAuditMCPGo(t *testing.T) {
	for _, b := range behaviours {
		t.Run(b.name, func(t *testing.T) {
			check(t, mcpgoServer(b.name), b)
		})
	}
}

// A panic under the server's own recovery is reported all the same: the
// client gets a protocol error, and the model nothing it can act on.
func TestAuditMCPGoRecoveredPanic(t *testing.T) {
	s := server.NewMCPServer("items", "1.0.0", server.WithRecovery())
	s.AddTool(mcpgo.NewToolWithRawSchema("panics", "An item.", json.RawMessage(itemSchema)), mcpgoHandler("panics"))
	check(t, s, behaviours[2])
}

// A panic in a middleware of the server's own, outside the handler, is
// caught where the in-process transport calls the server.
func TestAuditMCPGoMiddlewarePanic(t *testing.T) {
	s := server.NewMCPServer("items", "1.0.0", server.WithToolHandlerMiddleware(
		func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			return func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
				if _, err := verdict(req.GetArguments()); err != nil {
					panic("middleware: " + err.Error())
				}
				return next(ctx, req)
			}
		}))
	s.AddTool(mcpgo.NewToolWithRawSchema("panics", "An item.", json.RawMessage(itemSchema)), mcpgoHandler("right"))
	check(t, s, behaviours[2])
}

// The SDK's own answers to arguments that its typed and structured
// handlers cannot bind are isError results: a right handler served
// through them passes.
func TestAuditMCPGoTypedHandlers(t *testing.T) {
	type args struct {
		ID    string `json:"id" jsonschema:"required"`
		Count int    `json:"count,omitempty"`
	}
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcpgo.NewTool("typed", mcpgo.WithInputSchema[args]()),
		mcpgo.NewTypedToolHandler(func(ctx context.Context, req mcpgo.CallToolRequest, a args) (*mcpgo.CallToolResult, error) {
			if len(a.ID) < 2 {
				return mcpgoError("invalid_argument", "id has at least 2 characters", true), nil
			}
			return mcpgo.NewToolResultText(a.ID), nil
		}))
	// The SDK's answers to arguments it cannot bind carry neither code
	// nor stamp: they are not held to the project's.
	r := auditOn(t, s, contractOptions())
	for _, e := range r.errors {
		t.Errorf("Audit failed a right typed handler: %s", e)
	}
}

// --- go-sdk

func gosdkError(code, msg string, stamp bool) *mcp.CallToolResult {
	env := map[string]any{"message": msg}
	if code != "" {
		env["code"] = code
	}
	if stamp {
		env["request_id"] = ""
	}
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{&mcp.TextContent{Text: msg}},
		StructuredContent: env,
	}
}

func gosdkHandler(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			args = nil
		}
		id, err := verdict(args)
		if err == nil {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "item " + id}}}, nil
		}
		switch name {
		case "protocol_error":
			return nil, err
		case "panics":
			_ = args["id"].(string)
		case "hangs":
			if _, ok := args["id"].(string); ok { // a short id, two inputs
				<-ctx.Done()
				return nil, ctx.Err()
			}
		case "nil_result":
			return nil, nil
		case "no_code":
			return gosdkError("", err.Error(), true), nil
		case "wrong_code":
			return gosdkError("bad_id", err.Error(), true), nil
		case "no_stamp":
			return gosdkError("invalid_argument", err.Error(), false), nil
		}
		return gosdkError("invalid_argument", err.Error(), true), nil
	}
}

func gosdkServer(name string) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: name, Description: "An item.", InputSchema: json.RawMessage(itemSchema)}, gosdkHandler(name))
	return s
}

func TestAuditGoSDK(t *testing.T) {
	for _, b := range behaviours {
		t.Run(b.name, func(t *testing.T) {
			check(t, gosdkServer(b.name), b)
		})
	}
}

// A generic handler's plain errors are isError results, and so are the
// SDK's answers to arguments its schema refuses: a right handler passes.
// Its *jsonrpc.Error stays a protocol error, and fails.
func TestAuditGoSDKGeneric(t *testing.T) {
	type in struct {
		ID    string `json:"id"`
		Count int    `json:"count,omitempty"`
	}
	type out struct {
		ID string `json:"id"`
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "generic"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if len(a.ID) < 2 {
			return nil, out{}, errors.New("id has at least 2 characters")
		}
		return nil, out{ID: a.ID}, nil
	})
	if r := auditOn(t, s, Options{}); len(r.errors) > 0 || r.fatal != "" {
		t.Errorf("Audit failed a right generic handler: %q %s", r.errors, r.fatal)
	}

	s = mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "generic_rpc"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if len(a.ID) < 2 {
			return nil, out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no item " + a.ID}
		}
		return nil, out{ID: a.ID}, nil
	})
	r := auditOn(t, s, Options{})
	if len(r.errors) == 0 {
		t.Fatal("Audit passed a generic handler that returns a *jsonrpc.Error")
	}
	for _, e := range r.errors {
		if !strings.Contains(e, `protocol error -32602 "no item`) {
			t.Errorf("failure line does not name the protocol error: %s", e)
		}
	}
}

// --- options

func TestAuditInfra(t *testing.T) {
	for _, s := range []any{mcpgoServer("protocol_error"), gosdkServer("protocol_error")} {
		r := auditOn(t, s, Options{Infra: func(tool string, err *ProtocolError) bool {
			return tool == "protocol_error"
		}})
		if len(r.errors) > 0 {
			t.Errorf("%T: Audit failed a protocol error declared infrastructure: %q", s, r.errors)
		}
		// Declaring one failure infrastructure leaves the others failing.
		r = auditOn(t, s, Options{Infra: func(tool string, err *ProtocolError) bool {
			return strings.Contains(err.Message, "id is required")
		}})
		if len(r.errors) == 0 {
			t.Errorf("%T: Audit passed protocol errors not declared infrastructure", s)
		}
		for _, e := range r.errors {
			if strings.Contains(e, "id is required") {
				t.Errorf("%T: Audit failed a protocol error declared infrastructure: %s", s, e)
			}
		}
	}
}

func TestAuditSkip(t *testing.T) {
	r := auditOn(t, mcpgoServer("panics"), Options{Skip: []string{"panics"}})
	if len(r.errors) > 0 {
		t.Errorf("Audit called a skipped tool: %q", r.errors)
	}
	r = auditOn(t, mcpgoServer("right"), Options{Skip: []string{"gone"}})
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], `Skip names tool "gone", which the server does not list`) {
		t.Errorf("a stale Skip entry: got %q", r.errors)
	}
}

func TestAuditWrongServer(t *testing.T) {
	for _, s := range []any{nil, "server", (*server.MCPServer)(nil), (*mcp.Server)(nil)} {
		r := auditOn(t, s, Options{})
		if r.fatal == "" {
			t.Errorf("Audit(%#v) did not stop", s)
		}
	}
}

func TestAuditCodesWithoutSet(t *testing.T) {
	r := auditOn(t, mcpgoServer("right"), Options{CodeField: "code"})
	if !strings.Contains(r.fatal, "no code is declared") {
		t.Errorf("CodeField without codes: got fatal %q", r.fatal)
	}
	r = auditOn(t, mcpgoServer("right"), Options{CodePattern: regexp.MustCompile(`^[a-z_]+: `), Codes: []string{"x"}})
	if !strings.Contains(r.fatal, "no submatch") {
		t.Errorf("CodePattern without a submatch: got fatal %q", r.fatal)
	}
}

// The code may be read from the text, by pattern, as a generic go-sdk
// handler's error text carries it.
func TestAuditCodePattern(t *testing.T) {
	type in struct {
		ID string `json:"id"`
	}
	for _, tc := range []struct {
		prefix string
		fails  bool
	}{
		{"not_found: ", false},
		{"gone: ", true},
		{"", true},
	} {
		s := mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
		mcp.AddTool(s, &mcp.Tool{Name: "generic"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
			return nil, nil, errors.New(tc.prefix + "no item " + a.ID)
		})
		r := auditOn(t, s, Options{
			Codes:       []string{"not_found"},
			CodePattern: regexp.MustCompile(`^([a-z_]+): `),
			Skip:        nil,
		})
		// The SDK's own answers to refused arguments carry no code, and
		// are not held to the codes: only the handler's results fail.
		for _, e := range r.errors {
			if !strings.Contains(e, "no item") {
				t.Errorf("prefix %q: a result the handler did not build failed: %s", tc.prefix, e)
			}
		}
		if got := len(r.errors) > 0; got != tc.fails {
			t.Errorf("prefix %q: failed %v, want %v: %q", tc.prefix, got, tc.fails, r.errors)
		}
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
	opts := Options{CatalogJSON: []byte(catalogJSON), ReportJSON: []byte(reportJSON), CodeField: "code"}
	r := auditOn(t, mcpgoServer("declares_not_found"), opts)
	if len(r.errors) == 0 || !strings.Contains(r.errors[0], "the tool returns only the codes it declares (not_found)") {
		t.Errorf("catalog's declared codes: got %q", r.errors)
	}
	r = auditOn(t, mcpgoServer("right"), opts)
	if len(r.errors) > 0 {
		t.Errorf("catalog's codes: a right handler failed: %q", r.errors)
	}
	r = auditOn(t, mcpgoServer("protocol_error"), opts)
	if len(r.errors) == 0 || !strings.HasSuffix(r.errors[0], "; toolerrlint reports it too: protocolerr at items/get.go:20:3") {
		t.Errorf("report: got %q", r.errors)
	}
	if want := `toolerrtest: tool "protocol_error": no call failed as toolerrlint's nilresult finding at items/get.go:30:3 says it can`; len(r.logs) != 1 || !strings.HasPrefix(r.logs[0], want) {
		t.Errorf("report: got logs %q, want one starting %q", r.logs, want)
	}
	r = auditOn(t, mcpgoServer("nil_result"), opts)
	if len(r.errors) == 0 || !strings.HasSuffix(r.errors[0], "; toolerrlint reports no nilresult finding for this tool") {
		t.Errorf("report, no finding: got %q", r.errors)
	}
	r = auditOn(t, mcpgoServer("right"), Options{CatalogJSON: []byte(`{"version": 2}`)})
	if !strings.Contains(r.fatal, "version 2") {
		t.Errorf("catalog of another version: got fatal %q", r.fatal)
	}
	r = auditOn(t, mcpgoServer("right"), Options{Report: "testdata/missing.json"})
	if !strings.Contains(r.fatal, "missing.json") {
		t.Errorf("missing report: got fatal %q", r.fatal)
	}
}

// The calls cover the inputs the brief of each check names.
func TestAuditSendsEveryInput(t *testing.T) {
	var mu sync.Mutex
	var got []string
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcpgo.NewToolWithRawSchema("record", "", json.RawMessage(itemSchema)),
		func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
			data, _ := json.Marshal(req.Params.Arguments)
			mu.Lock()
			got = append(got, string(data))
			mu.Unlock()
			return mcpgo.NewToolResultText("ok"), nil
		})
	if r := auditOn(t, s, Options{}); len(r.errors) > 0 {
		t.Fatalf("Audit failed: %q", r.errors)
	}
	gs := mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
	gs.AddTool(&mcp.Tool{Name: "record", InputSchema: json.RawMessage(itemSchema)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			got = append(got, "go-sdk "+string(req.Params.Arguments))
			mu.Unlock()
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
		})
	if r := auditOn(t, gs, Options{}); len(r.errors) > 0 {
		t.Fatalf("Audit failed: %q", r.errors)
	}
	// go-sdk's client sends {} for arguments left out; the other inputs
	// reach its handlers as sent.
	for _, w := range []string{`null`, `[]`, `"arguments"`, `1`, `true`, `{"id":1.5}`} {
		want := "go-sdk " + w
		if !slices.Contains(got, want) {
			t.Errorf("no call sent %s; the calls sent:\n%s", want, strings.Join(got, "\n"))
		}
	}
	want := []string{`null`, `[]`, `"arguments"`, `1`, `true`, `{}`, `{"id":"xx"}`,
		`{"id":1.5}`, `{"count":1.5,"id":"xx"}`, `{"count":0,"id":"xx"}`, `{"count":11,"id":"xx"}`,
		`{"id":"xx","kind":"toolerrtest-not-an-allowed-value"}`, `{"id":"x"}`, `{"id":"xx","toolerrtest_unknown_field":"x"}`}
	for _, w := range want {
		found := false
		for _, g := range got {
			if g == w {
				found = true
			}
		}
		if !found {
			t.Errorf("no call sent %s; the calls sent:\n%s", w, strings.Join(got, "\n"))
		}
	}
}

// Fuzz runs its seeds as subtests under go test, on both SDKs' right
// handlers.
func FuzzRightMCPGo(f *testing.F) { Fuzz(f, mcpgoServer("right"), contractOptions()) }

func FuzzRightGoSDK(f *testing.F) { Fuzz(f, gosdkServer("right"), contractOptions()) }

func TestFuzzInput(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"", "(arguments omitted)"},
		{`{"id":1}`, `{"id":1}`},
		{`{"id"`, `"{\"id\""`},
	} {
		if got := fuzzInput([]byte(tc.in)).String(); got != tc.want {
			t.Errorf("fuzzInput(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// A handler that ignores its context and never returns fails each call
// after the timeout, and the audit still ends.
func TestAuditStuckHandler(t *testing.T) {
	block := make(chan struct{})
	t.Cleanup(func() { close(block) })
	ms := server.NewMCPServer("items", "1.0.0")
	ms.AddTool(mcpgo.NewTool("stuck"), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		<-block
		return mcpgo.NewToolResultText("late"), nil
	})
	gs := mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
	gs.AddTool(&mcp.Tool{Name: "stuck", InputSchema: json.RawMessage(`{"type":"object"}`)}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		<-block
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "late"}}}, nil
	})
	for _, s := range []any{ms, gs} {
		failures, err := Check(s, Options{Timeout: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if len(failures) == 0 {
			t.Errorf("%T: no failure for a handler that never returns", s)
		}
		for _, f := range failures {
			if f.Kind != "hang" || !strings.Contains(f.String(), "no answer within 50ms; the contract: every call is answered") {
				t.Errorf("%T: %s", s, f)
			}
		}
	}
}

// Check returns each failure with its kind; a panic's carries the stack.
func TestCheck(t *testing.T) {
	failures, err := Check(gosdkServer("panics"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(failures) == 0 {
		t.Fatal("Check passed a handler that panics")
	}
	for _, f := range failures {
		if f.Tool != "panics" || f.Kind != "panic" || !strings.Contains(string(f.Stack), "gosdkHandler") {
			t.Errorf("failure %+v: want tool panics, kind panic, and the handler in the stack", f)
		}
	}
	if _, err := Check(42, Options{}); err == nil {
		t.Error("Check(42) returned no error")
	}
}

func TestFromPanic(t *testing.T) {
	stack := "goroutine 7 [running]:\nruntime/debug.Stack()\n\t/go/src/runtime/debug/stack.go:26\nmain.catch.func1()\n\t/x/catch.go:9\npanic({0x1, 0x2})\n\t/go/src/runtime/panic.go:783\nmain.handler()\n\t/x/handler.go:12\n"
	want := "goroutine 7 [running]:\nmain.handler()\n\t/x/handler.go:12\n"
	if got := string(fromPanic([]byte(stack))); got != want {
		t.Errorf("fromPanic:\n%s\nwant:\n%s", got, want)
	}
	if got := string(fromPanic([]byte("goroutine 1 [running]:\nmain.f()\n"))); got != "goroutine 1 [running]:\nmain.f()\n" {
		t.Errorf("fromPanic of a stack without panic: %q", got)
	}
}
