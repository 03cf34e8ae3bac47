package ruleset_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/analyzers/directives"
	"github.com/toolerrlint/toolerrlint/internal/driver/ruleset"
)

// The messages name the settings as the user spells them.
func TestSelectNamesTheSetting(t *testing.T) {
	all := analyzers.All
	for _, tc := range []struct {
		prefix          string
		enable, disable []string
		want            string
	}{
		{"-", []string{"protocolerrs"}, nil, `-enable: unknown rule "protocolerrs"; known rules: `},
		{"", nil, []string{"closedcode"}, `disable: unknown rule "closedcode"; known rules: `},
		{"-", []string{"nilresult"}, []string{"nilresult"}, "no rule left to run after -enable and -disable"},
		{"", []string{"nilresult"}, []string{"nilresult"}, "no rule left to run after enable and disable"},
	} {
		_, err := ruleset.Select(all, tc.enable, tc.disable, tc.prefix)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Select(%q, %q, %q): %v, want %q", tc.enable, tc.disable, tc.prefix, err, tc.want)
		}
	}
	got, err := ruleset.Select(all, []string{"handlerpanic", " protocolerr", ""}, nil, "-")
	if err != nil || analyzers.Names(got) != "protocolerr, handlerpanic, directives" {
		t.Errorf("Select = %v, %v; want protocolerr, handlerpanic in documented order, then directives", analyzers.Names(got), err)
	}
}

// A broken declaration is reported whatever rules are selected: without
// the directives rule, its check of declarations runs, and only that.
func TestSelectKeepsTheCheckOfDeclarations(t *testing.T) {
	for _, tc := range []struct {
		enable, disable []string
		want            *analysis.Analyzer
	}{
		{nil, nil, directives.Analyzer},
		{[]string{"directives"}, nil, directives.Analyzer},
		{[]string{"protocolerr"}, nil, directives.Declarations},
		{nil, []string{"directives"}, directives.Declarations},
	} {
		got, err := ruleset.Select(analyzers.All, tc.enable, tc.disable, "-")
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, a := range got {
			if a.Name == "directives" {
				n++
				if a != tc.want {
					t.Errorf("Select(%q, %q) runs the wrong directives analyzer", tc.enable, tc.disable)
				}
			}
		}
		if n != 1 {
			t.Errorf("Select(%q, %q) = %s; want directives once", tc.enable, tc.disable, analyzers.Names(got))
		}
	}
}
