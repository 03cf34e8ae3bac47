package toolerrtest

import (
	"context"
	"encoding/json"
	"fmt"
)

// A requester sends one JSON-RPC request to a server and returns its
// answer: the transports the audit speaks itself, with no SDK's client.
type requester interface {
	request(ctx context.Context, method string, params any) (json.RawMessage, *ProtocolError, error)
	Close()
}

// rpcSession is a Session on a requester.
type rpcSession struct{ requester }

// initialize makes the handshake: the protocol version asked for is the
// oldest every framework speaks, which a server may answer with its own.
func initialize(ctx context.Context, r requester, notify func(method string) error) error {
	params := map[string]any{
		"protocolVersion": "2024-11-05",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "toolerrtest", "version": "1"},
	}
	_, perr, err := r.request(ctx, "initialize", params)
	if perr != nil {
		return fmt.Errorf("initialize: %s", perr)
	}
	if err != nil {
		return fmt.Errorf("initialize: %v", err)
	}
	if err := notify("notifications/initialized"); err != nil {
		return fmt.Errorf("initialized: %v", err)
	}
	return nil
}

func (s rpcSession) Tools(ctx context.Context) ([]Tool, error) {
	var list []Tool
	params := map[string]any{}
	for {
		res, perr, err := s.request(ctx, "tools/list", params)
		if perr != nil {
			return nil, fmt.Errorf("tools/list: %s", perr)
		}
		if err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		var page struct {
			Tools      []json.RawMessage `json:"tools"`
			NextCursor string            `json:"nextCursor"`
		}
		if err := json.Unmarshal(res, &page); err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		for _, raw := range page.Tools {
			t, err := ToolOf(raw)
			if err != nil {
				return nil, fmt.Errorf("tools/list: %v", err)
			}
			list = append(list, t)
		}
		if page.NextCursor == "" {
			return list, nil
		}
		params = map[string]any{"cursor": page.NextCursor}
	}
}

func (s rpcSession) OmitsArguments() bool { return true }

func (s rpcSession) Call(ctx context.Context, call *Call) (*Result, *ProtocolError, error) {
	params := map[string]any{"name": call.Tool}
	if call.Arguments != nil {
		params["arguments"] = call.Arguments
	}
	res, perr, err := s.request(call.Context(ctx), "tools/call", params)
	if err != nil || perr != nil {
		return nil, perr, err
	}
	if len(res) == 0 || string(res) == "null" {
		return nil, nil, nil
	}
	r, err := ParseResult(res)
	return r, nil, err
}
