// Package server is a test stub of github.com/mark3labs/mcp-go/server as of
// v1.2.1: only what the fixtures use, with the real signatures. Bodies are
// minimal and never run.
package server

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// ServerOption configures an MCPServer.
type ServerOption func(*MCPServer)

// ResourceHandlerFunc returns the contents of a resource.
type ResourceHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

// ResourceTemplateHandlerFunc returns the contents of a resource of a
// template.
type ResourceTemplateHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

// PromptHandlerFunc answers a prompts/get request.
type PromptHandlerFunc func(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error)

// ToolHandlerFunc handles a tool call.
type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

// TaskToolHandlerFunc starts a tool call that runs as a task.
type TaskToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error)

// ResourceHandlerMiddleware wraps a ResourceHandlerFunc.
type ResourceHandlerMiddleware func(ResourceHandlerFunc) ResourceHandlerFunc

// ToolHandlerMiddleware wraps a ToolHandlerFunc.
type ToolHandlerMiddleware func(ToolHandlerFunc) ToolHandlerFunc

// ServerTool is a tool with its handler.
type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

// ServerTaskTool is a task tool with its handler.
type ServerTaskTool struct {
	Tool    mcp.Tool
	Handler TaskToolHandlerFunc
}

// MCPServer is an MCP server.
type MCPServer struct {
	name, version string
	tools         map[string]ServerTool
	taskTools     map[string]ServerTaskTool
	middlewares   []ToolHandlerMiddleware
}

// NewMCPServer returns a server configured by opts.
func NewMCPServer(
	name, version string,
	opts ...ServerOption,
) *MCPServer {
	s := &MCPServer{
		name:      name,
		version:   version,
		tools:     map[string]ServerTool{},
		taskTools: map[string]ServerTaskTool{},
	}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

// WithToolHandlerMiddleware adds a middleware to the tool handler chain.
func WithToolHandlerMiddleware(
	toolHandlerMiddleware ToolHandlerMiddleware,
) ServerOption {
	return func(s *MCPServer) {
		s.middlewares = append(s.middlewares, toolHandlerMiddleware)
	}
}

// WithResourceHandlerMiddleware adds a middleware to the resource handler
// chain.
func WithResourceHandlerMiddleware(
	resourceHandlerMiddleware ResourceHandlerMiddleware,
) ServerOption {
	return func(s *MCPServer) {}
}

// HandleMessage answers one JSON-RPC message.
func (s *MCPServer) HandleMessage(
	ctx context.Context,
	message json.RawMessage,
) (resp mcp.JSONRPCMessage) {
	return nil
}

// WithRecovery adds a middleware that turns a panic in a tool handler into an error.
func WithRecovery() ServerOption {
	return WithToolHandlerMiddleware(func(next ToolHandlerFunc) ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("panic recovered in %s tool handler: %v", request.Params.Name, r)
				}
			}()
			return next(ctx, request)
		}
	})
}

// Use adds middleware to the tool handler chain, in the order given
// (outermost first), after those added before.
func (s *MCPServer) Use(mw ...ToolHandlerMiddleware) {
	s.middlewares = append(s.middlewares, mw...)
}

// AddTool registers a tool and its handler.
func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

// AddTools registers tools and their handlers.
func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, t := range tools {
		s.tools[t.Tool.Name] = t
	}
}

// SetTools replaces every registered tool.
func (s *MCPServer) SetTools(tools ...ServerTool) {
	s.tools = map[string]ServerTool{}
	s.AddTools(tools...)
}

// AddTaskTool registers a tool that runs as a task.
func (s *MCPServer) AddTaskTool(tool mcp.Tool, handler TaskToolHandlerFunc) {
	s.AddTaskTools(ServerTaskTool{Tool: tool, Handler: handler})
}

// AddTaskTools registers tools that run as tasks.
func (s *MCPServer) AddTaskTools(taskTools ...ServerTaskTool) {
	for _, t := range taskTools {
		s.taskTools[t.Tool.Name] = t
	}
}

// AddPrompt registers a prompt and its handler.
func (s *MCPServer) AddPrompt(prompt mcp.Prompt, handler PromptHandlerFunc) {}

// AddResource registers a resource and its handler.
func (s *MCPServer) AddResource(
	resource mcp.Resource,
	handler ResourceHandlerFunc,
) {
}

// AddResourceTemplate registers a resource template and its handler.
func (s *MCPServer) AddResourceTemplate(
	template mcp.ResourceTemplate,
	handler ResourceTemplateHandlerFunc,
) {
}
