// Package protocol is a test stub of github.com/ThinkInAIXYZ/go-mcp/protocol
// as of v0.2.21: only what the fixtures use, with the real signatures.
// Bodies are minimal and never run.
package protocol

import (
	"encoding/json"
	"errors"
)

// Tool is a tool definition.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}

// CallToolRequest is the params of a tools/call request.
type CallToolRequest struct {
	Meta         map[string]interface{} `json:"_meta,omitempty"`
	Name         string                 `json:"name"`
	Arguments    map[string]interface{} `json:"arguments,omitempty"`
	RawArguments json.RawMessage        `json:"-"`
}

// CallToolResult is the result of a tool call.
type CallToolResult struct {
	Content []Content `json:"content"`
	IsError bool      `json:"isError,omitempty"`
}

// Content is a piece of a result's content.
type Content interface {
	GetType() string
}

// Annotated carries content annotations.
type Annotated struct{}

// TextContent is text content.
type TextContent struct {
	Annotated
	Type string `json:"type"`
	Text string `json:"text"`
}

// GetType returns "text".
func (t *TextContent) GetType() string { return t.Type }

// NewTool builds a tool whose input schema is generated from inputReqStruct.
func NewTool(name string, description string, inputReqStruct interface{}) (*Tool, error) {
	return &Tool{Name: name, Description: description}, nil
}

// NewToolWithRawSchema builds a tool with the given input schema.
func NewToolWithRawSchema(name, description string, schema json.RawMessage) *Tool {
	return &Tool{Name: name, Description: description}
}

// NewCallToolResult builds a result; isError makes it an error result.
func NewCallToolResult(content []Content, isError bool) *CallToolResult {
	return &CallToolResult{Content: content, IsError: isError}
}

// VerifyAndUnmarshal validates content against v's schema and decodes it
// into v.
func VerifyAndUnmarshal(content json.RawMessage, v any) error {
	if len(content) == 0 {
		return errors.New("request arguments is empty")
	}
	return json.Unmarshal(content, v)
}

// NewCallToolRequest builds a tools/call request.
func NewCallToolRequest(name string, arguments map[string]interface{}) *CallToolRequest {
	return &CallToolRequest{Name: name, Arguments: arguments}
}
