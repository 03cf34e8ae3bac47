package execute

import (
	"runtime"
	"runtime/debug"
	"sync"
)

// A scheduler runs the units of a graph on at most GOMAXPROCS goroutines,
// each unit once the units it needs have run.
type scheduler struct {
	opts *Options

	mu      sync.Mutex
	changed *sync.Cond // a unit became ready, the last one ran, or one panicked
	ready   []*unit
	left    int // units not run yet
	panic   *Panic

	done sync.Mutex // serializes the calls of Options.Done
}

func newScheduler(units []*unit, opts *Options) *scheduler {
	s := &scheduler{opts: opts, left: len(units)}
	s.changed = sync.NewCond(&s.mu)
	for _, u := range units {
		if u.waiting == 0 {
			s.ready = append(s.ready, u)
		}
	}
	return s
}

// run runs every unit, and panics with a *Panic if one of them panicked.
func (s *scheduler) run() {
	workers := min(runtime.GOMAXPROCS(0), s.left)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(s.work)
	}
	wg.Wait()
	if s.panic != nil {
		panic(s.panic)
	}
}

func (s *scheduler) work() {
	for {
		u := s.next()
		if u == nil {
			return
		}
		if p := s.runUnit(u); p != nil {
			s.mu.Lock()
			if s.panic == nil {
				s.panic = p
			}
			s.changed.Broadcast()
			s.mu.Unlock()
			return
		}
		s.finish(u)
	}
}

// next waits for a ready unit and takes the first in the graph's order,
// which keeps the run close to a depth-first walk: a package's importers
// follow it soon, so few packages are in flight at once. It returns nil
// when nothing is left to run.
func (s *scheduler) next() *unit {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.ready) == 0 && s.left > 0 && s.panic == nil {
		s.changed.Wait()
	}
	if len(s.ready) == 0 || s.panic != nil {
		return nil
	}
	first := 0
	for i, u := range s.ready {
		if u.order < s.ready[first].order {
			first = i
		}
	}
	u := s.ready[first]
	s.ready = append(s.ready[:first], s.ready[first+1:]...)
	return u
}

// runUnit runs the unit's actions and hands them to Done, and returns
// the panic that stopped it, if one did.
func (s *scheduler) runUnit(u *unit) (p *Panic) {
	var running *Action // nil once Done is called
	defer func() {
		if r := recover(); r != nil {
			where := "Done(" + u.pkg.ID + ")"
			if running != nil {
				where = running.String()
			}
			p = &Panic{Action: where, Value: r, Stack: debug.Stack()}
		}
	}()
	for _, act := range u.actions {
		running = act
		act.exec()
	}
	running = nil
	if s.opts.Done != nil {
		s.done.Lock()
		defer s.done.Unlock()
		s.opts.Done(u.actions)
	}
	return nil
}

// finish lets go of what no action will read again: the unit's results,
// the facts that no importer has left to inherit, and, with Release, the
// package's syntax and type information; then readies the units that
// were waiting for it.
func (s *scheduler) finish(u *unit) {
	for _, act := range u.actions {
		act.Result = nil
	}
	if s.opts.Release {
		u.pkg.Syntax = nil
		u.pkg.TypesInfo = nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, act := range u.actions {
		if act.importers == 0 {
			act.facts = nil
		}
		for _, dep := range act.Deps {
			if dep.Package != act.Package && dep.Analyzer == act.Analyzer {
				if dep.importers--; dep.importers == 0 {
					dep.facts = nil
				}
			}
		}
	}
	for _, d := range u.dependents {
		if d.waiting--; d.waiting == 0 {
			s.ready = append(s.ready, d)
		}
	}
	s.left--
	s.changed.Broadcast()
}
