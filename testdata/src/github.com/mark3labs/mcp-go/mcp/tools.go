package mcp

import (
	"encoding/json"
	"errors"
)

// CallToolResult is the server's response to a tool call.
type CallToolResult struct {
	Result
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

// CallToolRequest is sent by the client to call a tool.
type CallToolRequest struct {
	Request
	Header Header         `json:"-"`
	Params CallToolParams `json:"params"`
}

// CallToolParams are the parameters of a tool call.
type CallToolParams struct {
	Name         string          `json:"name"`
	Arguments    any             `json:"arguments,omitempty"`
	Meta         *Meta           `json:"_meta,omitempty"`
	RawArguments json.RawMessage `json:"-"`
}

// GetArguments returns the arguments as a map, or nil if they are not one.
func (r CallToolRequest) GetArguments() map[string]any {
	args, _ := r.Params.Arguments.(map[string]any)
	return args
}

// GetRawArguments returns the arguments as received.
func (r CallToolRequest) GetRawArguments() any {
	return r.Params.Arguments
}

// BindArguments unmarshals the arguments into target.
func (r CallToolRequest) BindArguments(target any) error {
	data, err := json.Marshal(r.Params.Arguments)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, target)
}

// GetString returns a string argument, or defaultValue.
func (r CallToolRequest) GetString(key string, defaultValue string) string {
	if s, ok := r.GetArguments()[key].(string); ok {
		return s
	}
	return defaultValue
}

// GetBool returns a bool argument, or defaultValue.
func (r CallToolRequest) GetBool(key string, defaultValue bool) bool {
	if b, ok := r.GetArguments()[key].(bool); ok {
		return b
	}
	return defaultValue
}

// RequireString returns a string argument, or an error if it is missing or not a string.
func (r CallToolRequest) RequireString(key string) (string, error) {
	if s, ok := r.GetArguments()[key].(string); ok {
		return s, nil
	}
	return "", errors.New("argument " + key + " is missing or not a string")
}

// GetInt returns an integer argument, or defaultValue.
func (r CallToolRequest) GetInt(key string, defaultValue int) int {
	if f, ok := r.GetArguments()[key].(float64); ok {
		return int(f)
	}
	return defaultValue
}

// RequireInt returns an integer argument, or an error.
func (r CallToolRequest) RequireInt(key string) (int, error) {
	if f, ok := r.GetArguments()[key].(float64); ok {
		return int(f), nil
	}
	return 0, errors.New("argument " + key + " is missing or not a number")
}

// RequireFloat returns a number argument, or an error.
func (r CallToolRequest) RequireFloat(key string) (float64, error) {
	if f, ok := r.GetArguments()[key].(float64); ok {
		return f, nil
	}
	return 0, errors.New("argument " + key + " is missing or not a number")
}

// RequireBool returns a boolean argument, or an error.
func (r CallToolRequest) RequireBool(key string) (bool, error) {
	if b, ok := r.GetArguments()[key].(bool); ok {
		return b, nil
	}
	return false, errors.New("argument " + key + " is missing or not a boolean")
}

// GetStringSlice returns a string slice argument, or defaultValue.
func (r CallToolRequest) GetStringSlice(key string, defaultValue []string) []string {
	if items, err := r.RequireStringSlice(key); err == nil {
		return items
	}
	return defaultValue
}

// RequireStringSlice returns a string slice argument, or an error.
func (r CallToolRequest) RequireStringSlice(key string) ([]string, error) {
	items, ok := r.GetArguments()[key].([]any)
	if !ok {
		return nil, errors.New("argument " + key + " is missing or not an array")
	}
	out := make([]string, 0, len(items))
	for _, item := range items {
		s, ok := item.(string)
		if !ok {
			return nil, errors.New("argument " + key + " holds a non-string item")
		}
		out = append(out, s)
	}
	return out, nil
}

// ToolArgumentsSchema is the JSON Schema of a tool's arguments.
type ToolArgumentsSchema struct {
	Defs       map[string]any `json:"$defs,omitempty"`
	Type       string         `json:"type"`
	Properties map[string]any `json:"properties"`
	Required   []string       `json:"required,omitempty"`
}

// ToolInputSchema is the input schema of a tool.
type ToolInputSchema ToolArgumentsSchema

// Tool is the definition of a tool the client can call.
type Tool struct {
	Meta           *Meta           `json:"_meta,omitempty"`
	Name           string          `json:"name"`
	Title          string          `json:"title,omitempty"`
	Description    string          `json:"description,omitempty"`
	InputSchema    ToolInputSchema `json:"inputSchema"`
	RawInputSchema json.RawMessage `json:"-"`
}

// ToolOption configures a Tool.
type ToolOption func(*Tool)

// PropertyOption configures a property of a tool's input schema.
type PropertyOption func(map[string]any)

// NewTool returns a tool with an object input schema, configured by opts.
func NewTool(name string, opts ...ToolOption) Tool {
	tool := Tool{
		Name:        name,
		InputSchema: ToolInputSchema{Type: "object", Properties: map[string]any{}},
	}
	for _, opt := range opts {
		opt(&tool)
	}
	return tool
}

// NewToolWithRawSchema returns a tool whose input schema is given as JSON.
func NewToolWithRawSchema(name, description string, schema json.RawMessage) Tool {
	return Tool{Name: name, Description: description, RawInputSchema: schema}
}

// WithDescription sets the tool's description.
func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

// WithString adds a string property.
func WithString(name string, opts ...PropertyOption) ToolOption {
	return withProperty(name, "string", opts)
}

// WithNumber adds a number property.
func WithNumber(name string, opts ...PropertyOption) ToolOption {
	return withProperty(name, "number", opts)
}

func withProperty(name, typ string, opts []PropertyOption) ToolOption {
	return func(t *Tool) {
		schema := map[string]any{"type": typ}
		for _, opt := range opts {
			opt(schema)
		}
		if required, _ := schema["required"].(bool); required {
			delete(schema, "required")
			t.InputSchema.Required = append(t.InputSchema.Required, name)
		}
		t.InputSchema.Properties[name] = schema
	}
}

// Required marks a property as required.
func Required() PropertyOption {
	return func(schema map[string]any) { schema["required"] = true }
}

// Description describes a property.
func Description(desc string) PropertyOption {
	return func(schema map[string]any) { schema["description"] = desc }
}
