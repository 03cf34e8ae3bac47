// Package gosdk lets toolerrtest audit the servers of
// github.com/modelcontextprotocol/go-sdk (an *mcp.Server). Import it for
// its effect, next to toolerrtest:
//
//	import (
//		"github.com/toolerrlint/toolerrlint/toolerrtest"
//		_ "github.com/toolerrlint/toolerrlint/toolerrtest/gosdk"
//	)
//
// It requires the oldest go-sdk it supports, so that adding it leaves the
// version a server builds with as it is.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

func init() { toolerrtest.Register(driver{}) }

type driver struct{}

func (driver) Open(ctx context.Context, s any) (toolerrtest.Session, error) {
	gs, ok := s.(*mcp.Server)
	if !ok {
		return nil, nil
	}
	if gs == nil {
		return nil, errors.New("the server is a nil *mcp.Server")
	}
	return open(ctx, gs)
}

// instrumented holds the servers that carry the audit's receiving
// middleware, installed once per server.
var instrumented sync.Map

// callMeta is the _meta key of a call that carries the id of its
// toolerrtest.Call: go-sdk serves a call in a goroutine of its own, with
// a context of its own, so the id travels with the request.
const callMeta = "toolerrtest/call"

// calls holds the calls under way, by id.
var (
	calls   sync.Map
	callIDs atomic.Int64
)

// catch is the audit's receiving middleware: on tools/call from an
// audit, it gives the handler the transport's context and header, catches
// a panic in the goroutine that runs the handler, and notes a call
// answered with neither a result nor an error, in place of which it
// answers an error. It is the last installed, so it wraps the server's
// own middleware, which runs between it and the handler.
func catch(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
		if method != "tools/call" || req == nil || req.GetParams() == nil {
			return next(ctx, method, req)
		}
		id, _ := req.GetParams().GetMeta()[callMeta].(string)
		v, ok := calls.Load(id)
		if !ok {
			return next(ctx, method, req)
		}
		call := v.(*toolerrtest.Call)
		if h := call.Header(); h != nil {
			if r, ok := req.(*mcp.CallToolRequest); ok {
				if r.Extra == nil {
					r.Extra = &mcp.RequestExtra{}
				}
				r.Extra.Header = h
			}
		}
		defer func() {
			if v := recover(); v != nil {
				call.Panicked(v)
				res, err = nil, toolerrtest.ErrPanicked
			}
		}()
		res, err = next(call.Context(ctx), method, req)
		if err == nil {
			if r, ok := res.(*mcp.CallToolResult); !ok || r == nil {
				// Under protocol 2026-07-28, go-sdk v1.8.0 dereferences
				// the nil result and crashes the process: the audit
				// answers an error in its place, and reports the nil.
				call.NoResult()
				return nil, toolerrtest.ErrNoResult
			}
		}
		return res, err
	}
}

// session calls an *mcp.Server through a pair of in-memory transports,
// with the SDK's client.
type session struct {
	server *mcp.ServerSession
	client *mcp.ClientSession
}

func open(ctx context.Context, s *mcp.Server) (*session, error) {
	if _, loaded := instrumented.LoadOrStore(s, true); !loaded {
		s.AddReceivingMiddleware(catch)
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
	return &session{server: ss, client: cs}, nil
}

func (g *session) Tools(ctx context.Context) ([]toolerrtest.Tool, error) {
	var list []toolerrtest.Tool
	for t, err := range g.client.Tools(ctx, nil) {
		if err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		tool, err := toolerrtest.ToolOf(t)
		if err != nil {
			return nil, fmt.Errorf("tool %q: %v", t.Name, err)
		}
		list = append(list, tool)
	}
	return list, nil
}

// OmitsArguments is false: go-sdk's client sends {} for arguments left
// out.
func (g *session) OmitsArguments() bool { return false }

func (g *session) Call(ctx context.Context, call *toolerrtest.Call) (*toolerrtest.Result, *toolerrtest.ProtocolError, error) {
	id := strconv.FormatInt(callIDs.Add(1), 10)
	calls.Store(id, call)
	defer calls.Delete(id)
	params := &mcp.CallToolParams{Meta: mcp.Meta{callMeta: id}, Name: call.Tool}
	if call.Arguments != nil {
		params.Arguments = call.Arguments
	}
	res, err := g.client.CallTool(ctx, params)
	if err != nil {
		if perr, ok := wireError(err); ok {
			return nil, perr, nil
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
	r, err := toolerrtest.ParseResult(data)
	return r, nil, err
}

// wireError returns the JSON-RPC error a call was answered with. go-sdk
// v1.1 to v1.3 keep its type (jsonrpc2.WireError) internal, and later
// versions export it as jsonrpc.Error: it is read by its fields, Code and
// Message, in whichever version.
func wireError(err error) (*toolerrtest.ProtocolError, bool) {
	for ; err != nil; err = errors.Unwrap(err) {
		v := reflect.ValueOf(err)
		if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
			continue
		}
		v = v.Elem()
		if v.Type().Name() != "WireError" {
			continue
		}
		code, msg := v.FieldByName("Code"), v.FieldByName("Message")
		if code.Kind() == reflect.Int64 && msg.Kind() == reflect.String {
			return &toolerrtest.ProtocolError{Code: code.Int(), Message: msg.String()}, true
		}
	}
	return nil, false
}

// Close ends the session, waiting a moment for the server's side: a
// handler that ignores its cancelled context would hold it open for good.
func (g *session) Close() {
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
