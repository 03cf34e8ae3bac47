// Package spelling holds the directives rule's fixtures for directives
// that are misspelt or written with a space after the slashes, next to
// comments that only mention directives.
package spelling

import "context"

// Code drops the plural.
// want +2 `^//toolerr:code is not a directive; did you mean //toolerr:codes\? \(directives: codes, envelope, provenance, handler, infra, rpcerror, sensitive, requires, retryable, returns, ignore\)$`
//
//toolerr:code
type Code string

// Envelope doubles a letter.
// want +2 `//toolerr:enveloppe is not a directive; did you mean //toolerr:envelope\?`
//
//toolerr:enveloppe
type Envelope struct{ Code Code }

// stamp misses a letter.
// want +2 `//toolerr:provenace is not a directive; did you mean //toolerr:provenance\?`
//
//toolerr:provenace
func stamp(e *Envelope) *Envelope { return e }

// connect spells the word out.
// want +2 `//toolerr:infrastructure is not a directive; did you mean //toolerr:infra\?`
//
//toolerr:infrastructure
func connect(ctx context.Context) error { return ctx.Err() }

// Outage ends with a hyphenated word.
// want +2 `^//toolerr:frobnicate is not a directive \(directives: codes, envelope, provenance, handler, infra, rpcerror, sensitive, requires, retryable, returns, ignore\)$`
//
//toolerr:frobnicate
type Outage struct{}

// Separated by a tab, the name is still read up to the tab.
// want +2 `^//toolerr:codez is not a directive; did you mean //toolerr:codes\?`
//
//toolerr:codez	the closed set
type Level string

// gofmt rewrites a doc comment line that is not a directive in its eyes,
// such as "//toolerr:Handler", into "// toolerr:Handler"; inside a
// function body the comments stay as written.
func handle(ctx context.Context, args map[string]any) (string, error) {
	// want +1 `//toolerr:Handler is not a directive; did you mean //toolerr:handler\?`
	//toolerr:Handler
	var h func(ctx context.Context, args map[string]any) (string, error)

	// want +1 `^//toolerr: is not a directive; did you mean //toolerr:codes\?`
	//toolerr: codes
	type phase string

	// want +1 `^//toolerr: is not a directive \(directives:`
	//toolerr:
	type stage string

	// want +1 `// toolerr:handler is an ordinary comment, not a directive; write //toolerr:handler,`
	//	toolerr:handler
	type callback func(ctx context.Context) error

	_, _, _, _ = h, phase(""), stage(""), callback(nil)
	return "", nil
}

func check(ctx context.Context) error {
	// want +1 `^//toolerr:ingore is not a directive; did you mean //toolerr:ignore\?`
	//toolerr:ingore protocolerr the caller retries
	return ctx.Err()
}

// Written with a space after the slashes, a directive is an ordinary
// comment, to Go and to the rules.

// Severity is a closed set in intent only.
// want +1 `^// toolerr:codes is an ordinary comment, not a directive; write //toolerr:codes, with no space after the slashes$`
// toolerr:codes
type Severity int

// want +1 `// toolerr:infra is an ordinary comment, not a directive; write //toolerr:infra,`
func dial() error { return nil } //  toolerr:infra

// Kind is both spaced and misspelt.
// want +1 `// toolerr:code is an ordinary comment, not a directive; write //toolerr:codes,`
// toolerr:code
type Kind string

func retry(ctx context.Context) error {
	// want +1 `// toolerr:ignore is an ordinary comment, not a directive; write //toolerr:ignore,`
	// toolerr:ignore protocolerr the caller retries
	return ctx.Err()
}

// Comments that only mention directives are not reported.

// Mode lists its values. toolerr: is the prefix of every directive, and
// the codes directive is written //toolerr:codes, as in the see toolerr:codes
// note.
// toolerr: this line starts with the prefix but names nothing.
type Mode string

var _, _, _, _ = stamp, connect, check, dial
var _, _ = retry, handle
