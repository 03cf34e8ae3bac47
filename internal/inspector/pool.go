package inspector

import (
	"go/ast"
	"runtime"
	"slices"
	"sync"
	"unsafe"
)

// A Pool lends the event lists of the inspectors freed into it to the
// inspectors it builds next.
//
// An inspector's event list is the largest allocation of an analysis
// that builds one for each package and lets each go once the package's
// passes have run: ten to thirty bytes per byte of source, short-lived,
// and so what paces the collector. A driver that knows when a package's
// passes are done frees its inspector into a pool, and the next
// package's inspector is built in the same memory.
//
// A Pool is safe for concurrent use. The zero Pool is empty and ready.
type Pool struct {
	mu sync.Mutex
	// free are the lists of the inspectors freed, each to its length: the
	// events still there until a new inspector overwrites them, or its
	// build clears what it leaves of them.
	free [][]event
}

// A pool keeps at most maxFree lists, the largest, of at most maxKept
// events each (a megabyte, a package of about eighty kilobytes of source):
// about as many packages are analyzed at once as there are threads to run
// them, and a list kept is memory nothing else can use. The lists of the
// few larger packages go to the collector, as without a pool.
var maxFree = runtime.GOMAXPROCS(0)

const maxKept = 1 << 20 / int(unsafe.Sizeof(event{}))

// New returns an Inspector for the syntax trees, as New does, built in a
// list the pool lends if it has one.
func (p *Pool) New(files []*ast.File) *Inspector {
	var lent []event
	events := traverse(files, func(capacity int) []event {
		lent = p.lend(capacity)
		return lent[:0]
	})
	if len(events) < len(lent) && &events[:1][0] == &lent[:1][0] {
		// The events of the package the list served before, past this
		// one's, would keep its syntax alive.
		clear(lent[len(events):])
	}
	return &Inspector{events}
}

// Free gives in's event list back to the pool. in must not be used after:
// its cursors panic, and its traversals find nothing.
func (p *Pool) Free(in *Inspector) {
	events := in.events
	in.events = nil
	if events == nil || cap(events) > maxKept {
		return
	}
	// The list keeps the syntax it indexes until the next inspector built
	// in it overwrites it: clearing it now would write it twice.
	p.mu.Lock()
	defer p.mu.Unlock()
	p.free = append(p.free, events)
	if len(p.free) > maxFree {
		smallest := 0
		for i, l := range p.free {
			if cap(l) < cap(p.free[smallest]) {
				smallest = i
			}
		}
		p.free = slices.Delete(p.free, smallest, smallest+1)
	}
}

// lend returns the smallest list of at least the capacity asked, or a new
// one: a list too small would grow by copies, a cost the estimate of the
// capacity is there to spare.
func (p *Pool) lend(capacity int) []event {
	p.mu.Lock()
	defer p.mu.Unlock()
	best := -1
	for i, l := range p.free {
		if cap(l) >= capacity && (best < 0 || cap(l) < cap(p.free[best])) {
			best = i
		}
	}
	if best < 0 {
		return make([]event, 0, capacity)
	}
	l := p.free[best]
	p.free = slices.Delete(p.free, best, best+1)
	return l
}
