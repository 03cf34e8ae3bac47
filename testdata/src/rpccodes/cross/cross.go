// Package cross sends protocol errors through the helpers of rpcerr, with
// the codes of package codes.
package cross

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"rpccodes/codes"
	"rpccodes/rpcerr"
)

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "book_room"}, bookRoom)
	s.AddTool(&mcp.Tool{Name: "list_rooms"}, listRooms)
}

func bookRoom(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t := &rpcerr.Thrower{Prefix: "booking: "}
	switch req.Params.Name {
	case "a":
		return nil, rpcerr.New(int64(codes.RateLimited), "slow down") // want `tool "book_room" sends JSON-RPC error code -32029 \(through rpcerr.New\): the MCP specification reserves -32020 to -32099`
	case "b":
		return nil, rpcerr.Typed(codes.RateLimited, "slow %s", "down") // want `tool "book_room" sends JSON-RPC error code -32029 \(through rpcerr.Typed\): the MCP`
	case "c":
		return nil, rpcerr.New(codes.Quota, "quota") // want `tool "book_room" sends JSON-RPC error code -32088 \(through rpcerr.New\): the MCP`
	case "d":
		return nil, t.Throw("gone", int(codes.Gone)) // want `tool "book_room" sends JSON-RPC error code -32002 \(through Thrower.Throw\): resource not found`
	case "f":
		return nil, rpcerr.New(int64(codes.For(req.Params.Name)), "picked") // want `tool "book_room" sends JSON-RPC error code -32029 \(from codes.For, through rpcerr.New\)` `tool "book_room" sends JSON-RPC error code -32002 \(from codes.For, through rpcerr.New\): resource not found`
	case "g":
		return nil, &jsonrpc.Error{Code: codes.Kind(len(req.Params.Name)).Code()} // want `tool "book_room" sends JSON-RPC error code -32088 \(from Kind.Code\)`
	case "h":
		return nil, &jsonrpc.Error{Code: codes.Port(), Message: "no code picker"}
	case "i":
		args := []any{"down"}
		return nil, rpcerr.Typed(codes.Quota, "slow %s", args...) // want `tool "book_room" sends JSON-RPC error code -32088 \(through rpcerr.Typed\)`
	case "e":
		return nil, rpcerr.New(-32150, "odd") // want `tool "book_room" sends JSON-RPC error code -32150 \(through rpcerr.New\): JSON-RPC reserves -32768 to -32000`
	}
	return &mcp.CallToolResult{}, nil
}

// listRooms sends only codes the specification allows, or codes that are
// not known statically.
func listRooms(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "a":
		return nil, rpcerr.New(codes.BadInput, "bad input")
	case "b":
		return nil, rpcerr.Typed(codes.Overloaded, "overloaded")
	case "c":
		return nil, rpcerr.Typed(codes.Upstream, "upstream") // legacy: only with -rpccodes.legacy
	case "d":
		return nil, rpcerr.New(int64(len(req.Params.Name)), "dynamic")
	case "e":
		_ = rpcerr.Describe(int64(codes.RateLimited)) // no protocol error
		return nil, rpcerr.Quota()
	}
	return &mcp.CallToolResult{}, nil
}
