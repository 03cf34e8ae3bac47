// Package tools is a small in-house tool framework whose handlers report
// every failure as a result the model can read.
package tools

import (
	"context"
	"fmt"
)

// Handler serves one tool call.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Registry maps tool names to their handlers.
var Registry = map[string]Handler{
	"greet": greet,
}

func greet(ctx context.Context, args map[string]any) (string, error) {
	name, ok := args["name"].(string)
	if !ok {
		return "error: name must be a string", nil
	}
	return fmt.Sprintf("hello, %s", name), nil
}
