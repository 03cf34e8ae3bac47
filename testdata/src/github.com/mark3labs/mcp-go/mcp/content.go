package mcp

// Role is the sender or recipient of a message.
type Role string

// Roles of a conversation.
const (
	RoleUser      Role = "user"
	RoleAssistant Role = "assistant"
)

// Annotations tell the client how to use or display an object.
type Annotations struct {
	Audience []Role  `json:"audience,omitempty"`
	Priority float64 `json:"priority,omitempty"`
}

// Annotated is the base of objects that carry annotations.
type Annotated struct {
	Annotations *Annotations `json:"annotations,omitempty"`
}

// Content is one item of a tool result or prompt message.
type Content interface {
	isContent()
}

// ContentTypeText is the type of TextContent.
const ContentTypeText = "text"

// TextContent is text provided to or from a model.
type TextContent struct {
	Annotated
	Meta *Meta  `json:"_meta,omitempty"`
	Type string `json:"type"`
	Text string `json:"text"`
}

func (TextContent) isContent() {}

// NewTextContent returns text content.
func NewTextContent(text string) TextContent {
	return TextContent{Type: ContentTypeText, Text: text}
}
