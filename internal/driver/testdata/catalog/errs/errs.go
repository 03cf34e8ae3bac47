// Package errs declares the in-house tool framework of the catalog
// fixture: its handler type, its server, its codes and its envelope.
package errs

import "context"

// Handler is a tool of the in-house framework.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Server serves the registered tools.
type Server struct {
	tools map[string]Handler
}

// Register serves h as the tool name.
func (s *Server) Register(name string, h Handler) {
	if s.tools == nil {
		s.tools = make(map[string]Handler)
	}
	s.tools[name] = h
}

// Code is the closed set of error codes.
//
//toolerr:codes
type Code string

const (
	// NotFound: no record has the id the call names.
	NotFound Code = "not_found"

	// InvalidInput: an argument is wrong; Field names it.
	//
	//toolerr:requires Field
	InvalidInput Code = "invalid_input"

	// RateLimited: too many calls; RetryAfter says when to call again.
	//
	//toolerr:requires RetryAfter
	//toolerr:retryable
	RateLimited Code = "rate_limited"

	Internal Code = "internal_error" // Internal: a fault of the server's own.
)

// Error is the envelope of a failure.
//
//toolerr:envelope
type Error struct {
	Code       Code
	Message    string
	Field      string
	RetryAfter int
}

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// New returns the envelope of a failure with code.
func New(code Code, msg string) *Error { return &Error{Code: code, Message: msg} }
