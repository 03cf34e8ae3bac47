// Package facts holds exported helpers of handlers, whose errors the
// outcomes pass tells importing packages about.
package facts

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// ID binds the id argument.
func ID(req mcp.CallToolRequest) (string, error) { // want ID:`error\(argument-binding\)`
	return req.RequireString("id")
}

// Check never fails.
func Check(id string) error { // want Check:`error\(nil\)`
	return nil
}

// Wait fails only when the call is cancelled.
func Wait(ctx context.Context) error { // want Wait:`error\(cancellation\)`
	<-ctx.Done()
	return ctx.Err()
}

// Validate fails with an error of its own, which importers classify as a
// failure at the call: no fact.
func Validate(id string) error {
	if id == "" {
		return errors.New("empty id")
	}
	return nil
}
