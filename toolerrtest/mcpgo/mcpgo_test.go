package mcpgo_test

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	"github.com/toolerrlint/toolerrlint/toolerrtest/internal/audittest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

// arguments returns the arguments of req as an object, empty when they are
// not one: req.Params.Arguments is a map[string]any up to mcp-go v0.28 and
// an any after, and GetArguments came with the second.
func arguments(req mcp.CallToolRequest) map[string]any {
	var args map[string]any
	data, _ := json.Marshal(req.Params.Arguments)
	_ = json.Unmarshal(data, &args)
	return args
}

// handler serves the behaviour name of audittest.Behaviours.
func handler(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		a := audittest.Behave(ctx, name, arguments(req))
		switch {
		case a.Nil:
			return nil, nil
		case a.Err != nil:
			return nil, a.Err
		case a.IsError:
			return mcp.NewToolResultError(a.Text), nil
		}
		return mcp.NewToolResultText(a.Text), nil
	}
}

func serving(name string, opts ...server.ServerOption) *server.MCPServer {
	s := server.NewMCPServer("items", "1.0.0", opts...)
	s.AddTool(mcp.NewToolWithRawSchema(name, "An item.", json.RawMessage(audittest.ItemSchema)), handler(name))
	return s
}

func TestAudit(t *testing.T) {
	for _, b := range audittest.Behaviours {
		t.Run(b.Name, func(t *testing.T) {
			audittest.Check(t, serving(b.Name), b)
		})
	}
}

// A panic under the server's own recovery is reported all the same: the
// client gets a protocol error, and the model nothing it can act on.
func TestAuditRecoveredPanic(t *testing.T) {
	audittest.Check(t, serving("panics", server.WithRecovery()), audittest.Panics())
}

// A panic in a middleware of the server's own, outside the handler, is
// caught where the in-process transport calls the server.
func TestAuditMiddlewarePanic(t *testing.T) {
	s := server.NewMCPServer("items", "1.0.0", server.WithToolHandlerMiddleware(
		func(next server.ToolHandlerFunc) server.ToolHandlerFunc {
			return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				if _, err := audittest.Verdict(arguments(req)); err != nil {
					panic("middleware: " + err.Error())
				}
				return next(ctx, req)
			}
		}))
	s.AddTool(mcp.NewToolWithRawSchema("panics", "An item.", json.RawMessage(audittest.ItemSchema)), handler("right"))
	audittest.Check(t, s, audittest.Panics())
}

// The calls cover the inputs the documentation names, and each reaches the
// handler as sent, or is one mcp-go refuses before the handler (arguments
// that are not an object, up to v0.28), which fails no tool and which
// Verbose logs.
func TestAuditSendsEveryInput(t *testing.T) {
	var mu sync.Mutex
	var got []string
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcp.NewToolWithRawSchema("record", "", json.RawMessage(audittest.ItemSchema)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			data, _ := json.Marshal(req.Params.Arguments)
			mu.Lock()
			got = append(got, string(data))
			mu.Unlock()
			return mcp.NewToolResultText("ok"), nil
		})
	r := audittest.AuditOn(t, s, toolerrtest.Options{Verbose: true})
	if len(r.Errors) > 0 {
		t.Fatalf("Audit failed: %q", r.Errors)
	}
	refused := func(input string) bool {
		for _, l := range r.Logs {
			if strings.Contains(l, `tool "record", input `+input+` (`) && strings.Contains(l, "the SDK refuses this input before the handler runs (protocol error -32600") {
				return true
			}
		}
		return false
	}
	for _, w := range []string{`[]`, `"arguments"`, `1`, `true`} {
		if slices.Contains(got, w) == refused(w) {
			t.Errorf("%s: reached the handler: %v, refused by the SDK: %v; want one of them", w, slices.Contains(got, w), refused(w))
		}
	}
	for _, w := range []string{`null`, `{}`, `{"id":"xx"}`,
		`{"id":1.5}`, `{"count":1.5,"id":"xx"}`, `{"count":0,"id":"xx"}`, `{"count":11,"id":"xx"}`,
		`{"id":"xx","kind":"toolerrtest-not-an-allowed-value"}`, `{"id":"x"}`, `{"id":"xx","toolerrtest_unknown_field":"x"}`} {
		if !slices.Contains(got, w) {
			t.Errorf("no call sent %s; the calls sent:\n%s", w, strings.Join(got, "\n"))
		}
	}
}

// A handler that ignores its context and never returns fails each call
// after the timeout, and the audit still ends.
func TestAuditStuckHandler(t *testing.T) {
	block := make(chan struct{})
	t.Cleanup(func() { close(block) })
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcp.NewTool("stuck"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		<-block
		return mcp.NewToolResultText("late"), nil
	})
	audittest.CheckHangs(t, s)
}

type orgKey struct{}

// The function main gives the server's HTTP transport derives the calls'
// context from the header, as it does over HTTP: the tenant reaches the
// handler in process.
func TestAuditHTTPContext(t *testing.T) {
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		org, ok := ctx.Value(orgKey{}).(string)
		if !ok {
			return nil, context.Canceled // as a server that lost its tenant
		}
		return mcp.NewToolResultText(org), nil
	})
	fromHeader := func(ctx context.Context, r *http.Request) context.Context {
		return context.WithValue(ctx, orgKey{}, r.Header.Get("X-Org-Id"))
	}
	if failures, err := toolerrtest.Check(s, toolerrtest.Options{}); err != nil || len(failures) == 0 {
		t.Errorf("without the header: %v, %v", failures, err)
	}
	failures, err := toolerrtest.Check(s, toolerrtest.Options{Header: http.Header{"X-Org-Id": {"7"}}, HTTPContext: fromHeader})
	if err != nil || len(failures) > 0 {
		t.Errorf("with the header: %v, %v", failures, err)
	}
}

// Fuzz runs its seeds as subtests under go test.
func FuzzRight(f *testing.F) { toolerrtest.Fuzz(f, serving("right"), audittest.ContractOptions()) }
