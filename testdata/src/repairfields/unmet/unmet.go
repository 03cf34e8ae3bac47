// Package unmet declares requirements no error can meet.
package unmet

// Status is a closed set of codes.
//
//toolerr:codes
type Status string

// Problem is the envelope.
//
//toolerr:envelope
type Problem struct {
	Status     Status
	Detail     string
	RetryAfter int
}

const (
	// Busy names a field the envelope does not have.
	// want +2 `^//toolerr:requires names Retry, which no declared envelope has \(fields: Detail, RetryAfter, Status\)$`
	//
	//toolerr:requires Retry
	Busy Status = "busy"

	// Slow names the field by its JSON spelling, which is the field. Not
	// reported.
	//
	//toolerr:requires retry_after
	Slow Status = "slow"
)

// Level is not a code type.
type Level string

// want +1 `^//toolerr:requires is on Fatal, whose type is not a declared code type; mark the type //toolerr:codes$`
const Fatal Level = "fatal" //toolerr:requires Detail

// busy builds an error with Busy. Not reported: no envelope has the field
// Busy requires, which its directive is reported for.
func busy() *Problem { return &Problem{Status: Busy, Detail: "busy"} }

// slow leaves out the field Slow requires.
func slow() *Problem {
	return &Problem{Status: Slow, Detail: "slow"} // want `error envelope Problem with code "slow" does not set retry_after`
}
