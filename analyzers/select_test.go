package analyzers_test

import (
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

func names(rules []*analysis.Analyzer) string { return analyzers.Names(rules) }

func TestSelect(t *testing.T) {
	all := analyzers.All
	for _, tc := range []struct {
		enable, disable []string
		want            string
	}{
		{nil, nil, names(all)},
		{[]string{"nilresult"}, nil, "nilresult"},
		{nil, []string{"protocolerr"}, "nilresult, handlerpanic, closedcodes, repairfields, provenance, silenterror, errleak, rpccodes, directives"},
		{[]string{"handlerpanic", "protocolerr"}, nil, "protocolerr, handlerpanic"}, // documented order
		{[]string{"nilresult"}, []string{"nilresult"}, ""},
	} {
		if got := names(analyzers.Select(all, tc.enable, tc.disable)); got != tc.want {
			t.Errorf("Select(%q, %q) = %q, want %q", tc.enable, tc.disable, got, tc.want)
		}
	}
}

func TestCheckNames(t *testing.T) {
	got, err := analyzers.CheckNames(analyzers.All, []string{" nilresult", "", "protocolerr "})
	if err != nil || strings.Join(got, ",") != "nilresult,protocolerr" {
		t.Errorf("CheckNames = %q, %v", got, err)
	}
	_, err = analyzers.CheckNames(analyzers.All, []string{"protocolerrs"})
	if err == nil || !strings.Contains(err.Error(), `unknown rule "protocolerrs"; known rules: protocolerr, nilresult, handlerpanic, closedcodes, repairfields, provenance, silenterror, errleak, rpccodes, directives`) {
		t.Errorf("CheckNames of a misspelt rule: %v", err)
	}
}
