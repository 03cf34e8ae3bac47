// Package fixgosdk is a notes server on go-sdk: the fixtures of the
// handlerpanic suggested fix for its raw and typed handlers, and for data
// a downstream service answered with.
package fixgosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"example.com/vault/api"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var vault = &api.Client{}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "pin_note"}, pinNote)
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes"}, listNotes)
	s.AddTool(&mcp.Tool{Name: "read_secret"}, readSecret)
	return s
}

// pinNote: a raw handler answers with a CallToolResult literal.
func pinNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "invalid arguments"}}}, nil
	}
	pinned := args["pinned"].(bool) // want `tool "pin_note" asserts an argument value to bool without checking`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(pinned)}}}, nil
}

type noteList struct {
	Names []string `json:"names"`
}

// listNotes: a typed handler returns an error, which the SDK makes an
// isError result; errors is imported for it.
func listNotes(ctx context.Context, req *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, noteList, error) {
	order := in["order"].(string) // want `tool "list_notes" asserts an argument value to string without checking`
	switch order {
	case "", "name":
	default:
		panic(fmt.Sprintf("unknown order %q", order)) // want `tool "list_notes" calls panic`
	}
	return nil, noteList{}, nil
}

// readSecret: the response's shape is the downstream service's.
func readSecret(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	secret, err := vault.Read(ctx, "kv/app")
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "cannot read the secret"}}}, nil
	}
	data := secret.Data["data"].(map[string]any) // want `tool "read_secret" asserts untyped data decoded from a downstream response to map\[string\]any without checking`
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(data))}}}, nil
}
