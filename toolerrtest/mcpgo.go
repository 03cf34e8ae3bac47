package toolerrtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// instrumentedMCPGo holds the mcp-go servers that carry the audit's tool
// middleware, installed once per server: mcp-go has no way to remove one.
var instrumentedMCPGo sync.Map

// probeKey is the context key of the probe of one call. mcp-go's
// in-process transport handles a message in the caller's goroutine, with
// the caller's context, so the probe reaches the handler's middleware.
type probeKey struct{}

// errPanicked is the error the audit's middleware answers for a handler
// that panicked, so that the call ends; the audit reports the panic.
var errPanicked = errors.New("toolerrtest: the tool handler panicked")

// catchMCPGo is the audit's tool middleware on an mcp-go server, the last
// installed and so the closest to the handler: it catches a panic in the
// handler's goroutine before the server's own recovery, if any, sees it,
// and notes a nil result with a nil error. Calls not made by an audit pass
// through untouched.
func catchMCPGo(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		p, _ := ctx.Value(probeKey{}).(*probe)
		if p == nil {
			return next(ctx, req)
		}
		defer func() {
			if v := recover(); v != nil {
				p.panicked(v, stackOf())
				res, err = nil, errPanicked
			}
		}()
		res, err = next(ctx, req)
		if res == nil && err == nil {
			p.noResult()
		}
		return res, err
	}
}

// mcpgoSession calls an *server.MCPServer through mcp-go's in-process
// transport: the client for the handshake and the listing, the transport
// itself for tools/call, whose arguments it sends as raw JSON.
type mcpgoSession struct {
	tr     *transport.InProcessTransport
	client *client.Client
	ids    atomic.Int64
}

func openMCPGo(ctx context.Context, s *server.MCPServer) (*mcpgoSession, error) {
	if _, loaded := instrumentedMCPGo.LoadOrStore(s, true); !loaded {
		s.Use(catchMCPGo)
	}
	tr := transport.NewInProcessTransport(s)
	c := client.NewClient(tr)
	if err := c.Start(ctx); err != nil {
		return nil, fmt.Errorf("start in-process client: %v", err)
	}
	var init mcp.InitializeRequest
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "toolerrtest", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		c.Close()
		return nil, fmt.Errorf("initialize: %v", err)
	}
	return &mcpgoSession{tr: tr, client: c}, nil
}

func (m *mcpgoSession) tools(ctx context.Context) ([]tool, error) {
	var list []tool
	var req mcp.ListToolsRequest
	for {
		res, err := m.client.ListTools(ctx, req)
		if err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		for _, t := range res.Tools {
			schema, err := inputSchema(t)
			if err != nil {
				return nil, fmt.Errorf("tool %q: %v", t.Name, err)
			}
			list = append(list, tool{name: t.Name, schema: schema})
		}
		if res.NextCursor == "" {
			return list, nil
		}
		req.Params.Cursor = res.NextCursor
	}
}

// inputSchema returns the JSON of a listed tool's inputSchema, as the
// client received it, whatever the SDK's Go type for it.
func inputSchema(t any) (json.RawMessage, error) {
	data, err := json.Marshal(t)
	if err != nil {
		return nil, err
	}
	var wire struct {
		InputSchema json.RawMessage `json:"inputSchema"`
	}
	if err := json.Unmarshal(data, &wire); err != nil {
		return nil, err
	}
	return wire.InputSchema, nil
}

func (m *mcpgoSession) omitsArguments() bool { return true }

func (m *mcpgoSession) call(ctx context.Context, name string, args json.RawMessage, p *probe) (*Result, *ProtocolError, error) {
	params := map[string]json.RawMessage{}
	params["name"], _ = json.Marshal(name)
	if args != nil {
		params["arguments"] = args
	}
	raw, err := json.Marshal(params)
	if err != nil {
		return nil, nil, err
	}
	resp, err := m.tr.SendRequest(context.WithValue(ctx, probeKey{}, p), transport.JSONRPCRequest{
		JSONRPC: mcp.JSONRPC_VERSION,
		ID:      mcp.NewRequestId(m.ids.Add(1)),
		Method:  string(mcp.MethodToolsCall),
		Params:  json.RawMessage(raw),
	})
	if err != nil {
		return nil, nil, err
	}
	if resp.Error != nil {
		return nil, &ProtocolError{Code: int64(resp.Error.Code), Message: resp.Error.Message}, nil
	}
	if len(resp.Result) == 0 || string(resp.Result) == "null" {
		return nil, nil, nil
	}
	r, err := ParseResult(resp.Result)
	return r, nil, err
}

func (m *mcpgoSession) close() { m.client.Close() }
