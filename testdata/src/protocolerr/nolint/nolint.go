// Package nolint holds handlers of an in-house framework silenced, or not,
// by //nolint comments, read as golangci-lint reads them.
package nolint

import (
	"context"
	"errors"
)

// Handler serves one tool call.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Tools maps tool names to their handlers.
var Tools = map[string]Handler{
	"end_of_line": endOfLine,
	"above_func":  aboveFunc,
	"doc_func":    docFunc,
	"statement":   statement,
	"column":      column,
	"other":       other,
	"all":         all,
	"bare":        bare,
	"blank":       blank,
	"listed":      listed,
	"no_list":     noList,
}

func endOfLine(ctx context.Context, args map[string]any) (string, error) {
	if args["a"] == nil {
		return "", errors.New("a is required") //nolint:toolerrlint // the gateway checks a
	}
	return "", errors.New("b is required") // want `tool "end_of_line" returns an error built in place as a protocol error`
}

//nolint:toolerrlint
func aboveFunc(ctx context.Context, args map[string]any) (string, error) {
	if args["a"] == nil {
		return "", errors.New("a is required")
	}
	return "", errors.New("b is required")
}

// docFunc has its //nolint comment in its doc comment.
//
//nolint:toolerrlint // a staging tool
func docFunc(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("not yet")
}

func statement(ctx context.Context, args map[string]any) (string, error) {
	//nolint:toolerrlint
	if args["a"] == nil {
		return "", errors.New(
			"a is required",
		)
	}
	return "", errors.New("b is required") // want `tool "statement" returns an error built in place as a protocol error`
}

// column: a //nolint comment on its own line, but not at the column of the
// node below it, silences its own line only. gofmt keeps a comment before
// a case at the indentation of the clause above it.
func column(ctx context.Context, args map[string]any) (string, error) {
	switch {
	case args["a"] == nil:
		return "", nil
		//nolint:toolerrlint
	case args["b"] == nil:
		return "", errors.New("b is required") // want `tool "column" returns an error built in place as a protocol error`
	}
	return "", nil
}

func other(ctx context.Context, args map[string]any) (string, error) {
	//nolint:errcheck
	if args["a"] == nil {
		return "", errors.New("a is required") // want `tool "other" returns an error built in place as a protocol error`
	}
	return "", errors.New("b is required") //nolint:protocolerr // want `tool "other" returns an error built in place as a protocol error`
}

//nolint:all
func all(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("a is required")
}

// bare is silenced whole: gofmt writes a bare //nolint in a doc comment
// as "// nolint", which golangci-lint reads the same.
//
// nolint
func bare(ctx context.Context, args map[string]any) (string, error) {
	if args["a"] == nil {
		//nolint
		return "", errors.New(
			"a is required",
		)
	}
	return "", errors.New("b is required")
}

//nolint:toolerrlint

func blank(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("a is required") // want `tool "blank" returns an error built in place as a protocol error`
}

func listed(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("a is required") // nolint: errcheck, toolerrlint
}

func noList(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("a is required") //nolint:toolerrlint because the gateway checks it // want `tool "no_list" returns an error built in place as a protocol error`
}
