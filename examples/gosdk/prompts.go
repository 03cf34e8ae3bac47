package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// indexURI names the resource that lists every indexed note.
const indexURI = "notes://index"

// summarizePrompt is a prompt handler. A prompt that cannot be built is a
// protocol error by design, so its errors are not reported.
func (lib *library) summarizePrompt(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	path := req.Params.Arguments["path"]
	data, err := os.ReadFile(filepath.Join(lib.root, path))
	if err != nil {
		return nil, err
	}
	return &mcp.GetPromptResult{
		Description: "Summarize " + path,
		Messages: []*mcp.PromptMessage{{
			Role:    "user",
			Content: &mcp.TextContent{Text: "Summarize this note:\n\n" + string(data)},
		}},
	}, nil
}

// indexResource is a resource handler; an unknown URI is meant to be a
// protocol error, so returning one is not reported.
func (lib *library) indexResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	if req.Params.URI != indexURI {
		return nil, mcp.ResourceNotFoundError(req.Params.URI)
	}
	lib.index.mu.RLock()
	paths := make([]string, 0, len(lib.index.texts))
	for path := range lib.index.texts {
		paths = append(paths, path)
	}
	lib.index.mu.RUnlock()
	slices.Sort(paths)
	return &mcp.ReadResourceResult{
		Contents: []*mcp.ResourceContents{{URI: indexURI, MIMEType: "text/plain", Text: strings.Join(paths, "\n")}},
	}, nil
}
