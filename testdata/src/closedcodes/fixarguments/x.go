// Package fixarguments is a ticket MCP server on mcp-go whose code set
// has a code for argument failures, said so in its doc comment and by the
// field it requires: no declaration ties a kind of failure to a code, and
// the fix of a result without one does not read it from prose or from a
// field's name.
package fixarguments

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Code is a machine-readable error code.
//
//toolerr:codes
type Code string

const (
	// InvalidArgument: an argument of the call is missing or wrong; Field
	// names it.
	//
	//toolerr:requires Field
	InvalidArgument Code = "invalid_argument"
	// NotFound: the ticket does not exist.
	NotFound Code = "not_found"
)

// Problem is the payload of an error result.
//
//toolerr:envelope
type Problem struct {
	Code    Code
	Message string
	Field   string
}

// fail returns an isError result carrying p.
func fail(p Problem) *mcp.CallToolResult {
	res := mcp.NewToolResultError(p.Message)
	res.StructuredContent = p
	return res
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("tickets", "1.0.0")
	s.AddTool(mcp.NewTool("get_ticket"), getTicket)
	return s
}

//toolerr:returns invalid_argument,not_found
func getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	if id == "" {
		return mcp.NewToolResultError("id is empty"), nil // want `tool "get_ticket" returns an error result without a declared error code`
	}
	if id == "-" {
		// Not fixed: "invalid_argumnt" is one edit from invalid_argument,
		// which requires a Field this literal does not set.
		return fail(Problem{Code: "invalid_argumnt", Message: "id is not a ticket number"}), nil // want `"invalid_argumnt" is not one of the codes declared by Code`
	}
	if id == "0" {
		return fail(Problem{Code: Code("NOT_FOUND"), Message: "no ticket 0"}), nil // want `"NOT_FOUND" is not one of the codes declared by Code`
	}
	return mcp.NewToolResultText(id), nil
}
