package mcpgo

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

func (c *Client) DeleteBranch(ctx context.Context, repo, branch string) error {
	return c.do(ctx, http.MethodDelete, "/repos/"+repo+"/branches/"+branch, nil, nil)
}

func (c *Client) MergeBranch(ctx context.Context, repo, branch string) error {
	return c.do(ctx, http.MethodPost, "/repos/"+repo+"/merges", map[string]string{"head": branch}, nil)
}

func (c *Client) ProtectBranch(ctx context.Context, repo, branch string) error {
	return c.do(ctx, http.MethodPut, "/repos/"+repo+"/branches/"+branch+"/protection", nil, nil)
}

func handleDeleteBranch(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return nil, err //nolint:toolerrlint // the gateway validates arguments first
	}
	branch, err := request.RequireString("branch")
	if err != nil {
		return nil, err //nolint:errcheck,toolerrlint
	}
	if branch == "main" {
		return nil, fmt.Errorf("refusing to delete %s", branch) //nolint
	}
	if err := tracker.ProtectBranch(ctx, repo, branch); err != nil {
		//toolerr:ignore protocolerr the gateway retries this call on a protocol error
		return nil, err
	}
	if err := tracker.DeleteBranch(ctx, repo, branch); err != nil {
		return nil, err //toolerr:ignore nilresult,protocolerr the gateway retries this call on a protocol error
	}
	return mcp.NewToolResultText("deleted " + branch), nil
}

func handleMergeBranch(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repo, err := request.RequireString("repo")
	if err != nil {
		return nil, err //nolint:errcheck // want `tool "merge_branch" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	branch, err := request.RequireString("branch")
	if err != nil {
		//toolerr:ignore nilresult this names another rule, so the finding below stays
		return nil, err // want `tool "merge_branch" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	if err := tracker.MergeBranch(ctx, repo, branch); err != nil {
		return nil, err // want `tool "merge_branch" returns an error from downstream call Client.MergeBranch as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("merged " + branch), nil
}
