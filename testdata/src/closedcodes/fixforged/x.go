// Package fixforged is a ticket MCP server on mcp-go whose program
// declares a code set (toolerrs/errs): the fixture of closedcodes' fix of
// a forged code, the declared constant it misspells where exactly one is
// meant.
package fixforged

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	s.AddTool(mcp.NewTool("move_ticket"), moveTicket)
	return s
}

// getTicket misspells declared codes: each is fixed to the one constant
// it can be.
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch id := req.GetString("id", ""); id {
	case "":
		return respond.Fail(ctx, errs.Code("invalid_argumnet"), "id is required"), nil // want `"invalid_argumnet" is not one of the codes declared by errs.Code`
	case "0":
		return respond.Fail(ctx, errs.Code("NotFound"), "no ticket 0"), nil // want `"NotFound" is not one of the codes declared by errs.Code`
	case "-":
		return respond.Fail(ctx, "INTERNAL-ERROR", "the ticket store is down"), nil // want `"INTERNAL-ERROR" is not one of the codes declared by errs.Code`
	case "*":
		return respond.Fail(ctx, "rate_limitd", "slow down"), nil // want `"rate_limitd" is not one of the codes declared by errs.Code`
	}
	var code errs.Code = "not_founds" // want `"not_founds" is not one of the codes declared by errs.Code`
	return respond.Fail(ctx, code, "no such ticket"), nil
}

// moveTicket makes up codes that spell no declared one, or more than one:
// no fix.
func moveTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch to := req.GetString("to", ""); to {
	case "":
		return respond.Fail(ctx, errs.Code("gone"), "no such column"), nil // want `"gone" is not one of the codes declared by errs.Code`
	case "done":
		return respond.Fail(ctx, errs.Code("not_fuond_at_all"), "no such ticket"), nil // want `"not_fuond_at_all" is not one of the codes declared by errs.Code`
	case "-":
		return respond.Fail(ctx, errs.Code(to), "no such column"), nil // want `errs.Code\(to\) makes a code from a run-time value`
	}
	return mcp.NewToolResultText("moved"), nil
}

// codeText fixes a misspelt case, but not one beside the case of the code
// it misspells, nor a map key beside the same key: a duplicate case or
// key does not compile.
func codeText(code errs.Code) string {
	switch code {
	case errs.NotFound:
		return "missing"
	case "not_fund": // want `"not_fund" is not one of the codes declared by errs.Code`
		return "missing too"
	case "rate_limitd": // want `"rate_limitd" is not one of the codes declared by errs.Code`
		return "slow"
	}
	return map[errs.Code]string{errs.Internal: "down", "internl_error": "down"}[code] // want `"internl_error" is not one of the codes declared by errs.Code`
}
