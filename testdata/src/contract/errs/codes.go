// Package errs declares the error contract of the contract fixture
// servers: a closed set of codes, what some of them require of the errors
// built with them, which are worth retrying, and the envelope that carries
// them.
package errs

// Code is a machine-readable error code a model can branch on.
//
//toolerr:codes
type Code string

// The closed set of codes.
const (
	// NotFound: the thing the call names does not exist.
	NotFound Code = "not_found"

	// InvalidInput: an argument is wrong; Field names it and Allowed lists
	// the values it may take.
	//
	//toolerr:requires Field,Allowed
	InvalidInput Code = "invalid_input"

	// RateLimited: too many calls; RetryAfter says when to call again.
	//
	//toolerr:requires RetryAfter
	//toolerr:retryable
	RateLimited Code = "rate_limited"

	// Unavailable: a backend is down for now.
	Unavailable Code = "unavailable" //toolerr:retryable

	// Internal: a fault of the server's own.
	Internal Code = "internal_error"
)

// String returns the code as the wire spells it. Not reported: a method of
// the code type that builds no error.
func (c Code) String() string { return string(c) }

// With returns the envelope of a failure with code c.
func (c Code) With(msg string) *ToolError { return New(c, msg) }
