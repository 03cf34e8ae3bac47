package gosdk_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/gosdk"
	"github.com/toolerrlint/toolerrlint/toolerrtest/internal/audittest"
)

func text(s string, isError bool) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: isError, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

// handler serves the behaviour name of audittest.Behaviours.
func handler(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			args = nil
		}
		a := audittest.Behave(ctx, name, args)
		switch {
		case a.Nil:
			return nil, nil
		case a.Err != nil:
			return nil, a.Err
		}
		return text(a.Text, a.IsError), nil
	}
}

func newServer() *mcp.Server {
	return mcp.NewServer(&mcp.Implementation{Name: "items", Version: "1.0.0"}, nil)
}

func serving(name string) *mcp.Server {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: name, Description: "An item.", InputSchema: json.RawMessage(audittest.ItemSchema)}, handler(name))
	return s
}

func TestAudit(t *testing.T) {
	for _, b := range audittest.Behaviours {
		t.Run(b.Name, func(t *testing.T) {
			audittest.Check(t, serving(b.Name), b)
		})
	}
}

// sdkRefusal accepts the protocol errors go-sdk v1.1 answers for
// arguments a generic handler's schema refuses, which later versions
// answer with an isError result: a server on v1.1 gets them reported
// unless it accepts them so.
func sdkRefusal(tool string, err *toolerrtest.ProtocolError) bool {
	return strings.HasPrefix(err.Message, `invalid params: validating "arguments"`)
}

type in struct {
	ID    string `json:"id"`
	Count int    `json:"count,omitempty"`
}

type out struct {
	ID string `json:"id"`
}

// A generic handler's plain errors are isError results, and so are the
// SDK's answers to arguments its schema refuses: a right handler passes.
func TestAuditGeneric(t *testing.T) {
	s := newServer()
	mcp.AddTool(s, &mcp.Tool{Name: "generic"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, out, error) {
		if len(a.ID) < 2 {
			return nil, out{}, errors.New("id has at least 2 characters")
		}
		return nil, out{ID: a.ID}, nil
	})
	if r := audittest.AuditOn(t, s, toolerrtest.Options{Infra: sdkRefusal}); len(r.Errors) > 0 || r.FatalMsg != "" {
		t.Errorf("Audit failed a right generic handler: %q %s", r.Errors, r.FatalMsg)
	}
}

// The code may be read from the text, by pattern, as a generic handler's
// error text carries it; the SDK's own answers to refused arguments carry
// none, and are not held to the codes.
func TestAuditCodePattern(t *testing.T) {
	for _, tc := range []struct {
		prefix string
		fails  bool
	}{
		{"not_found: ", false},
		{"gone: ", true},
		{"", true},
	} {
		s := newServer()
		mcp.AddTool(s, &mcp.Tool{Name: "generic"}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
			return nil, nil, errors.New(tc.prefix + "no item " + a.ID)
		})
		r := audittest.AuditOn(t, s, toolerrtest.Options{
			Codes:       []string{"not_found"},
			CodePattern: regexp.MustCompile(`^([a-z_]+): `),
			Infra:       sdkRefusal,
		})
		for _, e := range r.Errors {
			if !strings.Contains(e, "no item") {
				t.Errorf("prefix %q: a result the handler did not build failed: %s", tc.prefix, e)
			}
		}
		if got := len(r.Errors) > 0; got != tc.fails {
			t.Errorf("prefix %q: failed %v, want %v: %q", tc.prefix, got, tc.fails, r.Errors)
		}
	}
}

// The calls reach the handler as sent, but for arguments omitted: the
// SDK's client sends {} for them.
func TestAuditSendsEveryInput(t *testing.T) {
	var mu sync.Mutex
	var got []string
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "record", InputSchema: json.RawMessage(audittest.ItemSchema)},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			mu.Lock()
			got = append(got, string(req.Params.Arguments))
			mu.Unlock()
			return text("ok", false), nil
		})
	if r := audittest.AuditOn(t, s, toolerrtest.Options{}); len(r.Errors) > 0 {
		t.Fatalf("Audit failed: %q", r.Errors)
	}
	for _, w := range []string{`null`, `[]`, `"arguments"`, `1`, `true`, `{"id":1.5}`, `{"count":0,"id":"xx"}`} {
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
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "stuck", InputSchema: json.RawMessage(`{"type":"object"}`)}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		<-block
		return text("late", false), nil
	})
	audittest.CheckHangs(t, s)
}

// A panic's stack starts at the handler.
func TestCheckPanic(t *testing.T) {
	failures, err := toolerrtest.Check(serving("panics"), toolerrtest.Options{})
	if err != nil || len(failures) == 0 {
		t.Fatalf("Check of a handler that panics: %v, %v", failures, err)
	}
	for _, f := range failures {
		if f.Kind != "panic" || !strings.Contains(string(f.Stack), "/gosdk_test.go:") {
			t.Errorf("failure %+v: want kind panic, and the handler in the stack", f)
		}
	}
}

type orgKey struct{}

// The header reaches the handler as the request's Extra.Header, as over
// HTTP, and Context the handler's context.
func TestAuditTransportContext(t *testing.T) {
	s := newServer()
	s.AddTool(&mcp.Tool{Name: "whoami", InputSchema: json.RawMessage(`{"type":"object"}`)}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		org, _ := ctx.Value(orgKey{}).(string)
		if req.Extra == nil || req.Extra.Header.Get("X-Org-Id") != "7" || org != "org-of-whoami" {
			return nil, errors.New("no tenant")
		}
		return text(org, false), nil
	})
	if failures, err := toolerrtest.Check(s, toolerrtest.Options{}); err != nil || len(failures) == 0 {
		t.Errorf("without the transport's context: %v, %v", failures, err)
	}
	failures, err := toolerrtest.Check(s, toolerrtest.Options{
		Header: http.Header{"X-Org-Id": {"7"}},
		Context: func(ctx context.Context, tool string) context.Context {
			return context.WithValue(ctx, orgKey{}, "org-of-"+tool)
		},
	})
	if err != nil || len(failures) > 0 {
		t.Errorf("with the transport's context: %v, %v", failures, err)
	}
}

// Fuzz runs its seeds as subtests under go test.
func FuzzRight(f *testing.F) { toolerrtest.Fuzz(f, serving("right"), audittest.ContractOptions()) }
