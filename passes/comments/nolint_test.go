package comments

import (
	"go/parser"
	"go/token"
	"slices"
	"strings"
	"testing"
)

func TestParseNolint(t *testing.T) {
	for _, tc := range []struct {
		text    string
		ok      bool
		silence bool
		reason  string
	}{
		{"//nolint", true, true, ""},
		{"// nolint", true, true, ""},
		{"//nolint // generated upstream", true, true, "generated upstream"},
		{"//nolint:all", true, true, ""},
		{"//nolint:ALL", true, true, ""},
		{"//nolint:errcheck,all", true, true, ""},
		{"//nolint:toolerrlint", true, true, ""},
		{"//nolint:ToolErrLint", true, true, ""},
		{"// nolint: errcheck, toolerrlint", true, true, ""},
		{"//nolint:toolerrlint // the gateway validates", true, true, "the gateway validates"},
		{"//nolint:errcheck", true, false, ""},
		{"//nolint:protocolerr", true, false, ""},
		// A list runs to "//"; words after a name make a name of them.
		{"//nolint:toolerrlint because", true, false, ""},
		// Not a list: every linter.
		{"//nolint toolerrlint", true, true, ""},
		{"//nolint:", true, false, ""},
		{"//nolintfoo", false, false, ""},
		{"// see nolint", false, false, ""},
		{"/* nolint */", false, false, ""},
	} {
		c, ok := parseNolint(tc.text)
		if ok != tc.ok || ok && (c.silencesUs() != tc.silence || c.reason != tc.reason) {
			t.Errorf("parseNolint(%q) = %+v, %v; want ok %v, silences %v, reason %q",
				tc.text, c, ok, tc.ok, tc.silence, tc.reason)
		}
	}
}

// The lines of src ending in "// <-" are exactly those the //nolint
// comments silence, as golangci-lint would.
func TestNolintRanges(t *testing.T) {
	const src = `package p

var a int //nolint:toolerrlint // <-
var b int

//nolint:toolerrlint // <-
var c int // <-

//nolint:toolerrlint // <-

var d int

var e int //nolint:all // <-
var f int

//nolint // <-
func g() { // <-
	x := 1 // <-
	_ = x // <-
} // <-

// h has a doc comment. // <-
//nolint:toolerrlint // <-
func h() { // <-
} // <-

func i() {
	//nolint:toolerrlint // <-
	if true { // <-
		println() // <-
	} // <-
	println()
		//nolint:toolerrlint // <-
	println()
	println()
}

func j() { //nolint:toolerrlint // <-
	println()
}

//nolint:errcheck
func k() {
	println()
}

//nolint:errcheck // <-
//nolint:toolerrlint // <-
func l() {
	println()
}

//nolint:toolerrlint // <-
var ( // <-
	m int // <-
	n int // <-
) // <-
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	var want []int
	for i, line := range strings.Split(src, "\n") {
		if strings.HasSuffix(line, "// <-") {
			want = append(want, i+1)
		}
	}
	var got []int
	for _, r := range nolintRanges(fset, file) {
		for line := r.from; line <= r.to; line++ {
			got = append(got, line)
		}
	}
	slices.Sort(got)
	got = slices.Compact(got)
	if !slices.Equal(got, want) {
		t.Errorf("silenced lines %v, want %v", got, want)
	}
}

// A //nolint comment above the package clause silences the whole file.
func TestNolintAboveThePackageClause(t *testing.T) {
	const src = "//nolint:toolerrlint\npackage p\n\nfunc f() {\n\tprintln()\n}\n"
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	ranges := nolintRanges(fset, file)
	last := strings.Count(src, "\n")
	if !slices.ContainsFunc(ranges, func(r lineRange) bool { return r.from == 1 && r.to == last }) {
		t.Errorf("ranges %+v do not cover lines 1 to %d", ranges, last)
	}
}
