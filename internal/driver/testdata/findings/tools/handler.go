// Package tools is a small in-house tool framework. Its handlers fail in
// ways the model never sees: each line marked "expect RULE" is a finding.
package tools

import (
	"context"
	"errors"
	"fmt"
)

// Handler serves one tool call.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Registry maps tool names to their handlers.
var Registry = map[string]Handler{
	"get_issue": getIssue,
	"add":       add,
}

func getIssue(ctx context.Context, args map[string]any) (string, error) {
	id, ok := args["id"].(string)
	if !ok {
		return "", errors.New("id must be a string") // expect protocolerr
	}
	return fmt.Sprintf("issue %s", id), nil
}
