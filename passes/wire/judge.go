package wire

import (
	"github.com/toolerrlint/toolerrlint/profiles"
)

// PanicOutcome is what a panic in a handler becomes on the wire.
type PanicOutcome uint8

const (
	// Crash: nothing recovers it; the server goes down.
	Crash PanicOutcome = iota
	// PanicAsProtocolError: a recovery answers it with an error that
	// reaches the client as a protocol error.
	PanicAsProtocolError
	// PanicAsResult: a recovery answers it with an isError result.
	PanicAsResult
)

// Wire is what lies between one handler and the client.
type Wire struct {
	// Served: the handler is judged against the servers the program
	// builds; otherwise by its own framework and its registrations alone.
	Served bool
	// Converted: middleware turns every error the handler returns into an
	// isError result, whatever the framework would have made of it.
	Converted bool
	// ConvertedBy names the middleware that converts, when one does.
	ConvertedBy string
	// ToolErrors: the framework itself makes the handler's errors isError
	// results (mcp-go structured and go-sdk generic handlers).
	ToolErrors bool
	// Stamped: every result of the handler passes a provenance stamp.
	Stamped bool
	// Panic is what a panic in the handler becomes; RecoveredBy names the
	// recovery where one answers it.
	Panic       PanicOutcome
	RecoveredBy string
}

// shapeInfo is what the judgement needs of a handler's shape.
type shapeInfo struct {
	toolError      bool // the framework makes its errors isError results
	recoversPanics bool // the framework recovers its panics with an error
}

func shapeOf(s *profiles.Shape) shapeInfo {
	if s == nil {
		return shapeInfo{}
	}
	return shapeInfo{toolError: s.ErrorBecomes == profiles.ToolError, recoversPanics: s.RecoversPanics}
}

// evaluate tells what one path to the wire, layers outermost first, does
// to a handler of the given shape.
func evaluate(layers []Layer, shape shapeInfo) Wire {
	w := Wire{ToolErrors: shape.toolError}
	for _, l := range layers {
		if l.Converts && !w.Converted {
			w.Converted, w.ConvertedBy = true, l.Name
		}
		w.Stamped = w.Stamped || l.Stamps
	}
	w.Panic = Crash
	if shape.recoversPanics {
		w.Panic = PanicAsProtocolError
	}
	for i := len(layers) - 1; i >= 0; i-- {
		l := layers[i]
		switch l.Recovers {
		case RecoversToResult:
			w.Panic, w.RecoveredBy = PanicAsResult, l.Name
		case RecoversToError:
			w.Panic, w.RecoveredBy = PanicAsProtocolError, l.Name
			for _, outer := range layers[:i] {
				if outer.Converts {
					w.Panic = PanicAsResult
				}
			}
		default:
			continue
		}
		break
	}
	return w
}

// meet combines the wires of two paths a handler may take: a failure
// reaches the client if it does on either.
func meet(out, w Wire) Wire {
	if !w.Converted {
		out.Converted, out.ConvertedBy = false, ""
	}
	out.Stamped = out.Stamped && w.Stamped
	if w.Panic < out.Panic {
		out.Panic, out.RecoveredBy = w.Panic, w.RecoveredBy
	}
	return out
}

// paths calls yield with the layers, outermost first, between a handler
// and the wire on each of its paths: through each server chain (or none)
// and each registration's wrappers. A handler that is a chain's own
// middleware runs under the layers outside it only. The layers yield is
// given are good until it returns.
func paths(id string, chains []Chain, wrappers [][]Layer, yield func([]Layer)) {
	if len(chains) == 0 {
		chains = []Chain{{}}
	}
	if len(wrappers) == 0 {
		wrappers = [][]Layer{nil}
	}
	var layers []Layer // reused: a handler has a path per chain and wrapping
	for _, ch := range chains {
		if prefix, ok := ch.prefixFor(id); ok {
			yield(prefix)
			continue
		}
		for _, w := range wrappers {
			layers = append(append(layers[:0], ch.Layers...), w...)
			if prefix, ok := (Chain{Layers: layers}).prefixFor(id); ok {
				yield(prefix) // the handler is a wrapper's own code
				continue
			}
			yield(layers)
		}
	}
}

// judge tells the wire of a handler.
func judge(id string, shape shapeInfo, chains []Chain, wrappers [][]Layer, stamped, served bool) Wire {
	var w Wire
	first := true
	paths(id, chains, wrappers, func(layers []Layer) {
		if first {
			w, first = evaluate(layers, shape), false
			return
		}
		w = meet(w, evaluate(layers, shape))
	})
	w.Stamped = w.Stamped || stamped
	w.Served = served
	return w
}
