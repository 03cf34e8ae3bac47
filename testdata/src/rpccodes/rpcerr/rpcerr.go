// Package rpcerr builds protocol errors with the codes its callers give.
package rpcerr

import (
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"

	"rpccodes/codes"
)

// New builds a protocol error with code.
func New(code int64, msg string) error {
	return &jsonrpc.Error{Code: code, Message: msg}
}

// Typed builds one with a typed code.
func Typed(code codes.RPCCode, format string, args ...any) error {
	return New(int64(code), fmt.Sprintf(format, args...))
}

// Thrower builds protocol errors in methods.
type Thrower struct{ Prefix string }

// Throw builds a protocol error with code, after a local copy.
func (t *Thrower) Throw(msg string, code int) *jsonrpc.Error {
	c := int64(code)
	return &jsonrpc.Error{Code: c, Message: t.Prefix + msg}
}

// Quota is a protocol error this package builds with a code of its own.
func Quota() error {
	return &jsonrpc.Error{Code: codes.Quota, Message: "quota"} // want `Quota sends JSON-RPC error code -32088: the MCP specification reserves -32020 to -32099`
}

// Wrap keeps the code of the error it wraps: not known here.
func Wrap(e *jsonrpc.Error, msg string) error {
	return &jsonrpc.Error{Code: e.Code, Message: msg + ": " + e.Message}
}

// Describe is no protocol error: its code is read, never sent.
func Describe(code int64) string { return fmt.Sprint(code) }
