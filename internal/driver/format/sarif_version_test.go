package format

import "testing"

// SARIF consumers compare tool versions that start with a number: every
// build's version does, and a development build's sorts below a release.
func TestSARIFVersionIsNumeric(t *testing.T) {
	for module, want := range map[string]string{
		"v0.1.0":                                 "0.1.0",
		"v0.1.0 0123ab":                          "0.1.0 0123ab",
		"devel 0123ab":                           "0.0.0-devel+0123ab",
		"devel 0123ab+dirty":                     "0.0.0-devel+0123ab.dirty",
		"devel (no version control information)": "0.0.0-devel",
	} {
		if got := sarifVersionOf(module); got != want {
			t.Errorf("sarifVersionOf(%q) = %q, want %q", module, got, want)
		}
	}
}
