package errs // want package:`program\(codes=yes, stamps=yes, handlers=yes, envelopes=yes, sensitive=no, requires=no, returns=no\)`

// errs declares a program's error contract with directives. (The package fact is reported on line 1.)

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// Code is the closed set of error codes.
//
//toolerr:codes
type Code string // want Code:`codes`

const (
	NotFound Code = "not_found"
	Internal Code = "internal_error"
)

// Envelope is the structured error payload.
//
//toolerr:envelope
type Envelope struct { // want Envelope:`envelope\(Code\)`
	Code    Code
	Message string
}

// Stamp adds provenance to a result.
//
//toolerr:provenance
func Stamp(res *mcp.CallToolResult) *mcp.CallToolResult { return res } // want Stamp:`^provenance$`

// Action is the handler type of an in-house framework.
//
//toolerr:handler
type Action func(ctx context.Context, input string) (string, error) // want Action:`handler`

// Unavailable is an infrastructure failure.
//
//toolerr:infra
type Unavailable struct{} // want Unavailable:`infra`

func (Unavailable) Error() string { return "unavailable" }

// Fail builds a coded error result.
func Fail(code Code, msg string) *mcp.CallToolResult { // want Fail:`coded` Fail:`error result`
	return mcp.NewToolResultError(fmt.Sprintf("%s: %s", code, msg))
}

// Check returns the error result to return, or nil to go on.
func Check(ok bool) *mcp.CallToolResult { // want Check:`nil or \(error \[0\], coded \[\], stamped \[\]\)`
	if ok {
		return nil
	}
	return mcp.NewToolResultError("not ok")
}

// Failed builds an isError result from an error.
func Failed(err error) *mcp.CallToolResult { // want Failed:`error result`
	return mcp.NewToolResultError(err.Error())
}
