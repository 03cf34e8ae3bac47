package main

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// codeMaintenance was picked by hand in the range the MCP specification
// reserves; codeReadOnly is an application code, outside the range
// JSON-RPC reserves.
const (
	codeMaintenance = -32050
	codeReadOnly    = -31050
)

// gate answers some messages itself before the tracker's server does:
// while the tracker is in maintenance, writes while it is read-only, and
// resources outside the tracker.
type gate struct {
	srv                   *server.MCPServer
	maintenance, readOnly atomic.Bool
}

func (g *gate) HandleMessage(ctx context.Context, raw json.RawMessage) mcp.JSONRPCMessage {
	var req struct {
		ID     any    `json:"id"`
		Method string `json:"method"`
		Params struct {
			URI string `json:"uri"`
		} `json:"params"`
	}
	if err := json.Unmarshal(raw, &req); err != nil {
		return mcp.NewJSONRPCError(mcp.NewRequestId(nil), mcp.PARSE_ERROR, "parse error", nil)
	}
	id := mcp.NewRequestId(req.ID)
	switch {
	case g.maintenance.Load():
		return mcp.NewJSONRPCError(id, codeMaintenance, "the tracker is in maintenance", nil)
	case g.readOnly.Load() && req.Method == "tools/call":
		return mcp.NewJSONRPCError(id, codeReadOnly, "the tracker is read-only", nil)
	case req.Method == "resources/read" && !strings.HasPrefix(req.Params.URI, "tracker://"):
		return mcp.NewJSONRPCError(id, mcp.RESOURCE_NOT_FOUND, "no such resource", nil)
	}
	return g.srv.HandleMessage(ctx, raw)
}
