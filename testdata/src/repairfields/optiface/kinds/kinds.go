// Package kinds declares codes whose envelope is refined by options of an
// interface type, each a value of a concrete type whose method sets a
// field.
package kinds

// Kind is a closed set of codes.
//
//toolerr:codes
type Kind string

const (
	// Invalid: Param names the argument, Expected says what it should be.
	//
	//toolerr:requires Param,Expected
	Invalid Kind = "invalid"

	// Throttled: Backoff says how long to wait.
	//
	//toolerr:requires Backoff
	Throttled Kind = "throttled"
)

// Error is the envelope.
//
//toolerr:envelope
type Error struct {
	Kind     Kind
	Msg      string
	Param    string
	Expected string
	Backoff  int
}

func (e *Error) Error() string { return string(e.Kind) + ": " + e.Msg }

// Opt refines an Error as it is built.
type Opt interface{ apply(*Error) }

type param string

func (p param) apply(e *Error) { e.Param = string(p) }

type expect string

func (x expect) apply(e *Error) { e.Expected = string(x) }

type backoff struct{ seconds int }

func (b *backoff) apply(e *Error) { e.Backoff = b.seconds }

type hint string

func (h hint) apply(*Error) {}

// Param names the argument at fault.
func Param(name string) Opt { return param(name) }

// Expect says what the argument should be.
func Expect(what string) Opt { return expect(what) }

// Backoff says how long to wait.
func Backoff(seconds int) Opt { return &backoff{seconds} }

// Hint sets nothing the codes require.
func Hint(text string) Opt { return hint(text) }

// E builds an Error of kind k; what its options set is known at each call.
func E(k Kind, msg string, opts ...Opt) *Error {
	e := &Error{Kind: k, Msg: msg}
	for _, o := range opts {
		o.apply(e)
	}
	return e
}
