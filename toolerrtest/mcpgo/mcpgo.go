// Package mcpgo lets toolerrtest audit the servers of
// github.com/mark3labs/mcp-go (an *server.MCPServer). Import it for its
// effect, next to toolerrtest:
//
//	import (
//		"github.com/toolerrlint/toolerrlint/toolerrtest"
//		_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
//	)
//
// It requires the oldest mcp-go it supports, v0.23.0 (the first with the
// in-process transport it calls through), so that adding it leaves the
// version a server builds with as it is.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

func init() { toolerrtest.Register(driver{}) }

type driver struct{}

func (driver) Open(ctx context.Context, s any) (toolerrtest.Session, error) {
	ms, ok := s.(*server.MCPServer)
	if !ok {
		return nil, nil
	}
	if ms == nil {
		return nil, errors.New("the server is a nil *server.MCPServer")
	}
	return open(ctx, ms)
}

// instrumented holds the servers that carry the audit's tool middleware,
// installed once per server: mcp-go has no way to remove one.
var instrumented sync.Map

// callKey is the context key of the audit's call. mcp-go's in-process
// transport handles a message in the caller's goroutine, with the
// caller's context, so the call reaches the handler's middleware.
type callKey struct{}

// catch is the audit's tool middleware, the last installed and so the
// closest to the handler: it catches a panic in the handler's goroutine
// before the server's own recovery, if any, sees it, and notes a nil
// result with a nil error. Calls not made by an audit pass through
// untouched.
func catch(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		call, _ := ctx.Value(callKey{}).(*toolerrtest.Call)
		if call == nil {
			return next(ctx, req)
		}
		defer func() {
			if v := recover(); v != nil {
				call.Panicked(v)
				res, err = nil, toolerrtest.ErrPanicked
			}
		}()
		res, err = next(ctx, req)
		if res == nil && err == nil {
			// mcp-go v0.43 and earlier dereference the nil
			// result and crash: the audit answers an error in its place, and
			// reports the nil.
			call.NoResult()
			return nil, toolerrtest.ErrNoResult
		}
		return res, err
	}
}

// session calls an *server.MCPServer through mcp-go's in-process
// transport: the client for the handshake and the listing, the transport
// itself for tools/call, whose arguments it sends as raw JSON.
type session struct {
	tr     *transport.InProcessTransport
	client *client.Client
	ids    atomic.Int64
}

func open(ctx context.Context, s *server.MCPServer) (*session, error) {
	if _, loaded := instrumented.LoadOrStore(s, true); !loaded {
		// An option applied once the server is built, as every mcp-go
		// version takes one (Use came later): the last middleware added
		// runs closest to the handler.
		server.WithToolHandlerMiddleware(catch)(s)
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
	return &session{tr: tr, client: c}, nil
}

func (m *session) Tools(ctx context.Context) ([]toolerrtest.Tool, error) {
	var list []toolerrtest.Tool
	var req mcp.ListToolsRequest
	for {
		res, err := m.client.ListTools(ctx, req)
		if err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		for _, t := range res.Tools {
			tool, err := toolerrtest.ToolOf(t)
			if err != nil {
				return nil, fmt.Errorf("tool %q: %v", t.Name, err)
			}
			list = append(list, tool)
		}
		if res.NextCursor == "" {
			return list, nil
		}
		req.Params.Cursor = res.NextCursor
	}
}

func (m *session) OmitsArguments() bool { return true }

// recovered is the start of the message of the protocol error mcp-go's
// server.WithRecovery answers for a handler that panicked.
const recovered = "panic recovered in "

func (m *session) Call(ctx context.Context, call *toolerrtest.Call) (*toolerrtest.Result, *toolerrtest.ProtocolError, error) {
	params := map[string]json.RawMessage{}
	params["name"], _ = json.Marshal(call.Tool)
	if call.Arguments != nil {
		params["arguments"] = call.Arguments
	}
	raw, err := json.Marshal(params)
	if err != nil {
		return nil, nil, err
	}
	ctx = context.WithValue(call.Context(ctx), callKey{}, call)
	// The request is decoded rather than built: its ID is an int64 up to
	// mcp-go v0.26 and an mcp.RequestId after, and both decode a number.
	var req transport.JSONRPCRequest
	envelope := fmt.Sprintf(`{"jsonrpc":%q,"id":%d,"method":%q}`, mcp.JSONRPC_VERSION, m.ids.Add(1), mcp.MethodToolsCall)
	if err := json.Unmarshal([]byte(envelope), &req); err != nil {
		return nil, nil, err
	}
	req.Params = json.RawMessage(raw)
	resp, err := m.tr.SendRequest(ctx, req)
	if err != nil {
		return nil, nil, err
	}
	if resp.Error != nil {
		if strings.HasPrefix(resp.Error.Message, recovered) {
			// The server's own recovery caught the panic before the
			// audit's middleware could, or the server has none.
			call.Panicked(resp.Error.Message)
		}
		return nil, &toolerrtest.ProtocolError{Code: int64(resp.Error.Code), Message: resp.Error.Message}, nil
	}
	if len(resp.Result) == 0 || string(resp.Result) == "null" {
		return nil, nil, nil
	}
	r, err := toolerrtest.ParseResult(resp.Result)
	return r, nil, err
}

func (m *session) Close() { m.client.Close() }
