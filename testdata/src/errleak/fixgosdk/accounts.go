// Package fixgosdk is an accounts MCP server on go-sdk whose handlers show
// database errors to the model: the fixture of the errleak suggested fix
// for go-sdk handlers.
package fixgosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"example.com/warehouse/db"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type accountArgs struct {
	Login string `json:"login"`
}

type account struct {
	Plan string `json:"plan"`
}

func newServer(conn *db.Conn) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "accounts", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get_account"}, func(ctx context.Context, req *mcp.CallToolRequest, in accountArgs) (*mcp.CallToolResult, account, error) {
		plan, err := conn.Query(ctx, "SELECT plan FROM accounts WHERE login = $1", in.Login)
		if err != nil {
			return nil, account{}, fmt.Errorf("get account %s: %w", in.Login, err) // want `tool "get_account" returns an error holding the text of the error of sensitive db.Conn.Query`
		}
		return nil, account{Plan: plan}, nil
	})
	s.AddTool(&mcp.Tool{Name: "suspend_account", InputSchema: json.RawMessage(`{"type":"object"}`)}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := conn.Query(ctx, "UPDATE accounts SET suspended = true"); err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("suspend failed: %v", err)}}}, nil // want `tool "suspend_account" puts the text of the error of sensitive db.Conn.Query into an error result`
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "suspended"}}}, nil
	})
	return s
}
