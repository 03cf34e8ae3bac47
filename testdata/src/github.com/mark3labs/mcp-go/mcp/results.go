package mcp

import (
	"encoding/json"
	"fmt"
)

// NewToolResultText returns a successful result holding text.
func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}}
}

// NewToolResultJSON returns a successful result holding data as JSON, both as
// text and as structured content.
func NewToolResultJSON[T any](data T) (*CallToolResult, error) {
	b, err := json.Marshal(data)
	if err != nil {
		return nil, fmt.Errorf("unable to marshal JSON: %w", err)
	}
	return &CallToolResult{Content: []Content{NewTextContent(string(b))}, StructuredContent: data}, nil
}

// NewToolResultStructured returns a successful result holding structured
// content, with fallbackText as its text.
func NewToolResultStructured(structured any, fallbackText string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(fallbackText)}, StructuredContent: structured}
}

// NewToolResultStructuredOnly returns a successful result holding structured
// content, with its JSON as the text fallback.
func NewToolResultStructuredOnly(structured any) *CallToolResult {
	b, _ := json.Marshal(structured)
	return &CallToolResult{Content: []Content{NewTextContent(string(b))}, StructuredContent: structured}
}

// NewToolResultError returns an isError result holding text.
func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{NewTextContent(text)}, IsError: true}
}

// NewToolResultErrorFromErr returns an isError result holding text and err.
func NewToolResultErrorFromErr(text string, err error) *CallToolResult {
	if err != nil {
		text = fmt.Sprintf("%s: %v", text, err)
	}
	return NewToolResultError(text)
}

// NewToolResultErrorf returns an isError result holding a formatted message.
func NewToolResultErrorf(format string, a ...any) *CallToolResult {
	return NewToolResultError(fmt.Sprintf(format, a...))
}
