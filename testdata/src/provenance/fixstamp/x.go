// Package fixstamp is a ticket MCP server on mcp-go that declares a stamp
// and no code: the fixture of the provenance fix where only the stamp is
// asked for.
package fixstamp

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// stamp records the call's request id in the result.
//
//toolerr:provenance
func stamp(ctx context.Context, res *mcp.CallToolResult) *mcp.CallToolResult {
	res.Meta = &mcp.Meta{AdditionalFields: map[string]any{"request_id": ctx.Value("id")}}
	return res
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	return s
}

func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil // want `tool "get_ticket" returns an error result that no provenance stamp has marked; pass it through the declared stamp`
	}
	if id == "0" {
		return nil, errors.New("no ticket 0") // Not reported here: protocolerr's, whose fix stamps the result it builds.
	}
	return mcp.NewToolResultText(id), nil
}
