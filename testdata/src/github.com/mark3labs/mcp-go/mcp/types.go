package mcp

// ProgressToken associates progress notifications with a request.
type ProgressToken any

// Meta is metadata attached to a request's parameters.
type Meta struct {
	ProgressToken    ProgressToken
	AdditionalFields map[string]any
}

// Request is the common part of every request.
type Request struct {
	Method string        `json:"method"`
	Params RequestParams `json:"params,omitzero"`
}

// RequestParams are the parameters every request may carry.
type RequestParams struct {
	Meta *Meta `json:"_meta,omitempty"`
}

// Result is the common part of every result.
type Result struct {
	Meta *Meta `json:"_meta,omitempty"`
}

// RequestId is a JSON-RPC request id.
type RequestId struct {
	value any
}

// NewRequestId wraps a request id value.
func NewRequestId(value any) RequestId {
	return RequestId{value: value}
}

// JSONRPCError is a JSON-RPC error response.
type JSONRPCError struct {
	JSONRPC string              `json:"jsonrpc"`
	ID      RequestId           `json:"id"`
	Error   JSONRPCErrorDetails `json:"error"`
}

// JSONRPCErrorDetails is the error member of a JSON-RPC error response.
type JSONRPCErrorDetails struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

// NewJSONRPCError builds a JSON-RPC error response.
func NewJSONRPCError(
	id RequestId,
	code int,
	message string,
	data any,
) JSONRPCError {
	return JSONRPCError{
		JSONRPC: "2.0",
		ID:      id,
		Error:   JSONRPCErrorDetails{Code: code, Message: message, Data: data},
	}
}

// Standard JSON-RPC error codes.
const (
	INVALID_PARAMS = -32602
	INTERNAL_ERROR = -32603
)

// Header holds the HTTP headers of a request made over HTTP (net/http's
// Header in the SDK, kept out of the stubs for the tests' sake).
type Header map[string][]string
