package errs

// ToolError is the structured payload of an error result.
//
//toolerr:envelope
type ToolError struct {
	Code       Code     `json:"code"`
	Message    string   `json:"message"`
	Field      string   `json:"field,omitempty"`
	Allowed    []string `json:"allowed,omitempty"`
	RetryAfter int      `json:"retry_after,omitempty"`
}

func (e *ToolError) Error() string { return string(e.Code) + ": " + e.Message }

// Option sets the repair fields of an envelope.
type Option func(*ToolError)

// New returns the envelope of a failure with code. Not reported: the code
// is its caller's, which the rule checks at each call.
func New(code Code, msg string, opts ...Option) *ToolError {
	e := &ToolError{Code: code, Message: msg}
	for _, o := range opts {
		o(e)
	}
	return e
}

// WithRetryAfter says when to call again.
func WithRetryAfter(seconds int) Option {
	return func(e *ToolError) { e.RetryAfter = seconds }
}

// WithField names the wrong argument and the values it may take.
func WithField(name string, allowed ...string) Option {
	return func(e *ToolError) {
		e.Field = name
		e.Allowed = allowed
	}
}

// RetryIn sets RetryAfter and returns e, for chains.
func (e *ToolError) RetryIn(seconds int) *ToolError {
	e.RetryAfter = seconds
	return e
}

// Invalid returns the envelope of a wrong argument. Not reported: it sets
// both fields invalid_input requires.
func Invalid(field string, allowed ...string) *ToolError {
	return &ToolError{Code: InvalidInput, Message: "invalid " + field, Field: field, Allowed: allowed}
}

// Throttled forgets to say when to call again.
func Throttled() *ToolError {
	return &ToolError{Code: RateLimited, Message: "slow down"} // want `error envelope ToolError with code "rate_limited" does not set RetryAfter; RateLimited requires RetryAfter`
}

// Count records a failure with code. Not reported: it takes a code but
// builds no error.
func Count(code Code) {}
