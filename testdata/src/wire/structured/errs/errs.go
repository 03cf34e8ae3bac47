// Package errs declares the codes of the structured program.
package errs

// Code is a closed set of codes.
//
//toolerr:codes
type Code string

const (
	NotFound     Code = "not_found"
	InvalidInput Code = "invalid_input"
	Unavailable  Code = "unavailable"
)

// ToolError is the envelope, which the handlers return as their error.
//
//toolerr:envelope
type ToolError struct {
	Code    Code
	Message string
}

func (e *ToolError) Error() string { return string(e.Code) + ": " + e.Message }

// New returns a ToolError.
func New(code Code, msg string) *ToolError { return &ToolError{Code: code, Message: msg} }
