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

// JSONRPC_VERSION is the JSON-RPC version of every message.
const JSONRPC_VERSION = "2.0"

// JSONRPCMessage is any JSON-RPC message.
type JSONRPCMessage any

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
		JSONRPC: JSONRPC_VERSION,
		ID:      id,
		Error:   NewJSONRPCErrorDetails(code, message, data),
	}
}

// NewJSONRPCErrorDetails builds the error member of a JSON-RPC error
// response.
func NewJSONRPCErrorDetails(code int, message string, data any) JSONRPCErrorDetails {
	return JSONRPCErrorDetails{Code: code, Message: message, Data: data}
}

// Standard JSON-RPC error codes.
const (
	PARSE_ERROR         = -32700
	INVALID_REQUEST     = -32600
	METHOD_NOT_FOUND    = -32601
	INVALID_PARAMS      = -32602
	INTERNAL_ERROR      = -32603
	REQUEST_INTERRUPTED = -32800
)

// MCP error codes.
const (
	// RESOURCE_NOT_FOUND: protocol version 2026-07-28 uses INVALID_PARAMS
	// instead.
	RESOURCE_NOT_FOUND                 = -32002
	URL_ELICITATION_REQUIRED           = -32042
	HEADER_MISMATCH                    = -32020
	MISSING_REQUIRED_CLIENT_CAPABILITY = -32021
	UNSUPPORTED_PROTOCOL_VERSION       = -32022
)

// Header holds the HTTP headers of a request made over HTTP (net/http's
// Header in the SDK, kept out of the stubs for the tests' sake).
type Header map[string][]string
