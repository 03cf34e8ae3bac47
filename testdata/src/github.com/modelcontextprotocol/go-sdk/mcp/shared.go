package mcp

import "net/http"

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
	Header http.Header
}

// ServerSession is a client's connection to a server.
type ServerSession struct {
	id string
}

// ID is the session id.
func (ss *ServerSession) ID() string { return ss.id }
