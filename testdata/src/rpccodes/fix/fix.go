// Package fix sends the withdrawn resource-not-found code, which the
// suggested fix replaces with invalid params.
package fix

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

const codeNotFound = -32002

func readDoc(ctx context.Context, req *gosdk.ReadResourceRequest) (*gosdk.ReadResourceResult, error) {
	switch req.Params.URI {
	case "a":
		return nil, &jsonrpc.Error{Code: -32002, Message: "Resource not found"} // want `JSON-RPC error code -32002: resource not found`
	case "b":
		return nil, &jsonrpc.Error{Code: codeNotFound, Message: "Resource not found"} // want `JSON-RPC error code -32002: resource not found`
	}
	return &gosdk.ReadResourceResult{}, nil
}

func answer(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "no such document", nil) // want `JSON-RPC error code -32002: resource not found`
}

type getIn struct {
	ID string `json:"id"`
}

type getOut struct{}

// getDoc is a tool handler: protocolerr reports the protocol error it
// returns, and its fix makes that an isError result. A new code would
// leave the protocol error, and the two fixes would edit one return: no
// fix here.
func getDoc(ctx context.Context, req *gosdk.CallToolRequest, in getIn) (*gosdk.CallToolResult, getOut, error) {
	return nil, getOut{}, &jsonrpc.Error{Code: -32002, Message: "no document " + in.ID} // want `JSON-RPC error code -32002: resource not found`
}

func register(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "get_doc"}, getDoc)
}
