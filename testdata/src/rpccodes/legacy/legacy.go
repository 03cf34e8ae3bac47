// Package legacy sends codes of the legacy range -32000 to -32019, which
// -rpccodes.legacy reports.
package legacy

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"rpccodes/codes"
	"rpccodes/rpcerr"
)

func register(s *gosdk.Server) {
	s.AddTool(&gosdk.Tool{Name: "sync_feed"}, syncFeed)
}

func syncFeed(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return nil, &jsonrpc.Error{Code: -32001, Message: "unknown"} // want `tool "sync_feed" sends JSON-RPC error code -32001: it lies in the legacy range -32000 to -32019, which new code should not use; use a standard code, one the specification defines, or an application code outside -32768 to -32000`
	case "b":
		return nil, &jsonrpc.Error{Code: -32000, Message: "server error"} // want `JSON-RPC error code -32000: it lies in the legacy range`
	case "c":
		return nil, &jsonrpc.Error{Code: -32019, Message: "edge"} // want `JSON-RPC error code -32019: it lies in the legacy range`
	case "d":
		return nil, rpcerr.Typed(codes.Upstream, "upstream") // want `JSON-RPC error code -32010 \(through rpcerr.Typed\): it lies in the legacy range`
	case "e":
		return nil, &jsonrpc.Error{Code: -32002, Message: "gone"} // want `JSON-RPC error code -32002: resource not found`
	case "f":
		return nil, &jsonrpc.Error{Code: -32020, Message: "headers"} // defined
	case "g":
		return nil, &jsonrpc.Error{Code: -31999, Message: "app"} // outside
	}
	return &gosdk.CallToolResult{}, nil
}

func respond(id mcp.RequestId) []mcp.JSONRPCError {
	return []mcp.JSONRPCError{
		mcp.NewJSONRPCError(id, -32005, "rejected", nil), // want `JSON-RPC error code -32005: it lies in the legacy range`
		mcp.NewJSONRPCError(id, mcp.INTERNAL_ERROR, "internal", nil),
	}
}
