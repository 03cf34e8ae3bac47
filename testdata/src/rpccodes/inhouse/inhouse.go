// Package inhouse is a tool framework of its own, whose protocol error type
// is declared with //toolerr:rpcerror.
package inhouse

import "context"

// RPCError is sent as a JSON-RPC error with its code.
//
//toolerr:rpcerror
type RPCError struct {
	Code    int
	Message string
}

func (e *RPCError) Error() string { return e.Message }

// Fault is sent with the code in its field tagged json:"code".
//
//toolerr:rpcerror
type Fault struct {
	Status int    `json:"code"`
	Reason string `json:"message"`
}

func (f Fault) Error() string { return f.Reason }

// Handler is a tool handler of the framework.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// problem has a Code field but is no protocol error: nothing declares it.
type problem struct {
	Code int
}

func (p problem) Error() string { return "problem" }

const codeThrottled = -32070

// Fail builds a protocol error with its caller's code.
func Fail(code int, msg string) error { return &RPCError{Code: code, Message: msg} }

func lookup(ctx context.Context, args map[string]any) (string, error) {
	switch args["mode"] {
	case "a":
		return "", &RPCError{Code: codeThrottled, Message: "slow down"} // want `JSON-RPC error code -32070: the MCP specification reserves -32020 to -32099`
	case "b":
		return "", Fault{Status: -32002, Reason: "gone"} // want `JSON-RPC error code -32002: resource not found`
	case "c":
		return "", Fail(-32200, "odd") // want `JSON-RPC error code -32200 \(through Fail\): JSON-RPC reserves -32768 to -32000`
	case "d":
		return "", &RPCError{Code: -32602, Message: "bad args"}
	case "e":
		return "", problem{Code: -32029}
	case "f":
		return "", Fail(7, "app")
	}
	return "ok", nil
}

var _ Handler = lookup
