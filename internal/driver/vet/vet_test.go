package vet

import (
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers/directives"
	"github.com/toolerrlint/toolerrlint/analyzers/nilresult"
	"github.com/toolerrlint/toolerrlint/analyzers/protocolerr"
)

func TestIsInvocation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"--flags"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-protocolerr=false", "-json", "/tmp/go-build1/b001/vet.cfg"}, true},
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-format", "json", "./..."}, false},
		{[]string{"-C", "flags", "./..."}, false},
		{[]string{"version"}, false},
		{[]string{"explain", "protocolerr"}, false},
	} {
		if got := IsInvocation(tc.args); got != tc.want {
			t.Errorf("IsInvocation(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}

// Under go vet, the check of broken declarations runs beside whatever
// rules the command line selects, and in the directives rule's place only
// when the rule is left out.
func TestWithDeclarations(t *testing.T) {
	const cfg = "/tmp/go-build1/b001/vet.cfg"
	for _, tc := range []struct {
		args  []string
		extra []string // nil: the command line and the rules stay as they are
	}{
		{[]string{cfg}, nil},
		{[]string{"-json", cfg}, nil},
		{[]string{"-directives", cfg}, nil},
		{[]string{"-enable=directives,protocolerr", cfg}, nil},
		{[]string{"-protocolerr=false", cfg}, nil},
		{[]string{"-V=full"}, nil},
		{[]string{"-protocolerr", cfg}, []string{"-protocolerr=true", "-directives=true"}},
		{[]string{"-codes", "example.com/errs.Code", "--protocolerr=true", cfg}, []string{"-protocolerr=true", "-directives=true"}},
		{[]string{"-enable", "nilresult", cfg}, []string{"-nilresult=true", "-directives=true"}},
		{[]string{"-directives=false", "-protocolerr=false", cfg}, []string{"-nilresult=true", "-directives=true"}},
		{[]string{"-disable=directives", cfg}, []string{"-protocolerr=true", "-nilresult=true", "-directives=true"}},
	} {
		rules := []*analysis.Analyzer{protocolerr.Analyzer, nilresult.Analyzer, directives.Analyzer}
		got, extra := withDeclarations(rules, tc.args)
		if !slices.Equal(extra, tc.extra) {
			t.Errorf("withDeclarations(%q) appends %q, want %q", tc.args, extra, tc.extra)
		}
		want := directives.Analyzer
		if tc.extra != nil {
			want = directives.Declarations
		}
		if got[2] != want || got[0] != protocolerr.Analyzer || got[1] != nilresult.Analyzer {
			t.Errorf("withDeclarations(%q) runs %v, want the directives rule replaced only when left out", tc.args, got)
		}
		if rules[2] != directives.Analyzer {
			t.Fatalf("withDeclarations(%q) changed its argument", tc.args)
		}
	}
}
