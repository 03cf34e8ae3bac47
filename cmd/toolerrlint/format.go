package main

import (
	"io"
	"slices"
	"strings"
)

// A formatter writes a report in one output format. Each format lives in
// its own file, named format_<name>.go, and is listed in formats.
type formatter interface {
	write(w io.Writer, r *report) error
}

// formats maps each -format value to its formatter.
var formats = map[string]formatter{
	"text":   textFormat{},
	"json":   jsonFormat{},
	"sarif":  sarifFormat{},
	"github": githubFormat{},
}

// formatNames lists the -format values for messages and usage.
func formatNames() string {
	names := make([]string, 0, len(formats))
	for name := range formats {
		names = append(names, name)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}
