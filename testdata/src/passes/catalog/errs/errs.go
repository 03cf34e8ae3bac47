// Package errs declares the codes and the envelope of the catalog pass's
// fixture.
package errs // want `code NotFound=not_found requires=\[\] retryable=false` `code RateLimited=rate_limited requires=\[RetryAfter\] retryable=true`

import "github.com/mark3labs/mcp-go/mcp"

// Code is the closed set of error codes.
//
//toolerr:codes
type Code string

const (
	// NotFound: no record has the id.
	NotFound Code = "not_found"

	// RateLimited: too many calls.
	//
	//toolerr:requires RetryAfter
	//toolerr:retryable
	RateLimited Code = "rate_limited"
)

// Error is the envelope of a failure.
//
//toolerr:envelope
type Error struct {
	Code       Code
	Message    string
	RetryAfter int
}

// Fail builds an error result with code.
func Fail(code Code, msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(string(code) + ": " + msg)
}
