package accessors

import (
	"context"
	"fmt"
)

// Job runs a batch job with the model's arguments.
//
//toolerr:handler
type Job func(ctx context.Context, call *JobCall) (string, error)

// JobCall is a job's request: the arguments arrive in a field.
type JobCall struct {
	Name string
	Args map[string]any
	Env  map[string]string
}

var jobs = map[string]Job{"backup": backup}

func backup(ctx context.Context, call *JobCall) (string, error) {
	target := call.Args["target"].(string)          // want `tool "backup" asserts an argument value to string without checking`
	if dest, ok := call.Args["dest"].(string); ok { // Not reported: the two-value form.
		target += " -> " + dest
	}
	return fmt.Sprintf("backup of %s as %s", target, call.Env["USER"]), nil
}
