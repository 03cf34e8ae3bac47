package wire

import "strings"

// Recovery is what a layer does with a panic of what it wraps.
type Recovery uint8

const (
	// NoRecovery: the panic goes on up.
	NoRecovery Recovery = iota
	// RecoversToError: the layer recovers and answers with an error.
	RecoversToError
	// RecoversToResult: the layer recovers and answers with an isError
	// result.
	RecoversToResult
)

// Layer is one middleware or adapter between a handler and the wire.
type Layer struct {
	// Name names the layer in messages and facts: "server.WithRecovery",
	// "errorsToResults".
	Name string
	// Converts: every error of what the layer wraps becomes an isError
	// result; none reaches the client as a protocol error.
	Converts bool
	// Recovers says what the layer makes of a panic of what it wraps.
	Recovers Recovery
	// Stamps: a declared provenance stamp, which stamps every result of
	// what it wraps.
	Stamps bool
	// Handlers are the IDs of the layer's own handler closures: the code
	// that runs around what it wraps, whose returns are its own.
	Handlers []string
	// Unknown: an expression the pass could not resolve; it is taken to
	// pass on what it wraps unchanged.
	Unknown bool
}

func (l Layer) String() string {
	var b strings.Builder
	b.WriteString(l.Name)
	if l.Converts {
		b.WriteString(" converts")
	}
	switch l.Recovers {
	case RecoversToError:
		b.WriteString(" recovers-to-error")
	case RecoversToResult:
		b.WriteString(" recovers-to-result")
	}
	if l.Stamps {
		b.WriteString(" stamps")
	}
	if l.Unknown {
		b.WriteString(" unknown")
	}
	return b.String()
}

// Chain is the tool middleware of one server the program builds,
// outermost first.
type Chain struct {
	Profile string
	// Where names the construction: "server.go:42".
	Where  string
	Layers []Layer
}

// converts reports whether a layer of the chain converts every error of
// what it wraps.
func (c Chain) converts() bool {
	for _, l := range c.Layers {
		if l.Converts {
			return true
		}
	}
	return false
}

// prefixFor returns the layers outside the handler with the given ID when
// it is the code of one of the chain's own layers, and false otherwise.
func (c Chain) prefixFor(id string) ([]Layer, bool) {
	for i, l := range c.Layers {
		for _, h := range l.Handlers {
			if h == id {
				return c.Layers[:i], true
			}
		}
	}
	return nil, false
}
