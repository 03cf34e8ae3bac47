package mcp

// GetPromptRequest is sent by the client to get a prompt.
type GetPromptRequest struct {
	Request
	Params GetPromptParams `json:"params"`
	Header Header          `json:"-"`
}

// GetPromptParams are the parameters of a prompts/get request.
type GetPromptParams struct {
	Name      string            `json:"name"`
	Arguments map[string]string `json:"arguments,omitempty"`
	Meta      *Meta             `json:"_meta,omitempty"`
}

// GetPromptResult is the server's response to a prompts/get request.
type GetPromptResult struct {
	Result
	Description string          `json:"description,omitempty"`
	Messages    []PromptMessage `json:"messages"`
}

// PromptMessage is one message of a prompt.
type PromptMessage struct {
	Role    Role    `json:"role"`
	Content Content `json:"content"`
}

// Prompt is a prompt or prompt template the server offers.
type Prompt struct {
	Meta        *Meta  `json:"_meta,omitempty"`
	Name        string `json:"name"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
}

// PromptOption configures a Prompt.
type PromptOption func(*Prompt)

// NewPrompt creates a prompt definition.
func NewPrompt(name string, opts ...PromptOption) Prompt {
	return Prompt{Name: name}
}
