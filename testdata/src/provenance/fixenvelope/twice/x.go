// Package twice is a ticket MCP server on go-sdk with two functions that
// make an envelope a stamped result: which one a failure is meant to go
// through is not certain, and the fix does not pick one. Its mcp-go
// server's error result is passed through the one stamp of an mcp-go
// result.
package twice

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
)

type ticketIn struct {
	ID string `json:"id"`
}

func newServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "tickets", Version: "1.0.0"}, nil)
	sdk.AddTool(s, &sdk.Tool{Name: "get_ticket"}, getTicket)
	return s
}

func failure(ctx context.Context, env *errs.ToolError) *sdk.CallToolResult {
	env = env.Stamp(ctx)
	return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: env.Error()}}, StructuredContent: env}
}

func refusal(ctx context.Context, env *errs.ToolError) *sdk.CallToolResult {
	env = env.Stamp(ctx)
	return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "refused: " + env.Error()}}, StructuredContent: env}
}

func getTicket(ctx context.Context, req *sdk.CallToolRequest, in ticketIn) (*sdk.CallToolResult, struct{}, error) {
	switch in.ID {
	case "":
		return nil, struct{}{}, &errs.ToolError{Code: errs.InvalidArgument, Message: "id is required"} // want `tool "get_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	case "0":
		return failure(ctx, &errs.ToolError{Code: errs.NotFound, Message: "no ticket 0"}), struct{}{}, nil
	case "-":
		return refusal(ctx, &errs.ToolError{Code: errs.Internal, Message: "closed"}), struct{}{}, nil
	}
	return nil, struct{}{}, nil
}

func newMCPServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("close_ticket"), closeTicket)
	return s
}

func closeTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required"), nil // want `tool "close_ticket" returns an error result that no provenance stamp has marked`
	}
	return mcp.NewToolResultText("closed"), nil
}
