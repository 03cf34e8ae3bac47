// Package mcp is a test stub of github.com/strowk/foxy-contexts/pkg/mcp as
// of v0.1.0-beta.6.
//
// It declares only what the fixtures use, with the real signatures and type
// structure, so that the analyzers see the same types as in a real build.
package mcp

// CallToolResult is the result of a tool call.
type CallToolResult struct {
	Meta    CallToolResultMeta `json:"_meta,omitempty"`
	Content []interface{}      `json:"content"`
	// Whether the tool call ended in an error; unset is success.
	IsError *bool `json:"isError,omitempty"`
}

// CallToolResultMeta is the metadata of a result.
type CallToolResultMeta map[string]interface{}

// TextContent is text content.
type TextContent struct {
	Text string `json:"text"`
	Type string `json:"type"`
}

// Tool is a tool's definition.
type Tool struct {
	Description *string         `json:"description,omitempty"`
	InputSchema ToolInputSchema `json:"inputSchema"`
	Name        string          `json:"name"`
}

// ToolInputSchema is the JSON Schema of a tool's parameters.
type ToolInputSchema struct {
	Properties ToolInputSchemaProperties `json:"properties,omitempty"`
	Required   []string                  `json:"required,omitempty"`
	Type       string                    `json:"type"`
}

// ToolInputSchemaProperties are the properties of an input schema.
type ToolInputSchemaProperties map[string]map[string]interface{}
