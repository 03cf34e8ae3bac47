// Package nofix holds nilresult findings that get no suggested fix: an
// in-house framework, whose results no profile describes; an mcp-go task
// handler, whose result is a task, not a tool result; a nil held in a
// variable, whose last use the fix would remove; and a helper's return,
// which may serve other tools, in every framework.
package nofix

import (
	"context"
)

// Report is what a check of the in-house toolbox answers.
type Report struct{ Detail string }

// Check is the toolbox's handler type.
//
//toolerr:handler
type Check func(ctx context.Context, args map[string]any) (*Report, error)

var checks = map[string]Check{
	"disk": func(ctx context.Context, args map[string]any) (*Report, error) {
		if len(args) == 0 {
			return nil, nil // want `tool "disk" returns a nil result and a nil error`
		}
		return &Report{Detail: "ok"}, nil
	},
	"dns": func(ctx context.Context, args map[string]any) (*Report, error) {
		return nil, nil // want `tool "dns" returns a nil result and a nil error`
	},
}
