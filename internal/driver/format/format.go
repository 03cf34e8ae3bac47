// Package format writes a report in each output format: text, JSON,
// SARIF 2.1.0 and GitHub Actions annotations.
package format

import (
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A Formatter writes a report in one output format. Each format lives in
// its own file and is listed in formats.
type Formatter interface {
	Write(w io.Writer, r *report.Report) error
}

// formats maps each -format value to its formatter.
var formats = map[string]Formatter{
	"text":   textFormat{},
	"json":   jsonFormat{},
	"sarif":  sarifFormat{},
	"github": githubFormat{},
}

// Lookup returns the formatter of a -format value.
func Lookup(name string) (Formatter, bool) {
	f, ok := formats[name]
	return f, ok
}

// Names lists the -format values, sorted.
func Names() []string {
	return slices.Sorted(maps.Keys(formats))
}

// NameList lists the -format values for messages and usage.
func NameList() string {
	return strings.Join(Names(), ", ")
}
