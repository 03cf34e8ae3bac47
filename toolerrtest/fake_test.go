package toolerrtest_test

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	"github.com/toolerrlint/toolerrlint/toolerrtest/internal/audittest"
)

// fakeServer is a server of no SDK, which the fake driver calls as an
// in-process transport does: the handler runs in the caller's goroutine,
// and its panic reaches the caller.
type fakeServer struct {
	tools    []string
	schema   string
	handler  func(ctx context.Context, tool string, args map[string]any) (string, error)
	nilCalls bool // a nil text and a nil error is a nil result
	// refusal, when set, answers a call whose arguments are not an object,
	// before the handler runs, as mcp-go v0.28 and earlier do.
	refusal func(args json.RawMessage) *toolerrtest.ProtocolError
}

func init() { toolerrtest.Register(fakeDriver{}) }

type fakeDriver struct{}

func (fakeDriver) Open(ctx context.Context, s any) (toolerrtest.Session, error) {
	fs, ok := s.(*fakeServer)
	if !ok {
		return nil, nil
	}
	if fs == nil {
		return nil, errors.New("nil *fakeServer")
	}
	return fakeSession{fs}, nil
}

type fakeSession struct{ s *fakeServer }

func (f fakeSession) Tools(context.Context) ([]toolerrtest.Tool, error) {
	var list []toolerrtest.Tool
	for _, name := range f.s.tools {
		list = append(list, toolerrtest.Tool{Name: name, InputSchema: json.RawMessage(f.s.schema)})
	}
	return list, nil
}

func (f fakeSession) OmitsArguments() bool { return true }

func (f fakeSession) Close() {}

// Call answers a handler's error as a protocol error, and its text as an
// error result when it starts with "{" and a success result otherwise.
func (f fakeSession) Call(ctx context.Context, call *toolerrtest.Call) (*toolerrtest.Result, *toolerrtest.ProtocolError, error) {
	var args map[string]any
	if err := json.Unmarshal(call.Arguments, &args); err != nil && call.Arguments != nil && f.s.refusal != nil {
		return nil, f.s.refusal(call.Arguments), nil
	}
	text, err := f.s.handler(call.Context(ctx), call.Tool, args)
	if err != nil {
		return nil, &toolerrtest.ProtocolError{Code: -32603, Message: err.Error()}, nil
	}
	if text == "" {
		call.NoResult()
		return nil, nil, nil
	}
	isError := text[0] == '{'
	data, _ := json.Marshal(map[string]any{"isError": isError, "content": []any{map[string]any{"type": "text", "text": text}}})
	r, err := toolerrtest.ParseResult(data)
	return r, nil, err
}

// behaving serves one behaviour of audittest.Behaviours under its name.
func behaving(name string) *fakeServer {
	return &fakeServer{tools: []string{name}, schema: audittest.ItemSchema, handler: func(ctx context.Context, tool string, args map[string]any) (string, error) {
		a := audittest.Behave(ctx, name, args)
		if a.IsError && a.Text == "" {
			return "", errors.New("an error result with no text")
		}
		return a.Text, a.Err
	}}
}
