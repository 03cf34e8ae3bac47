// Package errs declares the error vocabulary of the fixture servers: the
// closed set of error codes, the structured error envelope and the
// provenance stamp. Every package that imports it, directly or not, is held
// to these declarations.
package errs

// Code is a machine-readable error code a model can branch on.
//
//toolerr:codes
type Code string

// The closed set of codes.
const (
	NotFound        Code = "not_found"
	InvalidArgument Code = "invalid_argument"
	RateLimited     Code = "rate_limited"
	Internal        Code = "internal_error"
)

// Parse returns the code spelt s, and whether s spells one.
func Parse(s string) (Code, bool) {
	// Not reported: the package that declares the set may convert a
	// run-time value, here to check it against the set.
	switch c := Code(s); c {
	case NotFound, InvalidArgument, RateLimited, Internal:
		return c, true
	}
	return Internal, false
}
