package execute

import "fmt"

// A Panic is what Run panics with when an analyzer, or Options.Done,
// panicked: the value it panicked with, where, and the stack of the
// goroutine it panicked in, which the panic's own report cannot show.
type Panic struct {
	// Action names the action that panicked ("analyzer@package"), or the
	// package whose Done panicked.
	Action string
	Value  any
	Stack  []byte
}

func (p *Panic) Error() string {
	return fmt.Sprintf("%s: panic: %v\n\n%s", p.Action, p.Value, p.Stack)
}
