package toolerrtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// instrumentedGoSDK holds the go-sdk servers that carry the audit's
// receiving middleware, installed once per server.
var instrumentedGoSDK sync.Map

// probeMeta is the _meta key of a call that carries the id of its probe:
// go-sdk serves a call in a goroutine of its own, with a context of its
// own, so the id travels with the request.
const probeMeta = "toolerrtest/probe"

// probes holds the probes of the calls under way, by id.
var (
	probes   sync.Map
	probeIDs atomic.Int64
)

// catchGoSDK is the audit's receiving middleware on a go-sdk server: on
// tools/call from an audit, it catches a panic in the goroutine that runs
// the handler, and notes a call answered with neither a result nor an
// error, in place of which it answers an error. It is the last installed, so it wraps the server's own
// middleware, which runs between it and the handler.
func catchGoSDK(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		if method != "tools/call" || req == nil || req.GetParams() == nil {
			return next(ctx, method, req)
		}
		id, _ := req.GetParams().GetMeta()[probeMeta].(string)
		v, ok := probes.Load(id)
		if !ok {
			return next(ctx, method, req)
		}
		p := v.(*probe)
		defer func() {
			if v := recover(); v != nil {
				p.panicked(v, stackOf())
				res, err = nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: errPanicked.Error()}
			}
		}()
		res, err = next(ctx, method, req)
		if err == nil {
			if r, ok := res.(*mcp.CallToolResult); !ok || r == nil {
				// Under protocol 2026-07-28, go-sdk v1.8.0 dereferences
				// the nil result and crashes the process: the audit
				// answers an error in its place, and reports the nil.
				p.noResult()
				return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "toolerrtest: the tool handler returned no result"}
			}
		}
		return res, err
	}
}

// gosdkSession calls an *mcp.Server through a pair of in-memory
// transports, with the SDK's client.
type gosdkSession struct {
	server *mcp.ServerSession
	client *mcp.ClientSession
}

func openGoSDK(ctx context.Context, s *mcp.Server) (*gosdkSession, error) {
	if _, loaded := instrumentedGoSDK.LoadOrStore(s, true); !loaded {
		s.AddReceivingMiddleware(catchGoSDK)
	}
	ct, st := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		return nil, fmt.Errorf("connect the server: %v", err)
	}
	c := mcp.NewClient(&mcp.Implementation{Name: "toolerrtest", Version: "1"}, nil)
	cs, err := c.Connect(ctx, ct, nil)
	if err != nil {
		ss.Close()
		return nil, fmt.Errorf("connect the client: %v", err)
	}
	return &gosdkSession{server: ss, client: cs}, nil
}

func (g *gosdkSession) tools(ctx context.Context) ([]tool, error) {
	var list []tool
	for t, err := range g.client.Tools(ctx, nil) {
		if err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		schema, err := inputSchema(t)
		if err != nil {
			return nil, fmt.Errorf("tool %q: %v", t.Name, err)
		}
		list = append(list, tool{name: t.Name, schema: schema})
	}
	return list, nil
}

// omitsArguments is false: go-sdk's client sends {} for arguments left
// out.
func (g *gosdkSession) omitsArguments() bool { return false }

func (g *gosdkSession) call(ctx context.Context, name string, args json.RawMessage, p *probe) (*Result, *ProtocolError, error) {
	id := strconv.FormatInt(probeIDs.Add(1), 10)
	probes.Store(id, p)
	defer probes.Delete(id)
	params := &mcp.CallToolParams{Meta: mcp.Meta{probeMeta: id}, Name: name}
	if args != nil {
		params.Arguments = args
	}
	res, err := g.client.CallTool(ctx, params)
	if err != nil {
		var wire *jsonrpc.Error
		if errors.As(err, &wire) {
			return nil, &ProtocolError{Code: wire.Code, Message: wire.Message}, nil
		}
		return nil, nil, err
	}
	if res == nil {
		return nil, nil, nil
	}
	data, err := json.Marshal(res)
	if err != nil {
		return nil, nil, err
	}
	r, err := ParseResult(data)
	return r, nil, err
}

// close ends the session, waiting a moment for the server's side: a
// handler that ignores its cancelled context would hold it open for good.
func (g *gosdkSession) close() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		g.client.Close()
		g.server.Wait()
	}()
	timer := time.NewTimer(time.Second)
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
	}
}
