// Package fault declares an envelope that embeds the struct holding its
// repair fields: the fields the codes require are promoted ones.
package fault

// Code is a closed set of codes.
//
//toolerr:codes
type Code string

const (
	// Invalid requires the promoted Field; not reported at the directive.
	//
	//toolerr:requires Field
	Invalid Code = "invalid"

	// Quota requires the promoted RetryAfter.
	//
	//toolerr:requires RetryAfter
	Quota Code = "quota_exceeded"

	// Missing requires nothing.
	Missing Code = "missing"
)

// Repair tells the model how to call again.
type Repair struct {
	Field      string
	Allowed    []string
	RetryAfter int
}

// Fault is the envelope.
//
//toolerr:envelope
type Fault struct {
	Code    Code
	Message string
	Repair
}

func (f *Fault) Error() string { return string(f.Code) + ": " + f.Message }

// Of returns a Fault with code.
func Of(code Code, msg string) *Fault { return &Fault{Code: code, Message: msg} }

// Backoff sets RetryAfter through the embedded struct.
func (f *Fault) Backoff(seconds int) *Fault {
	f.Repair.RetryAfter = seconds
	return f
}
