package rpccodes_test

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/toolerrlint/toolerrlint/analyzers/rpccodes"
	"github.com/toolerrlint/toolerrlint/docs"
)

// The rule's page shows the table of defined codes, which the rule reads
// from one place: the two must agree, code by code and revision by
// revision.
func TestPageShowsTheTable(t *testing.T) {
	page, ok := docs.Rule("rpccodes")
	if !ok {
		t.Fatal("no page for rpccodes")
	}
	row := regexp.MustCompile(`(?m)^\| (-\d+) \| [^|]+ \| (JSON-RPC 2\.0|\d{4}-\d{2}-\d{2})[^|]* \|$`)
	shown := make(map[int64]string)
	for _, m := range row.FindAllStringSubmatch(page, -1) {
		code, err := strconv.ParseInt(m[1], 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		shown[code] = m[2]
	}
	table := rpccodes.Codes()
	if len(shown) != len(table) {
		t.Errorf("the page shows %d defined codes, the table holds %d", len(shown), len(table))
	}
	for _, d := range table {
		if rev, ok := shown[d.Code]; !ok || rev != d.Revision {
			t.Errorf("code %d, from %s: the page shows %q", d.Code, d.Revision, rev)
		}
	}
}
