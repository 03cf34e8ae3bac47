// Package errs is the error vocabulary the billing and accounts servers
// share: the closed set of error codes a model can branch on, the
// structured payload of an error result, and the provenance stamp that
// ties a failure to its request.
//
// The declarations are made once, here, with //toolerr: directives;
// toolerrlint holds every package that imports this one to them.
package errs

// Code is a machine-readable error code.
//
//toolerr:codes
type Code string

// The closed set of codes. A model can only branch on a code it can know
// in advance; a failure without a better fit is Internal.
const (
	// NotFound: the record the call names does not exist.
	NotFound Code = "not_found"

	// InvalidArgument: an argument is wrong; Field names it.
	//
	//toolerr:requires Field
	InvalidArgument Code = "invalid_argument"

	// Conflict: the record is not in a state that allows the call.
	Conflict Code = "conflict"

	// RateLimited: too many calls; RetryAfter says when to call again.
	//
	//toolerr:requires RetryAfter
	//toolerr:retryable
	RateLimited Code = "rate_limited"

	// Internal: a fault of the server's own.
	Internal Code = "internal_error"
)
