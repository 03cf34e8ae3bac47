package ruleset_test

import (
	"reflect"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

type testFact struct{}

func (*testFact) AFact() {}

func noop(*analysis.Pass) (any, error) { return nil, nil }

func TestUsesFactsFollowsRequirements(t *testing.T) {
	withFacts := &analysis.Analyzer{Name: "withfacts", Doc: "d", Run: noop, FactTypes: []analysis.Fact{new(testFact)}}
	middle := &analysis.Analyzer{Name: "middle", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{withFacts}, ResultType: reflect.TypeFor[int]()}
	top := &analysis.Analyzer{Name: "top", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{middle}}
	plain := &analysis.Analyzer{Name: "plain", Doc: "d", Run: noop}

	if ruleset.UsesFacts([]*analysis.Analyzer{plain}) {
		t.Errorf("UsesFacts(plain) = true")
	}
	if !ruleset.UsesFacts([]*analysis.Analyzer{plain, top}) {
		t.Errorf("UsesFacts with facts two requirements away = false")
	}
	if !ruleset.UsesFacts([]*analysis.Analyzer{withFacts}) {
		t.Errorf("UsesFacts of a rule with facts = false")
	}
}

// Requirements lists each shared pass once, in depth-first order, and
// leaves out rules, even those another rule requires.
func TestRequirements(t *testing.T) {
	leaf := &analysis.Analyzer{Name: "leaf", Doc: "d", Run: noop}
	left := &analysis.Analyzer{Name: "left", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{leaf}}
	right := &analysis.Analyzer{Name: "right", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{leaf}}
	first := &analysis.Analyzer{Name: "first", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{left, right}}
	second := &analysis.Analyzer{Name: "second", Doc: "d", Run: noop, Requires: []*analysis.Analyzer{first, right}}

	got := ruleset.Requirements([]*analysis.Analyzer{first, second})
	if want := []*analysis.Analyzer{left, leaf, right}; !slices.Equal(got, want) {
		t.Errorf("Requirements = %v, want %v", names(got), names(want))
	}
}

func names(as []*analysis.Analyzer) []string {
	var ns []string
	for _, a := range as {
		ns = append(ns, a.Name)
	}
	return ns
}
