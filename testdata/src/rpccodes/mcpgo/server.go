// Package mcpgo sends JSON-RPC error responses built with mcp-go.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Codes picked by hand.
const (
	ErrCodeQuota    = -32090
	ErrCodeUpstream = -32001 // legacy
	ErrCodeApp      = 4001
)

// gateway answers some messages itself before the server does.
type gateway struct {
	srv *server.MCPServer
}

func (g *gateway) handle(ctx context.Context, raw json.RawMessage, id mcp.RequestId, over bool) mcp.JSONRPCMessage {
	if over {
		return mcp.NewJSONRPCError(id, ErrCodeQuota, "quota exceeded", nil) // want `gateway.handle sends JSON-RPC error code -32090: the MCP specification reserves -32020 to -32099 and defines no such code`
	}
	if len(raw) == 0 {
		return mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "no such document", nil) // want `JSON-RPC error code -32002: resource not found, which the MCP revision of 2026-07-28 withdrew; use -32602 \(invalid params\)`
	}
	if len(raw) == 1 {
		return mcp.JSONRPCError{
			JSONRPC: mcp.JSONRPC_VERSION,
			ID:      id,
			Error:   mcp.JSONRPCErrorDetails{Code: -32600 - 5, Message: "odd"}, // want `JSON-RPC error code -32605: JSON-RPC reserves -32768 to -32000`
		}
	}
	if len(raw) == 2 {
		return mcp.JSONRPCError{ID: id, Error: mcp.NewJSONRPCErrorDetails(-32077, "odd", nil)} // want `JSON-RPC error code -32077: the MCP specification reserves -32020 to -32099`
	}
	if len(raw) == 3 {
		resp := mcp.NewJSONRPCError(id, mcp.INTERNAL_ERROR, "x", nil)
		resp.Error.Code = -32061 // want `JSON-RPC error code -32061: the MCP specification reserves -32020 to -32099`
		return resp
	}
	return g.srv.HandleMessage(ctx, raw)
}

// Not reported: standard and defined codes, application codes, codes
// not known statically, and codes read rather than sent.
func (g *gateway) fine(ctx context.Context, id mcp.RequestId, n int, resp mcp.JSONRPCError, err error) []mcp.JSONRPCMessage {
	out := []mcp.JSONRPCMessage{
		mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "bad", nil),
		mcp.NewJSONRPCError(id, mcp.METHOD_NOT_FOUND, "no", nil),
		mcp.NewJSONRPCError(id, mcp.PARSE_ERROR, "parse", nil),
		mcp.NewJSONRPCError(id, mcp.HEADER_MISMATCH, "headers", nil),
		mcp.NewJSONRPCError(id, mcp.MISSING_REQUIRED_CLIENT_CAPABILITY, "caps", nil),
		mcp.NewJSONRPCError(id, mcp.UNSUPPORTED_PROTOCOL_VERSION, "version", nil),
		mcp.NewJSONRPCError(id, mcp.URL_ELICITATION_REQUIRED, "visit", nil),
		mcp.NewJSONRPCError(id, mcp.REQUEST_INTERRUPTED, "cancelled", nil), // -32800: outside the range
		mcp.NewJSONRPCError(id, ErrCodeApp, "app", nil),
		mcp.NewJSONRPCError(id, ErrCodeUpstream, "legacy", nil), // legacy: only with -rpccodes.legacy
		mcp.NewJSONRPCError(id, n, "dynamic", nil),
		mcp.NewJSONRPCError(id, resp.Error.Code, "forwarded", nil),
	}
	if resp.Error.Code == mcp.RESOURCE_NOT_FOUND { // read, not sent
		out = append(out, nil)
	}
	switch resp.Error.Code {
	case -32002, -32029: // read, not sent
	}
	if errors.Is(err, errors.New("x")) {
		out = append(out, problem{Code: -32029})
	}
	return out
}

// problem has a Code field of its own: no protocol error.
type problem struct {
	Code int
}

// A resource handler and a resource middleware answer with errors, which
// the server sends as -32603: no code of theirs to judge.
func readNote(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
	return nil, errors.New("no such note")
}

func withAudit(next server.ResourceHandlerFunc) server.ResourceHandlerFunc {
	return func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		return next(ctx, req)
	}
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithResourceHandlerMiddleware(withAudit))
	s.AddResource(mcp.Resource{URI: "notes://x", Name: "x"}, readNote)
	return s
}
