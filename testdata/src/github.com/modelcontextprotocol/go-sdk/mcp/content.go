package mcp

import "encoding/json"

// Content is one item of a tool result or prompt message.
type Content interface {
	MarshalJSON() ([]byte, error)
	fromWire(*wireContent)
}

// TextContent is textual content.
type TextContent struct {
	Text        string
	Meta        Meta
	Annotations *Annotations
}

func (c *TextContent) MarshalJSON() ([]byte, error) {
	return json.Marshal(wireContent{Type: "text", Text: c.Text})
}

func (c *TextContent) fromWire(wire *wireContent) {
	c.Text = wire.Text
}

// Annotations tell the client how to use or display an object.
type Annotations struct {
	Audience []Role  `json:"audience,omitempty"`
	Priority float64 `json:"priority,omitempty"`
}

// ResourceContents is the contents of a resource.
type ResourceContents struct {
	URI      string `json:"uri"`
	MIMEType string `json:"mimeType,omitempty"`
	Text     string `json:"text,omitempty"`
	Blob     []byte `json:"blob,omitzero"`
	Meta     Meta   `json:"_meta,omitempty"`
}

// wireContent is the wire form of every content type.
type wireContent struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
}
