package mcp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// Meta is additional metadata for requests, responses and other types.
type Meta map[string]any

// GetMeta returns the metadata.
func (m Meta) GetMeta() map[string]any { return m }

// SetMeta sets the metadata.
func (m *Meta) SetMeta(x map[string]any) { *m = x }

// Params is the parameters of a request.
type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

// ServerRequest is a request to a server.
type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

// RequestExtra is what the transport adds to a request.
type RequestExtra struct {
	Header Header
}

// ServerSession is a client's connection to a server.
type ServerSession struct {
	id string
}

// ID is the session id.
func (ss *ServerSession) ID() string { return ss.id }

// Request is a request of any method, as middleware sees it.
type Request interface {
	isRequest()
	GetSession() Session
	GetParams() Params
	GetExtra() *RequestExtra
}

// Session is either end of a connection.
type Session interface {
	ID() string
}

// Result is a result of any method, as middleware sees it.
type Result interface {
	isResult()
	GetMeta() map[string]any
	SetMeta(map[string]any)
}

func (*ServerRequest[P]) isRequest()                {}
func (r *ServerRequest[P]) GetSession() Session     { return r.Session }
func (r *ServerRequest[P]) GetParams() Params       { return r.Params }
func (r *ServerRequest[P]) GetExtra() *RequestExtra { return r.Extra }

// MethodHandler handles requests of every method: a middleware wraps one.
type MethodHandler func(ctx context.Context, method string, req Request) (result Result, err error)

// Middleware wraps the handling of every request.
type Middleware func(MethodHandler) MethodHandler

// Header holds the HTTP headers of a request (net/http's Header in the SDK,
// kept out of the stubs for the tests' sake).
type Header map[string][]string

// MCP-specific error codes.
const (
	CodeHeaderMismatch                    = -32020
	CodeMissingRequiredClientCapabilities = -32021
	CodeUnsupportedProtocolVersion        = -32022
	CodeURLElicitationRequired            = -32042
)

// CodeResourceNotFound is the code of a resource that could not be found:
// -32602 (invalid params) since v1.7.0.
//
// Deprecated: Use [jsonrpc.CodeInvalidParams] directly.
var CodeResourceNotFound int64 = jsonrpc.CodeInvalidParams
