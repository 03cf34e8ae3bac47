// Package fixspelling holds the fixtures of the directives rule's fix for
// misspelt directives: the name is corrected only where one directive is
// close to it and, so corrected, it is valid where it stands.
package fixspelling

import "context"

// Code is a closed set, its directive's letters swapped.
// want +2 `//toolerr:cdoes is not a directive; did you mean //toolerr:codes\?`
//
//toolerr:cdoes
type Code string

// NotFound is retried by nobody: its directive misses a letter.
// want +2 `//toolerr:retryble is not a directive; did you mean //toolerr:retryable\?`
//
//toolerr:retryble
const NotFound Code = "not_found"

// Invalid asks for a field, its directive short of a letter.
// want +2 `//toolerr:requirs is not a directive; did you mean //toolerr:requires\?`
//
//toolerr:requirs field
const Invalid Code = "invalid"

// query talks to the database; its errors name hosts.
// want +2 `//toolerr:sensitve is not a directive; did you mean //toolerr:sensitive\?`
//
//toolerr:sensitve
func query(ctx context.Context) error { return ctx.Err() }

// dial is written at the end of the signature's line.
// want +1 `//toolerr:infar is not a directive; did you mean //toolerr:infra\?`
func dial(ctx context.Context) error { return ctx.Err() } //toolerr:infar

// No fix where two directives are as close: "requres" is one edit from
// requires and two from returns.
// want +2 `//toolerr:requres is not a directive; did you mean //toolerr:requires\?`
//
//toolerr:requres field
const Conflict Code = "conflict"

// No fix where the name is far from every directive, or only begins like
// one.
// want +2 `//toolerr:infrastructure is not a directive; did you mean //toolerr:infra\?`
//
//toolerr:infrastructure
func connect(ctx context.Context) error { return ctx.Err() }

// want +2 `^//toolerr:frobnicate is not a directive \(directives:`
//
//toolerr:frobnicate
func frobnicate() {}

// No fix where the corrected directive would be invalid where it stands:
// sensitive on a type that is no error,
// want +2 `//toolerr:sensitve is not a directive; did you mean //toolerr:sensitive\?`
//
//toolerr:sensitve
type Row struct{ ID string }

// requires without the fields it names,
// want +2 `//toolerr:require is not a directive; did you mean //toolerr:requires\?`
//
//toolerr:require
const Missing Code = "missing"

// codes with arguments it does not take,
// want +2 `//toolerr:codez is not a directive; did you mean //toolerr:codes\?`
//
//toolerr:codez the closed set
type Level string

// a directive that governs no declaration,
func handle(ctx context.Context) error {
	// want +1 `//toolerr:hanlder is not a directive; did you mean //toolerr:handler\?`
	//toolerr:hanlder
	var h func(ctx context.Context) error
	_ = h
	return nil
}

// and an ignore, judged by the findings it silences.
func check(ctx context.Context) error {
	// want +1 `//toolerr:ingore is not a directive; did you mean //toolerr:ignore\?`
	//toolerr:ingore protocolerr the caller retries
	return ctx.Err()
}

var _, _ = query, dial
