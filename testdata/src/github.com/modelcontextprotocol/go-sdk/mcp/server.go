package mcp

import (
	"context"
	"encoding/json"
	"log/slog"
)

// Server is an MCP server.
type Server struct {
	impl       *Implementation
	opts       ServerOptions
	tools      map[string]ToolHandler
	prompts    map[string]PromptHandler
	resources  map[string]ResourceHandler
	middleware []Middleware
}

// ServerOptions configure a Server.
type ServerOptions struct {
	Instructions string
	Logger       *slog.Logger
}

// NewServer returns a server for impl.
func NewServer(impl *Implementation, options *ServerOptions) *Server {
	var opts ServerOptions
	if options != nil {
		opts = *options
	}
	return &Server{
		impl:      impl,
		opts:      opts,
		tools:     map[string]ToolHandler{},
		prompts:   map[string]PromptHandler{},
		resources: map[string]ResourceHandler{},
	}
}

// AddPrompt adds a prompt, or replaces one with the same name.
func (s *Server) AddPrompt(p *Prompt, h PromptHandler) {
	s.prompts[p.Name] = h
}

// AddTool adds a tool with a raw handler, or replaces one with the same name.
func (s *Server) AddTool(t *Tool, h ToolHandler) {
	s.tools[t.Name] = h
}

// AddTool adds a tool with a typed handler: the input is unmarshaled and
// validated, the output becomes structured content, and an error the handler
// returns becomes an isError result.
func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {
	s.AddTool(t, func(ctx context.Context, req *CallToolRequest) (*CallToolResult, error) {
		var in In
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		res, out, err := h(ctx, req, in)
		if err != nil {
			res = &CallToolResult{}
			res.SetError(err)
			return res, nil
		}
		if res == nil {
			res = &CallToolResult{}
		}
		res.StructuredContent = out
		return res, nil
	})
}

// AddReceivingMiddleware wraps the handling of every request the server
// receives: the first middleware runs first, and each call wraps what the
// earlier ones installed.
func (s *Server) AddReceivingMiddleware(middleware ...Middleware) {
	s.middleware = append(middleware, s.middleware...)
}

// Run serves the server over t until ctx is done.
func (s *Server) Run(ctx context.Context, t Transport) error { return nil }

// Transport carries messages to and from a client.
type Transport interface{ isTransport() }

// StdioTransport serves over standard input and output.
type StdioTransport struct{}

func (*StdioTransport) isTransport() {}

// AddResource adds a resource, or replaces one with the same URI.
func (s *Server) AddResource(r *Resource, h ResourceHandler) {
	s.resources[r.URI] = h
}

// AddResourceTemplate adds a resource template, or replaces one with the
// same URI template.
func (s *Server) AddResourceTemplate(t *ResourceTemplate, h ResourceHandler) {
	s.resources[t.URITemplate] = h
}
