// Package server is a test stub of github.com/ThinkInAIXYZ/go-mcp/server as
// of v0.2.21: only what the fixtures use, with the real signatures. Bodies
// are minimal and never run.
package server

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
)

// Option configures a Server.
type Option func(*Server)

// ToolHandlerFunc handles a tool call.
type ToolHandlerFunc func(context.Context, *protocol.CallToolRequest) (*protocol.CallToolResult, error)

// ToolMiddleware wraps a ToolHandlerFunc.
type ToolMiddleware func(ToolHandlerFunc) ToolHandlerFunc

// PromptHandlerFunc answers a prompts/get request.
type PromptHandlerFunc func(context.Context, *GetPromptRequest) (*GetPromptResult, error)

// GetPromptRequest and GetPromptResult stand for the protocol's prompt types.
type (
	GetPromptRequest struct{ Name string }
	GetPromptResult  struct{ Description string }
)

// ServerTransport carries messages.
type ServerTransport interface{ Run() error }

// Server is an MCP server.
type Server struct {
	tools       map[string]ToolHandlerFunc
	middlewares []ToolMiddleware
}

// NewServer builds a server on t.
func NewServer(t ServerTransport, opts ...Option) (*Server, error) {
	s := &Server{tools: map[string]ToolHandlerFunc{}}
	for _, opt := range opts {
		opt(s)
	}
	return s, nil
}

// RegisterTool registers a tool, wrapped in middlewares, the first outermost.
func (server *Server) RegisterTool(tool *protocol.Tool, toolHandler ToolHandlerFunc, middlewares ...ToolMiddleware) {
	for i := len(middlewares) - 1; i >= 0; i-- {
		toolHandler = middlewares[i](toolHandler)
	}
	server.tools[tool.Name] = toolHandler
}

// RegisterPrompt registers a prompt.
func (server *Server) RegisterPrompt(name string, promptHandler PromptHandlerFunc) {}

// Use installs middlewares for every tool registered after it.
func (server *Server) Use(middlewares ...ToolMiddleware) {
	server.middlewares = append(server.middlewares, middlewares...)
}

// Run serves.
func (server *Server) Run() error { return nil }
