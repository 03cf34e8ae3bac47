// Package callbacks holds handlers that set their result inside a closure
// a client's method runs, on each SDK: the nilresult fixtures of results
// whose nil-ness is the callee's contract.
package callbacks

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// vaultClient runs a function with a session open; Run returns nil only
// after fn returned nil. Its contract is not visible from the handlers.
type vaultClient struct{}

func (vaultClient) Run(ctx context.Context, fn func(ctx context.Context) error) error {
	return fn(ctx)
}

var vault vaultClient

var errSealed = errors.New("vault is sealed")

func newServer() *server.MCPServer {
	s := server.NewMCPServer("vault", "1.0.0")
	s.AddTool(mcp.NewTool("read_secret"), handleReadSecret)
	s.AddTool(mcp.NewTool("list_secrets"), handleListSecrets)
	s.AddTool(mcp.NewTool("seal_status"), handleSealStatus)
	s.AddTool(mcp.NewTool("unseal"), handleUnseal)
	s.AddTool(mcp.NewTool("rotate"), handleRotate)
	return s
}

// handleReadSecret sets its result inside the callback the client runs:
// not reported, whether Run ran it is Run's contract.
func handleReadSecret(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error {
		res = mcp.NewToolResultText("s3cr3t")
		return nil
	}); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

// handleListSecrets runs the callback as a statement of its own, and sets
// the result in a closure nested in it: not reported.
func handleListSecrets(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	err := vault.Run(ctx, func(ctx context.Context) error {
		return vault.Run(ctx, func(context.Context) error {
			res = mcp.NewToolResultText("a, b")
			return nil
		})
	})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}

// handleSealStatus's callback sets nothing but nil: reported.
func handleSealStatus(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error {
		res = nil
		return nil
	}); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil // want `tool "seal_status" returns a nil result and a nil error`
}

// handleUnseal sets its result in a closure that runs only after the
// return: reported.
func handleUnseal(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	defer func() {
		res = mcp.NewToolResultText("unsealed")
	}()
	go func() {
		res = mcp.NewToolResultText("unsealing")
	}()
	return res, nil // want `tool "unseal" returns a nil result and a nil error`
}

// handleRotate builds a closure that sets the result, but nothing runs it
// before the return: reported.
func handleRotate(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	later := func() {
		res = mcp.NewToolResultText("rotated")
	}
	_ = later
	return res, nil // want `tool "rotate" returns a nil result and a nil error`
}
