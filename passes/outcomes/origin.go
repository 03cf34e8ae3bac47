package outcomes

import "fmt"

// OriginKind says where an error operand comes from.
type OriginKind int

const (
	// Unknown: a parameter, a value from an enclosing function, or an
	// expression the pass does not follow.
	Unknown OriginKind = iota
	// Binding: a bad or missing argument (RequireString, BindArguments,
	// json.Unmarshal of the arguments).
	Binding
	// Built: an error built in place (errors.New, fmt.Errorf without %w, a
	// sentinel, a composite literal).
	Built
	// Downstream: the error of a named call.
	Downstream
	// Wrapped: an error wrapping another (fmt.Errorf with %w, errors.Join).
	Wrapped
	// WrappedHandler: the error of a handler whose framework would have
	// made it an isError result, passed on by an adapter.
	WrappedHandler
	// ProtocolValue: a protocol error value built in place (go-sdk's
	// *jsonrpc.Error), named after its profile's ProtocolErrorName.
	ProtocolValue
	// Encoding: a failure to encode a value the server built itself
	// (json.Marshal, the SDK's JSON result helpers). An internal fault,
	// which may surface as a protocol error unless -encoding is set.
	Encoding

	// The kinds below are never domain failures let out as protocol errors.

	// Nil: the operand is provably nil.
	Nil
	// Cancellation: ctx.Err(), context.Canceled, context.DeadlineExceeded.
	Cancellation
	// Infra: declared infrastructure (//toolerr:infra).
	Infra
	// Propagated: the unchanged error of another handler whose framework
	// answers it the same way (middleware passing next's error on).
	Propagated
	// Intended: an error type meant to travel as a protocol error.
	Intended
	// Dead: a guard says the error is not nil where every assignment
	// that reaches it gives nil: the return cannot run, as far as the
	// pass can tell (a helper that never fails, tested all the same).
	Dead
	// Misconfigured: an error built in place under a guard on the
	// server's own configuration, which no request can change (a client
	// that was never set up): an infrastructure failure.
	Misconfigured
)

// Origin is where an error operand comes from.
type Origin struct {
	Kind OriginKind
	// Name is the binder, the downstream callee, the wrapped handler, the
	// protocol error type, or the helper that built the error.
	Name string
	// Inner is what a Wrapped error wraps.
	Inner *Origin
	// Code is the JSON-RPC code of a ProtocolValue, when constant.
	Code string
	// Via names, as "path.Type", the function type of the value a
	// Downstream error was returned by (getClient of a GetClientFn): if no
	// value of that type the program builds ever fails, neither does the
	// call.
	Via string
}

// FuncValueType returns the function type through whose value the failure
// o describes, or one it wraps, was returned; "" if none.
func (o Origin) FuncValueType() string {
	for p := &o; p != nil; p = p.Inner {
		if p.Via != "" {
			return p.Via
		}
	}
	return ""
}

// Exempt reports whether the origin is never a domain failure.
func (o Origin) Exempt() bool { return o.Kind >= Nil }

// Category is the stable anchor of the origin in the rule's documentation.
func (o Origin) Category() string {
	switch o.Kind {
	case Binding:
		return "argument-binding"
	case Built:
		return "built-in-place"
	case Downstream:
		return "downstream"
	case Wrapped:
		return "wrapped"
	case WrappedHandler:
		return "wrapped-handler"
	case ProtocolValue:
		return "jsonrpc-error"
	case Encoding:
		return "encoding"
	}
	return "unknown"
}

// Describe is the origin as messages say it.
func (o Origin) Describe() string {
	switch o.Kind {
	case Binding:
		return "an argument-binding failure from " + o.Name
	case Built:
		if o.Name != "" {
			return "an error built by " + o.Name
		}
		return "an error built in place"
	case Downstream:
		return "an error from downstream call " + o.Name
	case Wrapped:
		if o.Inner == nil {
			return "a wrapped error"
		}
		switch o.Inner.Kind {
		case Binding:
			return "a wrapped argument-binding failure from " + o.Inner.Name
		case Built:
			if o.Inner.Name != "" {
				return "a wrapped error built by " + o.Inner.Name
			}
			return "a wrapped error built in place"
		case Downstream:
			return "a wrapped error from downstream call " + o.Inner.Name
		case WrappedHandler:
			return "a wrapped error of wrapped handler " + o.Inner.Name
		case ProtocolValue:
			return "a wrapped " + o.Inner.Name
		}
		return "a wrapped error"
	case WrappedHandler:
		return "the error of wrapped handler " + o.Name
	case ProtocolValue:
		return "a " + o.Name + " built for a domain failure"
	case Encoding:
		return "an encoding failure from " + o.Name
	}
	return "an error"
}

// protocolValue reports whether the origin is, or unwraps to, a protocol
// error value; code is its code when known.
func (o Origin) protocolValue() (code string, ok bool) {
	for p := &o; p != nil; p = p.Inner {
		if p.Kind == ProtocolValue {
			if p.Code != "" {
				return "code " + p.Code, true
			}
			return "jsonrpc error", true
		}
		if p.Kind != Wrapped {
			break
		}
	}
	return "", false
}

func (o Origin) String() string { return fmt.Sprintf("%s(%s)", o.Category(), o.Describe()) }

// combine merges the origins of the assignments that may reach one use:
// a domain failure on any of them is what the use may let out; failing
// that, an encoding failure; failing that, the first exempt origin.
func combine(origins []Origin) Origin {
	best := Origin{Kind: Nil}
	for _, o := range origins {
		if o.weight() > best.weight() {
			best = o
		}
	}
	return best
}

// weight ranks origins for combine.
func (o Origin) weight() int {
	switch {
	case o.Kind == Nil:
		return 0
	case o.Exempt():
		return 1
	case o.Kind == Encoding:
		return 2
	}
	return 3
}
