package execute

import (
	"container/heap"
	"runtime"
	"runtime/debug"
	"sync"

	"golang.org/x/tools/go/packages"
)

// A scheduler runs the actions of a graph on at most GOMAXPROCS
// goroutines, each once the actions it depends on have run: the analyzers
// it requires on its package, and its own analyzer on the packages its
// package imports. Actions on one package may thus run side by side, as
// they do under the checker, and an importer's first passes alongside the
// last rules of the packages it imports: that keeps every core busy when
// one large package, or one that imports all the others, is all that is
// left to analyze.
type scheduler struct {
	opts  *Options
	units map[*packages.Package]*unit

	mu      sync.Mutex
	changed *sync.Cond // an action became ready or ran, a unit ran, or one panicked
	ready   readyQueue
	left    int // units not run yet
	panic   *Panic

	// workers is how many actions run at once; executing counts those
	// under way, inFlight the units admitted or loaded and not run yet,
	// which admit keeps to loadAhead while the analysis has work enough.
	workers, executing, inFlight, loadAhead int

	done sync.Mutex // serializes the calls of Options.Done
}

func newScheduler(units []*unit, opts *Options) *scheduler {
	s := &scheduler{opts: opts, left: len(units), workers: runtime.GOMAXPROCS(0), loadAhead: opts.LoadAhead}
	if s.loadAhead <= 0 {
		s.loadAhead = 4 * runtime.GOMAXPROCS(0)
	}
	s.changed = sync.NewCond(&s.mu)
	if opts.Load != nil {
		s.units = make(map[*packages.Package]*unit, len(units))
	}
	for _, u := range units {
		if s.units != nil {
			s.units[u.pkg] = u
		}
		for _, act := range u.actions {
			if act.step.needs == 0 {
				s.ready = append(s.ready, act)
			}
		}
	}
	heap.Init(&s.ready)
	return s
}

// run runs every action, and panics with a *Panic if one of them
// panicked.
func (s *scheduler) run() {
	var wg sync.WaitGroup
	for range min(s.workers, len(s.ready)+s.left) {
		wg.Go(s.work)
	}
	if s.opts.Load != nil {
		s.opts.Load(s.loaded, s.admit)
		for _, u := range s.units {
			s.open(u)
		}
	}
	wg.Wait()
	if s.panic != nil {
		panic(s.panic)
	}
}

// loaded readies the actions of pkg that were waiting for it alone.
func (s *scheduler) loaded(pkg *packages.Package) {
	if u := s.units[pkg]; u != nil {
		s.open(u)
	}
}

// admit waits, before the load starts on pkg, while loadAhead units are
// in flight and the analysis has an action to run or under way for every
// worker; then it counts pkg's unit in flight. A core the analysis leaves
// idle is the load's.
func (s *scheduler) admit(pkg *packages.Package) {
	u := s.units[pkg]
	if u == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.inFlight >= s.loadAhead && !s.starved() && s.panic == nil {
		s.changed.Wait()
	}
	s.fly(u)
}

// starved reports whether the analysis has fewer actions to run or under
// way than workers; s.mu is held.
func (s *scheduler) starved() bool {
	return len(s.ready)+s.executing < s.workers
}

// fly counts u in flight, once; s.mu is held.
func (s *scheduler) fly(u *unit) {
	if !u.flying {
		u.flying = true
		s.inFlight++
	}
}

func (s *scheduler) open(u *unit) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !u.loading {
		return
	}
	u.loading = false
	s.fly(u)
	woke := false
	for _, act := range u.actions {
		if act.step.needs--; act.step.needs == 0 {
			heap.Push(&s.ready, act)
			woke = true
		}
	}
	if woke {
		s.changed.Broadcast()
	}
}

func (s *scheduler) work() {
	for {
		act := s.next()
		if act == nil {
			return
		}
		p := s.runAction(act)
		if p == nil && s.ran(act) {
			u := act.step.unit
			if p = s.finishUnit(u); p == nil {
				s.finish(u)
			}
		}
		if p != nil {
			s.mu.Lock()
			if s.panic == nil {
				s.panic = p
			}
			s.changed.Broadcast()
			s.mu.Unlock()
			return
		}
	}
}

// next waits for a ready action and takes the first in the graph's order
// of packages, then of actions, which keeps the run close to a
// depth-first walk: a package's importers follow it soon, so few packages
// are in flight at once, and the actions of one package are taken
// together. It returns nil when nothing is left to run.
func (s *scheduler) next() *Action {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.ready) == 0 && s.left > 0 && s.panic == nil {
		s.changed.Wait()
	}
	if len(s.ready) == 0 || s.panic != nil {
		return nil
	}
	s.executing++
	return heap.Pop(&s.ready).(*Action)
}

func before(a, b *Action) bool {
	if a.step.unit != b.step.unit {
		return a.step.unit.order < b.step.unit.order
	}
	return a.step.rank < b.step.rank
}

// readyQueue is a heap of the actions ready to run, the first in the
// graph's order on top: hundreds may wait at once while the analysis is
// behind the load, and the workers take them under one lock.
type readyQueue []*Action

func (q readyQueue) Len() int           { return len(q) }
func (q readyQueue) Less(i, j int) bool { return before(q[i], q[j]) }
func (q readyQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *readyQueue) Push(x any)        { *q = append(*q, x.(*Action)) }

func (q *readyQueue) Pop() any {
	old := *q
	act := old[len(old)-1]
	old[len(old)-1] = nil
	*q = old[:len(old)-1]
	return act
}

// runAction runs the action and returns the panic that stopped it, if
// one did.
func (s *scheduler) runAction(act *Action) (p *Panic) {
	defer func() {
		if r := recover(); r != nil {
			p = &Panic{Action: act.String(), Value: r, Stack: debug.Stack()}
		}
	}()
	act.exec(s.opts.Provide)
	return nil
}

// ran readies the actions that were waiting for act only, on its package
// or on an importer, and reports whether act was the last on its package.
func (s *scheduler) ran(act *Action) (last bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.executing--
	woke := false
	for _, n := range act.step.needers {
		if n.step.needs--; n.step.needs == 0 {
			heap.Push(&s.ready, n)
			woke = true
		}
	}
	// An analysis left with a worker idle lets a held load go on.
	if woke || s.starved() {
		s.changed.Broadcast()
	}
	u := act.step.unit
	u.running--
	return u.running == 0
}

// finishUnit hands the unit's actions to Done, and returns the panic
// that stopped it, if one did.
func (s *scheduler) finishUnit(u *unit) (p *Panic) {
	if s.opts.Done == nil {
		return nil
	}
	defer func() {
		if r := recover(); r != nil {
			p = &Panic{Action: "Done(" + u.pkg.ID + ")", Value: r, Stack: debug.Stack()}
		}
	}()
	s.done.Lock()
	defer s.done.Unlock()
	s.opts.Done(u.actions)
	return nil
}

// finish lets go of what no action will read again: the unit's results
// and, with Release, the package's syntax and type information. Its facts
// stay: the actions above it look them up where they were exported.
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
	s.left--
	if u.flying {
		s.inFlight--
	}
	s.changed.Broadcast()
}
