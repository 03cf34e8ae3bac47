// Package declarations holds the directives rule's fixtures for the
// declarations that directives govern: each directive on each kind of
// declaration it allows, in doc comments and at the end of a line, must
// not be reported.
package declarations

import (
	"context"
	"fmt"
)

// Code is the closed set of error codes.
//
//toolerr:codes
type Code string

const (
	CodeNotFound Code = "not_found"
	CodeTimeout  Code = "timeout"
)

// Severity ranks failures: an integer code type.
//
//toolerr:codes
type Severity uint8

// Envelope is the structured error payload.
//
//toolerr:envelope
type Envelope struct {
	Code   Code
	Detail string
}

// Stamp sets the provenance of an envelope.
//
//toolerr:provenance
func Stamp(e *Envelope) *Envelope { return e }

// Stamper stamps the server's version.
type Stamper struct{ Version string }

// Stamp is a method that stamps.
//
//toolerr:provenance
func (s *Stamper) Stamp(e *Envelope) *Envelope { return e }

// Handler is the in-house tool handler type.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Ping is an in-house handler written as a function.
//
//toolerr:handler
func Ping(ctx context.Context, args map[string]any) (string, error) { return "pong", nil }

// Tools serves in-house handlers as methods.
type Tools struct{}

// Echo is an in-house handler written as a method.
//
//toolerr:handler
func (Tools) Echo(ctx context.Context, args map[string]any) (string, error) {
	return fmt.Sprint(args), nil
}

// QuotaError has a value receiver.
//
//toolerr:infra
type QuotaError struct{ Limit int }

func (e QuotaError) Error() string { return fmt.Sprintf("quota of %d exhausted", e.Limit) }

// DiskError has a pointer receiver.
//
//toolerr:infra
type DiskError struct{ Path string }

func (e *DiskError) Error() string { return "disk failure at " + e.Path }

// Temporary is an error interface.
//
//toolerr:infra
type Temporary interface {
	error
	Temporary() bool
}

// Wrapped is a generic error type.
//
//toolerr:infra
type Wrapped[T any] struct{ Value T }

func (w Wrapped[T]) Error() string { return fmt.Sprint(w.Value) }

// connect is a function whose errors are infrastructure failures.
//
//toolerr:infra
func connect(ctx context.Context) error { return ctx.Err() }

// Store is a method whose errors are infrastructure failures.
type Store struct{}

// Flush writes the store out.
//
//toolerr:infra
func (*Store) Flush() error { return nil }

// Directives at the end of the declaration's line.

type Priority int //toolerr:codes

type Payload struct{ Code Code } //toolerr:envelope

func dial() error { return nil } //toolerr:infra

func stampAll(e *Envelope) *Envelope { return e } //toolerr:provenance

// One type of a group governed by its own doc comment.
type (
	// Status is a code type inside a group.
	//
	//toolerr:codes
	Status string

	// Callback is a handler type inside a group.
	//
	//toolerr:handler
	Callback func(ctx context.Context, args map[string]any) (string, error)
)

var _ = connect
var _ = dial
var _ = stampAll

// The error contract's directives, as they are meant.
const (
	// CodeThrottled asks for when to call again.
	//
	//toolerr:requires RetryAfter
	//toolerr:retryable
	CodeThrottled Code = "throttled"

	CodeInvalid Code = "invalid" //toolerr:requires Field, Allowed
)

// lookupItem declares the codes of its tool.
//
//toolerr:returns not_found,timeout
func lookupItem(ctx context.Context) error { return ctx.Err() }

var _ = lookupItem

// WireFault is a protocol error type of an in-house framework.
//
//toolerr:rpcerror
type WireFault struct {
	Code    int32
	Message string
}
