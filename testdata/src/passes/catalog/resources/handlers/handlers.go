// Package handlers declares resource and prompt handlers that another
// package registers.
package handlers

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ReadSchema is registered by package remote.
func ReadSchema(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	if req.Params.URI == "" {
		return nil, mcp.ResourceNotFoundError(req.Params.URI)
	}
	return nil, errors.New("schema store down")
}

// Prompts holds prompt handlers.
type Prompts struct{}

// Explain never fails.
func (Prompts) Explain(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}
