package main

// The packages every service imports: the declarations, the helpers that
// build stamped error results, and the in-house framework.

const errsFile = `// Package errs declares the error vocabulary of every service.
package errs

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Code is a machine-readable error code.
//
//toolerr:codes
type Code string

// The closed set of codes.
const (
	NotFound        Code = "not_found"
	InvalidArgument Code = "invalid_argument"
	RateLimited     Code = "rate_limited"
	Internal        Code = "internal_error"
)

// ToolError is the structured payload of an error result.
//
//toolerr:envelope
type ToolError struct {
	Code      Code   ` + "`json:\"code\"`" + `
	Message   string ` + "`json:\"message\"`" + `
	RequestID string ` + "`json:\"request_id,omitempty\"`" + `
}

func (e *ToolError) Error() string { return string(e.Code) + ": " + e.Message }

type requestIDKey struct{}

// RequestID returns the id of the request ctx serves.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// Stamp records the request id on an mcp-go result.
//
//toolerr:provenance
func Stamp(ctx context.Context, res *mcpgo.CallToolResult) *mcpgo.CallToolResult {
	if res.Meta == nil {
		res.Meta = &mcpgo.Meta{}
	}
	if res.Meta.AdditionalFields == nil {
		res.Meta.AdditionalFields = make(map[string]any)
	}
	res.Meta.AdditionalFields["request_id"] = RequestID(ctx)
	return res
}

// StampResult records the request id on a go-sdk result.
//
//toolerr:provenance
func StampResult(ctx context.Context, res *gosdk.CallToolResult) *gosdk.CallToolResult {
	if res.Meta == nil {
		res.Meta = gosdk.Meta{}
	}
	res.Meta["request_id"] = RequestID(ctx)
	return res
}
`

const respondFile = `// Package respond builds the stamped error results of the services.
package respond

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"bench.example/toolsrv/errs"
)

// Fail is an mcp-go isError result carrying code and msg.
func Fail(ctx context.Context, code errs.Code, msg string) *mcpgo.CallToolResult {
	env := &errs.ToolError{Code: code, Message: msg}
	res := mcpgo.NewToolResultStructured(env, env.Error())
	res.IsError = true
	return errs.Stamp(ctx, res)
}

// FailResult is a go-sdk isError result carrying code and msg.
func FailResult(ctx context.Context, code errs.Code, msg string) *gosdk.CallToolResult {
	env := &errs.ToolError{Code: code, Message: msg}
	res := &gosdk.CallToolResult{IsError: true, StructuredContent: env, Content: []gosdk.Content{&gosdk.TextContent{Text: env.Error()}}}
	return errs.StampResult(ctx, res)
}
`

const frameFile = `// Package frame is the in-house tool framework: handlers return text or
// an error, and Add serves them through mcp-go.
package frame

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handler is a tool of the in-house framework.
//
//toolerr:handler
type Handler func(ctx context.Context, args map[string]any) (string, error)

// Add serves h as the tool name; its errors reach the client as returned.
func Add(s *server.MCPServer, name string, h Handler) {
	s.AddTool(mcpgo.NewTool(name), func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
		out, err := h(ctx, req.GetArguments())
		if err != nil {
			return nil, err
		}
		return mcpgo.NewToolResultText(out), nil
	})
}
`

const mainFile = `// Command server serves every service's tools over both SDKs.
package main

import (
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

%s)

func main() {
	ms := server.NewMCPServer("bench", "0.1.0")
	gs := gosdk.NewServer(&gosdk.Implementation{Name: "bench", Version: "0.1.0"}, nil)
%s	_ = server.ServeStdio(ms)
}
`
