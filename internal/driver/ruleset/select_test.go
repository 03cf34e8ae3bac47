package ruleset_test

import (
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers"
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
	if err != nil || analyzers.Names(got) != "protocolerr, handlerpanic" {
		t.Errorf("Select = %v, %v; want protocolerr, handlerpanic in documented order", analyzers.Names(got), err)
	}
}
