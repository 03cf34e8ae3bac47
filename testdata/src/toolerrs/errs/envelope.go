package errs

import "context"

// ToolError is the structured payload of an error result; its Code is the
// code a model branches on.
//
//toolerr:envelope
type ToolError struct {
	Code      Code   `json:"code"`
	Message   string `json:"message"`
	RequestID string `json:"request_id,omitempty"`
}

func (e *ToolError) Error() string { return string(e.Code) + ": " + e.Message }

// Stamp records the id of the request ctx serves on the envelope, and
// returns it.
//
//toolerr:provenance
func (e *ToolError) Stamp(ctx context.Context) *ToolError {
	e.RequestID = RequestID(ctx)
	return e
}
