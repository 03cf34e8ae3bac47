package declarations

import "fmt"

// The facts below carry declarations from the package that makes them to
// every package that imports it, directly or not. They are part of the
// go vet and golangci-lint fact caches: keep them gob-stable.

// CodeType marks a named type whose constants, in its own package, are the
// closed set of error codes.
type CodeType struct{}

// Envelope marks the struct type of the structured error payload.
type Envelope struct {
	// CodeField names the field of a code type, "" when it has none.
	CodeField string
}

// Stamp marks a function or method that stamps provenance on the result it
// returns or on the result or envelope passed to it, by declaration or
// because every result it returns passed through a stamp.
type Stamp struct {
	Inferred bool
}

// InHouseHandler marks a function, method or named func type as a tool
// handler of an in-house framework.
type InHouseHandler struct{}

// Infra marks a function, method or error type whose errors are
// infrastructure failures.
type Infra struct{}

// RPCError marks the protocol error type of an in-house framework: a value
// of it is sent as a JSON-RPC error whose code is its field CodeField.
type RPCError struct {
	CodeField string
}

// Sensitive marks a function, method or error type whose error text must
// never reach the model.
type Sensitive struct{}

// Coded marks a function that builds an error result or envelope carrying a
// code: it takes a code, or builds an envelope with its code set.
type Coded struct{}

// ErrorConstructor marks a function every result of which is an isError
// tool result: an error constructor of the project's own.
type ErrorConstructor struct{}

// NilOr marks, by index, the results of a function that are nil or, on
// every path where they are not, an isError tool result (Error), a value
// carrying a code (Coded), or a value passed through a stamp (Stamped): a
// helper that hands its caller the result or error to return, or nil to go
// on (order, res := load(id); if res != nil { return res, nil }).
type NilOr struct {
	Error, Coded, Stamped []int
}

// Program is the package fact of what a package and everything it imports
// declare.
type Program struct {
	Codes     bool // a code set
	Stamps    bool // a provenance stamp
	Handlers  bool // an in-house handler type or function
	Envelopes bool // an error envelope
	Sensitive bool // a source of sensitive error text
	Requires  bool // a code that requires envelope fields
	Returns   bool // a handler or factory that declares its tools' codes
	// SensitivePackage: the package itself is declared sensitive, on its
	// package clause. Unlike the fields above, it is not inherited.
	SensitivePackage bool
}

func (*CodeType) AFact()         {}
func (*Envelope) AFact()         {}
func (*Stamp) AFact()            {}
func (*InHouseHandler) AFact()   {}
func (*Infra) AFact()            {}
func (*Sensitive) AFact()        {}
func (*RPCError) AFact()         {}
func (*Coded) AFact()            {}
func (*ErrorConstructor) AFact() {}
func (*NilOr) AFact()            {}
func (*Program) AFact()          {}

func (*CodeType) String() string { return "codes" }
func (e *Envelope) String() string {
	return "envelope(" + e.CodeField + ")"
}
func (s *Stamp) String() string {
	if s.Inferred {
		return "provenance(inferred)"
	}
	return "provenance"
}
func (*InHouseHandler) String() string   { return "handler" }
func (*Infra) String() string            { return "infra" }
func (*Sensitive) String() string        { return "sensitive" }
func (e *RPCError) String() string       { return "rpcerror(" + e.CodeField + ")" }
func (*Coded) String() string            { return "coded" }
func (*ErrorConstructor) String() string { return "error result" }
func (f *NilOr) String() string {
	return fmt.Sprintf("nil or (error %v, coded %v, stamped %v)", f.Error, f.Coded, f.Stamped)
}
func (p *Program) String() string {
	return "program(codes=" + boolString(p.Codes) + ", stamps=" + boolString(p.Stamps) + ", handlers=" + boolString(p.Handlers) + ", envelopes=" + boolString(p.Envelopes) + ", sensitive=" + boolString(p.Sensitive) + ", requires=" + boolString(p.Requires) + ", returns=" + boolString(p.Returns) + ")"
}

func boolString(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}
