// Package decodedoff is the decoded fixture with -decoded=false: only the
// assertions on argument values are reported.
package decodedoff

import (
	"context"
	"encoding/json"
	"net/http"

	"example.com/vault/api"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var vault = &api.Client{}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_secret"), handleReadSecret)
	s.AddTool(mcp.NewTool("fetch_status"), handleFetchStatus)
	s.AddTool(mcp.NewTool("parse_args"), handleParseArgs)
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("secrets", "1.0.0")
	register(s)
	return s
}

func handleReadSecret(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	secret, err := vault.Read(ctx, "kv/app")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	data := secret.Data["data"].(map[string]interface{})
	for _, w := range secret.Warnings {
		_ = w
	}
	if inner, ok := secret.Data["metadata"].(map[string]interface{}); ok {
		// Not reported: the two-value form.
		_ = inner
	}
	// Not reported: a typed field.
	_ = secret.Version
	return mcp.NewToolResultText(data["value"].(string)), nil
}

func handleFetchStatus(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://status.example.com/api")
	if err != nil {
		return mcp.NewToolResultError("status service is unreachable"), nil
	}
	defer resp.Body.Close()
	var body map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		return mcp.NewToolResultError("status service answered garbage"), nil
	}
	var items []any
	_ = json.Unmarshal([]byte(`[]`), &items)
	for _, it := range items {
		_ = it.(map[string]any)
	}
	var typed struct{ State string }
	_ = json.Unmarshal([]byte(`{}`), &typed)
	// Not reported: a typed value has no assertion to fail.
	_ = typed.State
	state, ok := body["state"].(string)
	if !ok {
		// Not reported: the two-value form.
		return mcp.NewToolResultError("status has no state"), nil
	}
	switch v := body["uptime"].(type) {
	case float64:
		// Not reported: a type switch.
		_ = v
	}
	return mcp.NewToolResultText(state + body["region"].(string)), nil
}

// local is data the server builds itself: its shape is its own.
var local = map[string]any{"limit": 10}

func handleParseArgs(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	raw, _ := json.Marshal(request.GetArguments())
	if err := json.Unmarshal(raw, &args); err != nil {
		return mcp.NewToolResultError("bad arguments"), nil
	}
	// Not reported as decoded data: the arguments are reported as argument
	// values, by default.
	_ = args["name"].(string) // want `tool "parse_args" asserts an argument value to string without checking`
	// Not reported: a package variable the server built.
	_ = local["limit"].(int)
	built := map[string]any{"page": 1}
	// Not reported: a map built in place.
	_ = built["page"].(int)
	return mcp.NewToolResultText("ok"), nil
}
