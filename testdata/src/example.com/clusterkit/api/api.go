// Package api is an in-house tool framework, outside the analyzed server,
// whose handlers read the call's arguments through an accessor of their
// request.
package api

import "context"

// ToolCallRequest hands a handler the arguments of its call.
type ToolCallRequest interface {
	GetArguments() map[string]any
}

// Settings is the server's configuration, which a handler may read.
type Settings interface {
	// ToolsetConfig returns a toolset's settings.
	ToolsetConfig(toolset string) map[string]any
	// Defaults returns the server's defaults, by name.
	Defaults() map[string]string
}

// ToolHandlerParams is what a handler receives: the call's context, the
// server's settings and the call's request.
type ToolHandlerParams struct {
	context.Context
	Settings
	ToolCallRequest
	Labels map[string]string
}

// ToolCallResult is a handler's answer; a non-nil Error is shown to the
// model.
type ToolCallResult struct {
	Content string
	Error   error
}

// NewToolCallResult builds a result.
func NewToolCallResult(content string, err error) *ToolCallResult {
	return &ToolCallResult{Content: content, Error: err}
}

// ToolHandlerFunc runs one tool.
type ToolHandlerFunc func(params ToolHandlerParams) (*ToolCallResult, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Name    string
	Handler ToolHandlerFunc
}
