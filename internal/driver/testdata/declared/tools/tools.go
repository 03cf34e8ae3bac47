// Package tools holds handlers of the framework declared in package errs.
package tools

import (
	"context"
	"errors"

	"example.com/declared/errs"
)

// Registry maps tool names to handlers.
var Registry = map[string]errs.Handler{
	"lookup": lookup,
}

func lookup(ctx context.Context, args map[string]any) (string, error) {
	key, ok := args["key"].(string)
	if !ok {
		return "", errors.New("key is required") // expect protocolerr
	}
	if key == "busy" {
		code := errs.Code("busy")           // expect closedcodes
		return "", errors.New(string(code)) // expect protocolerr
	}
	if key == "down" {
		return "", errs.Unavailable() // infrastructure, declared in errs: not reported
	}
	return "value of " + key, nil
}
