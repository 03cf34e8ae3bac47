// Package nolint holds the directives rule's fixtures for //nolint
// comments: golangci-lint filters the rule's findings like any other of
// the linter's, so a //nolint comment whose lines or declaration hold a
// broken directive silences it, and a //toolerr:ignore never does.
package nolint

// Code is silenced by the //nolint comment of its doc comment.
//
//toolerr:code
//nolint:toolerrlint // the code set moves to package errs
type Code string

//nolint:toolerrlint
type Envelope struct {
	//toolerr:codes
	Code Code
}

// Ratio names another linter.
// want +2 `//toolerr:code is not a directive; did you mean //toolerr:codes\?`
//
//toolerr:code
//nolint:errcheck
type Ratio float64

// Kind has an ignore, which cannot vouch for directives.
// want +3 `//toolerr:ignore names directives, which is not a rule it can silence`
// want +3 `//toolerr:code is not a directive; did you mean //toolerr:codes\?`
//
//toolerr:ignore directives the code set moves to package errs
//toolerr:code
type Kind string
