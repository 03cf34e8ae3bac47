package mcp

import "encoding/json"

// CallToolParamsRaw is passed to tool handlers with the arguments not yet
// unmarshaled.
type CallToolParamsRaw struct {
	Meta      `json:"_meta,omitempty"`
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

func (x *CallToolParamsRaw) isParams()   {}
func (x *CallToolParamsRaw) isNil() bool { return x == nil }

// CallToolResult is the server's response to a tool call.
type CallToolResult struct {
	Meta              `json:"_meta,omitempty"`
	Content           []Content `json:"content"`
	StructuredContent any       `json:"structuredContent,omitempty"`
	IsError           bool      `json:"isError,omitempty"`

	err error
}

// SetError makes r an isError result carrying err.
func (r *CallToolResult) SetError(err error) {
	if len(r.Content) == 0 {
		r.Content = []Content{&TextContent{Text: err.Error()}}
	}
	r.IsError = true
	r.err = err
}

// GetError returns the error passed to SetError, if any.
func (r *CallToolResult) GetError() error {
	return r.err
}

// Tool is the definition of a tool the client can call.
type Tool struct {
	Meta         `json:"_meta,omitempty"`
	Description  string `json:"description,omitempty"`
	InputSchema  any    `json:"inputSchema"`
	Name         string `json:"name"`
	OutputSchema any    `json:"outputSchema,omitempty"`
	Title        string `json:"title,omitempty"`
}

// Implementation names an MCP implementation.
type Implementation struct {
	Name    string `json:"name"`
	Title   string `json:"title,omitempty"`
	Version string `json:"version"`
}

// Role is the sender or recipient of a message.
type Role string

// GetPromptParams are the parameters of a prompts/get request.
type GetPromptParams struct {
	Meta      `json:"_meta,omitempty"`
	Arguments map[string]string `json:"arguments,omitempty"`
	Name      string            `json:"name"`
}

func (x *GetPromptParams) isParams()   {}
func (x *GetPromptParams) isNil() bool { return x == nil }

// GetPromptResult is the server's response to a prompts/get request.
type GetPromptResult struct {
	Meta        `json:"_meta,omitempty"`
	Description string           `json:"description,omitempty"`
	Messages    []*PromptMessage `json:"messages"`
}

// PromptMessage is one message of a prompt.
type PromptMessage struct {
	Content Content `json:"content"`
	Role    Role    `json:"role"`
}

// Prompt is a prompt or prompt template the server offers.
type Prompt struct {
	Meta        `json:"_meta,omitempty"`
	Description string `json:"description,omitempty"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
}

// ReadResourceParams are the parameters of a resources/read request.
type ReadResourceParams struct {
	Meta `json:"_meta,omitempty"`
	URI  string `json:"uri"`
}

func (x *ReadResourceParams) isParams()   {}
func (x *ReadResourceParams) isNil() bool { return x == nil }

// ReadResourceResult is the server's response to a resources/read request.
type ReadResourceResult struct {
	Meta     `json:"_meta,omitempty"`
	Contents []*ResourceContents `json:"contents"`
}

// Resource is a resource the server can read.
type Resource struct {
	Meta        `json:"_meta,omitempty"`
	Description string `json:"description,omitempty"`
	MIMEType    string `json:"mimeType,omitempty"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	URI         string `json:"uri"`
}

// ResourceTemplate is a template of resources the server can read.
type ResourceTemplate struct {
	Meta        `json:"_meta,omitempty"`
	Name        string `json:"name"`
	URITemplate string `json:"uriTemplate"`
}

func (*CallToolResult) isResult() {}
