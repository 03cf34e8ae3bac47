// Package jsonrpc2 is a test stub of
// github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2 as of v1.8.0: only
// the wire error, with its real type structure.
package jsonrpc2

import "encoding/json"

// WireError is a structured error in a JSON-RPC response.
type WireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

// NewError returns an error that encodes on the wire with code and message.
func NewError(code int64, message string) error {
	return &WireError{Code: code, Message: message}
}

func (err *WireError) Error() string {
	return err.Message
}
