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
