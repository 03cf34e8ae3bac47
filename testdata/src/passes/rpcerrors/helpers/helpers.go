// Package helpers builds protocol errors with the codes its callers give,
// and the pass marks the parameters that carry them.
package helpers

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

func New(code int64, msg string) error { // want New:`code params\(0\)`
	return &jsonrpc.Error{Code: code, Message: msg}
}

// Newf passes its code on to New.
func Newf(msg string, code int) error { // want Newf:`code params\(1\)`
	return New(int64(code), msg)
}

// Both builds two errors, from two parameters.
func Both(id mcp.RequestId, a, b int) []mcp.JSONRPCError { // want Both:`code params\(1,2\)`
	return []mcp.JSONRPCError{
		mcp.NewJSONRPCError(id, a, "a", nil),
		{Error: mcp.JSONRPCErrorDetails{Code: b}},
	}
}

// Local copies its code to a variable first.
func Local(code int64) *jsonrpc.Error { // want Local:`code params\(0\)`
	c := code
	return &jsonrpc.Error{Code: c}
}

// Not marked: a code of its own, a computed one, a field's, and a code
// that builds no protocol error.
func Own() error { return &jsonrpc.Error{Code: -32603} }

func Offset(n int64) error { return &jsonrpc.Error{Code: -32000 - n} }

type problem struct{ Code int }

func Problem(code int) error {
	_ = problem{Code: code}
	return nil
}

func Log(code int64) string { return "" }

// CodeFor picks a code: its constants in the JSON-RPC range are marked.
func CodeFor(limited bool) int64 { // want CodeFor:`code results\(-32603,-32029\)`
	if limited {
		return -32029
	}
	return -32603
}

// Pick passes a picked code on.
func Pick(limited bool) int { // want Pick:`code results\(-32603,-32029\)`
	return int(CodeFor(limited))
}

// Not marked: constants outside the range, and no constant at all.
func Port() int { return 8080 }

func Twice(n int) int { return 2 * n }
