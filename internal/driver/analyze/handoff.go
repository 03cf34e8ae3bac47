package analyze

import (
	"sync"

	"golang.org/x/tools/go/packages"
)

// A handoff carries the packages the load completes to the executor,
// which may not be ready for them yet: the load starts as soon as the
// packages are listed, while the executor plans its actions (on thousands
// of packages, planning takes as long as type-checking a few). Until the
// executor connects, the packages wait in pending.
type handoff struct {
	mu      sync.Mutex
	ready   func(*packages.Package)
	pending []*packages.Package
}

// checked hands pkg on, or keeps it for connect.
func (h *handoff) checked(pkg *packages.Package) {
	h.mu.Lock()
	ready := h.ready
	if ready == nil {
		h.pending = append(h.pending, pkg)
	}
	h.mu.Unlock()
	if ready != nil {
		ready(pkg)
	}
}

// connect hands on the packages kept so far, and every later one as it
// comes. The order in which they reach ready does not matter: each
// action still waits for the actions it depends on.
func (h *handoff) connect(ready func(*packages.Package)) {
	h.mu.Lock()
	pending := h.pending
	h.ready, h.pending = ready, nil
	h.mu.Unlock()
	for _, pkg := range pending {
		ready(pkg)
	}
}
