package mcp

import "context"

// Server is an MCP server over streamable HTTP.
type Server struct{}

// ServerOption configures a Server.
type ServerOption func(*Server)

// NewServer creates a server.
func NewServer(name, version string, options ...ServerOption) *Server { return &Server{} }

// RegisterTool registers a tool with its handler.
func (s *Server) RegisterTool(tool *Tool, handler toolHandler) {}

// Start serves the server.
func (s *Server) Start() error { return nil }

// StdioServer is an MCP server over stdio.
type StdioServer struct{}

// StdioServerOption configures a StdioServer.
type StdioServerOption func(*StdioServer)

// NewStdioServer creates a stdio server.
func NewStdioServer(name, version string, options ...StdioServerOption) *StdioServer {
	return &StdioServer{}
}

// RegisterTool registers a tool with its handler.
func (s *StdioServer) RegisterTool(tool *Tool, handler toolHandler) {}

// Client is an MCP client.
type Client struct{}

// CallTool calls a tool on the server the client is connected to.
func (c *Client) CallTool(ctx context.Context, callToolReq *CallToolRequest) (*CallToolResult, error) {
	return nil, nil
}
