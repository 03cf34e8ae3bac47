package analyze

import (
	"slices"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestHandoff holds the handoff to giving every package checked, before
// the executor connects and after, exactly once.
func TestHandoff(t *testing.T) {
	pkgs := make([]*packages.Package, 200)
	for i := range pkgs {
		pkgs[i] = &packages.Package{ID: string(rune('a' + i%26))}
	}
	var h handoff
	var mu sync.Mutex
	got := make(map[*packages.Package]int)
	ready := func(p *packages.Package) {
		mu.Lock()
		got[p]++
		mu.Unlock()
	}
	for _, p := range pkgs[:50] {
		h.checked(p)
	}
	var wg sync.WaitGroup
	for _, part := range slices.Collect(slices.Chunk(pkgs[50:], 30)) {
		wg.Go(func() {
			for _, p := range part {
				h.checked(p)
			}
		})
	}
	h.connect(ready, nil)
	wg.Wait()
	if len(got) != len(pkgs) {
		t.Fatalf("%d packages reached the executor, want %d", len(got), len(pkgs))
	}
	for p, n := range got {
		if n != 1 {
			t.Errorf("package %p reached the executor %d times", p, n)
		}
	}
}
