// Package tools declares its code set with a misspelt directive, and
// infrastructure on a variable: both are reported whatever rules run, as
// each line marked "expect RULE" is.
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
	"get_issue": getIssue,
}

// Code is meant as the closed set of error codes.
//
//toolerr:code // expect directives
type Code string

// The codes.
const (
	NotFound Code = "not_found"
)

// limit is meant as an infrastructure failure.
//
//toolerr:infra // expect directives
var limit = errors.New("rate limited")

func getIssue(ctx context.Context, args map[string]any) (string, error) {
	if _, ok := args["id"].(string); !ok {
		return "", errors.New("id must be a string") // expect protocolerr
	}
	return "", limit // expect protocolerr
}
