// Package resources registers resources, resource templates and prompts:
// every error their handlers return is a protocol error, and the catalog
// lists each with the codes it is sent with.
package resources

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const readmeURI = "docs://readme"

var errMissing = errors.New("missing")

func registerMCPGo(s *server.MCPServer, remote server.PromptHandlerFunc) {
	s.AddResource(mcp.NewResource(readmeURI, "README"), func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { // want `served resource docs://readme: handler=passes/catalog/resources.registerMCPGo.func1 codes=\[-32603\] framework=mcp-go`
		if req.Params.URI == "" {
			return nil, errMissing
		}
		return []mcp.ResourceContents{mcp.TextResourceContents{URI: readmeURI, Text: "hi"}}, nil
	})
	s.AddResource(mcp.Resource{URI: "docs://static", Name: "static"}, readStatic)
	tmpl := mcp.NewResourceTemplate("issues://{id}", "issue")
	s.AddResourceTemplate(tmpl, readIssue)
	s.AddPrompt(mcp.NewPrompt("summarize"), summarize)
	s.AddPrompt(mcp.NewPrompt("remote_prompt"), remote)
}

// readStatic never fails: no protocol code.
func readStatic(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { // want `served resource docs://static: handler=passes/catalog/resources.readStatic codes=\[\] framework=mcp-go`
	return []mcp.ResourceContents{mcp.TextResourceContents{URI: "docs://static", Text: "static"}}, nil
}

// readIssue passes on what another function returns.
func readIssue(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { // want `served resource template issues://{id}: handler=passes/catalog/resources.readIssue codes=\[-32603\] framework=mcp-go`
	return fetchIssue(ctx, req.Params.URI)
}

func fetchIssue(ctx context.Context, uri string) ([]mcp.ResourceContents, error) {
	return nil, errMissing
}

func summarize(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) { // want `served prompt summarize: handler=passes/catalog/resources.summarize codes=\[-32603\] framework=mcp-go`
	if req.Params.Name == "" {
		return nil, errMissing
	}
	return &mcp.GetPromptResult{}, nil
}

func registerFromFactory(s *server.MCPServer) {
	s.AddResourceTemplate(userResource("users"))
}

// userResource returns a template and its handler, as servers that keep
// both in one file do.
func userResource(prefix string) (mcp.ResourceTemplate, server.ResourceTemplateHandlerFunc) {
	return mcp.NewResourceTemplate(prefix+"://{id}", "user"),
		func(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { // want `served resource template : handler=passes/catalog/resources.userResource.func1 codes=\[-32603\] framework=mcp-go`
			return nil, errMissing
		}
}

func registerFixedFromFactory(s *server.MCPServer) {
	s.AddResourceTemplate(teamResource())
}

func teamResource() (mcp.ResourceTemplate, server.ResourceTemplateHandlerFunc) {
	return mcp.NewResourceTemplate("teams://{id}", "team"), readTeam
}

func readTeam(ctx context.Context, req mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) { // want `served resource template teams://{id}: handler=passes/catalog/resources.readTeam codes=\[\] framework=mcp-go`
	return nil, nil
}
