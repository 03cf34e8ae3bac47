// Package tools is an in-house tool framework whose findings //nolint
// comments silence, or do not, as golangci-lint reads them: each line
// marked "expect RULE" is a finding that every driver reports.
package tools

import (
	"context"
	"errors"
)

// Handler serves one tool call.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Registry maps tool names to their handlers.
var Registry = map[string]Handler{
	"end_of_line": endOfLine,
	"above_func":  aboveFunc,
	"statement":   statement,
	"column":      column,
	"other":       other,
	"all":         all,
	"bare":        bare,
}

func endOfLine(ctx context.Context, args map[string]any) (string, error) {
	if args["a"] == nil {
		return "", errors.New("a is required") //nolint:toolerrlint // the gateway checks a
	}
	return "", errors.New("b is required") // expect protocolerr
}

//nolint:toolerrlint
func aboveFunc(ctx context.Context, args map[string]any) (string, error) {
	if args["a"] == nil {
		return "", errors.New("a is required")
	}
	return "", errors.New("b is required")
}

func statement(ctx context.Context, args map[string]any) (string, error) {
	//nolint:toolerrlint
	if args["a"] == nil {
		return "", errors.New(
			"a is required",
		)
	}
	return "", errors.New("b is required") // expect protocolerr
}

// column: own line, but not at the column of the case below it.
func column(ctx context.Context, args map[string]any) (string, error) {
	switch {
	case args["a"] == nil:
		return "", nil
		//nolint:toolerrlint
	case args["b"] == nil:
		return "", errors.New("b is required") // expect protocolerr
	}
	return "", nil
}

func other(ctx context.Context, args map[string]any) (string, error) {
	//nolint:errcheck
	if args["a"] == nil {
		return "", errors.New("a is required") // expect protocolerr
	}
	return "", errors.New("b is required") //nolint:protocolerr // expect protocolerr
}

//nolint:all
func all(ctx context.Context, args map[string]any) (string, error) {
	return "", errors.New("a is required")
}

func bare(ctx context.Context, args map[string]any) (string, error) {
	//nolint
	return "", errors.New(
		"a is required",
	)
}
