package errs

import "context"

// ToolError is the structured payload of an error result. Field names the
// argument at fault, when one is; RetryAfter says, in seconds, when a call
// refused for its rate may be made again.
//
//toolerr:envelope
type ToolError struct {
	Code       Code   `json:"code"`
	Message    string `json:"message"`
	Field      string `json:"field,omitempty"`
	RetryAfter int    `json:"retry_after,omitempty"`
	RequestID  string `json:"request_id,omitempty"`
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
