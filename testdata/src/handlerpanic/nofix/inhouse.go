// Package nofix holds handlerpanic findings that get no suggested fix: an
// in-house framework, whose results no profile describes, and an mcp-go
// task handler, whose result is a task.
package nofix

import "context"

// Report is what a check of the in-house toolbox answers.
type Report struct{ Detail string }

// Check is the toolbox's handler type.
//
//toolerr:handler
type Check func(ctx context.Context, args map[string]any) (*Report, error)

var checks = map[string]Check{
	"disk": func(ctx context.Context, args map[string]any) (*Report, error) {
		path := args["path"].(string) // want `tool "disk" asserts an argument value to string without checking`
		return &Report{Detail: path}, nil
	},
	"dns": func(ctx context.Context, args map[string]any) (*Report, error) {
		if len(args) == 0 {
			panic("no arguments") // want `tool "dns" calls panic`
		}
		return &Report{Detail: "ok"}, nil
	},
	"mx": func(ctx context.Context, args map[string]any) (*Report, error) {
		hosts, _ := args["hosts"].([]any)
		return &Report{Detail: hosts[0].(string)}, nil // want `tool "mx" indexes argument "hosts" at 0 without a length check` `tool "mx" asserts an argument value to string without checking`
	},
}
