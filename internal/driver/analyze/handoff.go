package analyze

import (
	"sync"

	"golang.org/x/tools/go/packages"
)

// A handoff carries the packages the load completes to the executor,
// which may not be ready for them yet: the load starts as soon as the
// packages are listed, while the executor plans its actions (on thousands
// of packages, planning takes as long as type-checking a few). Until the
// executor connects, the packages wait in pending, and the load is not
// held back.
type handoff struct {
	mu      sync.Mutex
	ready   func(*packages.Package)
	admit   func(*packages.Package)
	pending []*packages.Package
}

// admitting lets the executor hold the load back before it starts on pkg,
// once connected.
func (h *handoff) admitting(pkg *packages.Package) {
	h.mu.Lock()
	admit := h.admit
	h.mu.Unlock()
	if admit != nil {
		admit(pkg)
	}
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
func (h *handoff) connect(ready, admit func(*packages.Package)) {
	h.mu.Lock()
	pending := h.pending
	h.ready, h.admit, h.pending = ready, admit, nil
	h.mu.Unlock()
	for _, pkg := range pending {
		ready(pkg)
	}
}
