package mcp

import "context"

// Request is the base of requests.
type Request struct {
	Method string `json:"method"`
}

// Result is the base of results.
type Result struct {
	Meta map[string]interface{} `json:"_meta,omitempty"`
}

// Content is one item of a tool result.
type Content interface {
	isContent()
}

// TextContent is text content.
type TextContent struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

func (TextContent) isContent() {}

// NewTextContent returns text content.
func NewTextContent(text string) TextContent {
	return TextContent{Type: "text", Text: text}
}

// CallToolRequest is a tools/call request.
type CallToolRequest struct {
	Request
	Params CallToolParams `json:"params"`
}

// CallToolParams are the parameters of a tools/call request.
type CallToolParams struct {
	Name      string                 `json:"name"`
	Arguments map[string]interface{} `json:"arguments,omitempty"`
}

// CallToolResult is the result of a tool call.
type CallToolResult struct {
	Result
	Content           []Content   `json:"content"`
	StructuredContent interface{} `json:"structuredContent,omitempty"`
	IsError           bool        `json:"isError,omitempty"`
}

// Tool is an MCP tool.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

// toolHandler is the function type of a tool handler.
type toolHandler func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error)

// ToolOption configures a Tool.
type ToolOption func(*Tool)

// PropertyOption configures a property of an input schema.
type PropertyOption func(map[string]interface{})

// TypedToolHandler receives typed input and returns typed output.
type TypedToolHandler[I any, O any] func(ctx context.Context, req *CallToolRequest, input I) (O, error)

// NewTool creates a tool.
func NewTool(name string, opts ...ToolOption) *Tool {
	t := &Tool{Name: name}
	for _, opt := range opts {
		opt(t)
	}
	return t
}

// WithDescription sets the tool's description.
func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

// WithString adds a string property to the input schema.
func WithString(name string, opts ...PropertyOption) ToolOption {
	return func(*Tool) {}
}

// Required marks a property required.
func Required() PropertyOption { return func(map[string]interface{}) {} }

// Description sets a property's description.
func Description(desc string) PropertyOption { return func(map[string]interface{}) {} }

// NewTextResult creates a text result.
func NewTextResult(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}}
}

// NewErrorResult creates an error result.
func NewErrorResult(text string) *CallToolResult {
	return &CallToolResult{IsError: true, Content: []Content{NewTextContent(text)}}
}

// NewTypedToolHandler adapts a typed handler: an error it returns becomes
// NewErrorResult("Tool execution failed: …").
func NewTypedToolHandler[I any, O any](handler TypedToolHandler[I, O]) func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
		var input I
		if _, err := handler(ctx, req, input); err != nil {
			return NewErrorResult("Tool execution failed: " + err.Error()), nil
		}
		return &CallToolResult{}, nil
	}
}
