// Package mcp_golang is a test stub of github.com/metoro-io/mcp-golang as of
// v0.8.0: only what the fixtures use, with the real signatures. Bodies are
// minimal and never run.
package mcp_golang

import "fmt"

// Transport carries messages.
type Transport interface{ Start() error }

// ServerOptions configures a Server.
type ServerOptions func(*Server)

// Server is an MCP server.
type Server struct {
	tools map[string]any
}

// NewServer builds a server on transport.
func NewServer(transport Transport, options ...ServerOptions) *Server {
	return &Server{tools: map[string]any{}}
}

// RegisterTool registers handler, a func([context.Context,] T)
// (*ToolResponse, error) whose T is decoded from the call's arguments.
func (s *Server) RegisterTool(name string, description string, handler any) error {
	if handler == nil {
		return fmt.Errorf("no handler for %s", name)
	}
	s.tools[name] = handler
	return nil
}

// RegisterPrompt registers a prompt handler.
func (s *Server) RegisterPrompt(name string, description string, handler any) error { return nil }

// Serve starts serving.
func (s *Server) Serve() error { return nil }

// ToolResponse is the result of a tool call.
type ToolResponse struct {
	Content []*Content `json:"content"`
}

// NewToolResponse builds a tool response.
func NewToolResponse(content ...*Content) *ToolResponse {
	return &ToolResponse{Content: content}
}

// TextContent is text.
type TextContent struct {
	Text string `json:"text"`
}

// Content is a piece of a response's content.
type Content struct {
	Type        string
	TextContent *TextContent
}

// NewTextContent builds text content.
func NewTextContent(content string) *Content {
	return &Content{Type: "text", TextContent: &TextContent{Text: content}}
}
