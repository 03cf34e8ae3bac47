package streamable_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

type orgKey struct{}

// fromHeader is the function main gives server.WithHTTPContextFunc: the
// tenant of a call is the request's X-Org-Id.
var fromHeader server.HTTPContextFunc = func(ctx context.Context, r *http.Request) context.Context {
	return context.WithValue(ctx, orgKey{}, r.Header.Get("X-Org-Id"))
}

// whoami answers the tenant of its call, and fails as a server that lost
// it does.
func whoami() *server.MCPServer {
	s := server.NewMCPServer("items", "1.0.0")
	s.AddTool(mcp.NewTool("whoami"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		org, _ := ctx.Value(orgKey{}).(string)
		if org == "" {
			return nil, errors.New("orgID not found in context")
		}
		return mcp.NewToolResultText(org), nil
	})
	return s
}

// checkTenant holds the audits of s without the header and with it to
// what a server that needs its tenant gives: a failure naming the lost
// tenant, then none.
func checkTenant(t *testing.T, s any, opts toolerrtest.Options) {
	t.Helper()
	failures, err := toolerrtest.Check(s, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(failures) == 0 || !strings.Contains(failures[0].Got, "orgID not found in context") {
		t.Errorf("without the header: %v", failures)
	}
	opts.Header = http.Header{"X-Org-Id": {"7"}}
	failures, err = toolerrtest.Check(s, opts)
	if err != nil || len(failures) > 0 {
		t.Errorf("with the header: %v, %v", failures, err)
	}
}

// In process, through the driver, the very function main gives the
// server's HTTP transport derives the calls' context from the header.
func TestAuditHTTPContextFunc(t *testing.T) {
	checkTenant(t, whoami(), toolerrtest.Options{HTTPContext: fromHeader})
}

// Served as main serves it over HTTP, the server gets the audit's header
// on each request, and the function main gives WithHTTPContextFunc
// derives the calls' context from it, as in production.
func TestAuditStreamableHTTP(t *testing.T) {
	checkTenant(t, server.NewStreamableHTTPServer(whoami(), server.WithHTTPContextFunc(fromHeader)), toolerrtest.Options{})
}
