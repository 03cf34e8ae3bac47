package fixforged

// State is a second code set, declared here, whose constants sit close
// to each other.
//
//toolerr:codes
type State string

const (
	Open   State = "open"
	Opened State = "opened"
	// Throttled asks for the request id, which a state in a literal does
	// not set.
	//
	//toolerr:requires RequestID
	Throttled State = "throttled"
	On        State = "on"
)

// Priority is an integer code set: a number has no spelling.
//
//toolerr:codes
type Priority int

const (
	Low  Priority = 1
	High Priority = 2
)

// Not fixed: "opene" is one edit from both "open" and "opened".
var reopened = State("opene") // want `"opene" is not one of the codes declared by State`

// Not fixed: the one code "throtled" misspells requires a field.
var throttled State = "throtled" // want `"throtled" is not one of the codes declared by State`

// Not fixed: "one" is one edit from "on", a code too short to tell a
// slip from another word.
var one State = "one" // want `"one" is not one of the codes declared by State`

// Not fixed: 3 is no spelling of 2.
var urgent = Priority(3) // want `3 is not one of the codes declared by Priority`

// Fixed: "OPEN" is "open" in capitals.
var open = State("OPEN") // want `"OPEN" is not one of the codes declared by State`

var _ = []any{reopened, throttled, one, urgent, open}
