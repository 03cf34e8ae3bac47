package rule

import (
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/factmap"
)

type testFact struct{ Candidates }

func (*testFact) AFact()             {}
func (f *testFact) Set() *Candidates { return &f.Candidates }
func newTestFact() Fact              { return new(testFact) }

// A file's line table is carried once, where the fact carried from holds
// it: one the package holds already is kept.
func TestCarryFile(t *testing.T) {
	to := factmap.Map[File]{"own.go": {Size: 1}}
	from := factmap.Map[File]{"a.go": {Size: 10, Lines: []int{0, 5}}, "own.go": {Size: 2}}
	carryFile(to, from, "a.go")
	carryFile(to, from, "a.go")
	carryFile(to, from, "missing.go")
	carryFile(to, from, "own.go")
	if len(to) != 2 || to["a.go"].Size != 10 || len(to["a.go"].Lines) != 2 || to["own.go"].Size != 1 {
		t.Errorf("carried tables = %v, want own.go and a.go", to)
	}
}

// An import's whole table is carried, but for the files the package holds
// already.
func TestCarryFiles(t *testing.T) {
	to := factmap.Map[File]{"own.go": {Size: 1}}
	from := factmap.Map[File]{"a.go": {Size: 10, Lines: []int{0, 5}}, "b.go": {Size: 3}, "own.go": {Size: 2}}
	carryFiles(to, from)
	if len(to) != 3 || to["a.go"].Size != 10 || len(to["a.go"].Lines) != 2 || to["b.go"].Size != 3 || to["own.go"].Size != 1 {
		t.Errorf("carried tables = %v, want own.go as it was, a.go and b.go", to)
	}
}

// The tables made to size keep what the package's own fact held.
func TestSizedKeepsOwn(t *testing.T) {
	r := &Rule{Fact: newTestFact}
	if f := r.sized(nil, 3, 2); f.Set().ByHandler == nil || f.Set().Files == nil {
		t.Fatal("a new fact's tables are not made")
	}
	own := newTestFact()
	own.Set().ByHandler = factmap.Map[[]Candidate]{"h": {{Category: "c"}}}
	own.Set().Files = factmap.Map[File]{"own.go": {Size: 7}}
	f := r.sized(own, 3, 2)
	if len(f.Set().ByHandler["h"]) != 1 || f.Set().Files["own.go"].Size != 7 {
		t.Errorf("sized lost the package's own candidates or files: %v, %v", f.Set().ByHandler, f.Set().Files)
	}
}
