package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const maintenanceFile = "/etc/tracker/maintenance"

// triageTools are the tools of the triage bot.
func triageTools(c *Client) []server.ServerTool {
	return []server.ServerTool{
		{
			Tool:    mcp.NewTool("lock_issue", mcp.WithNumber("number", mcp.Required())),
			Handler: handleLockIssue,
		},
		{
			Tool: mcp.Tool{Name: "reopen_issue", Description: "Reopen a closed issue"},
			Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				number, err := request.RequireFloat("number")
				if err != nil {
					return nil, err // want `tool "reopen_issue" returns an argument-binding failure from RequireFloat as a protocol error \(-32603\)`
				}
				if err := c.ReopenIssue(ctx, request.GetString("repo", ""), int(number)); err != nil {
					return mcp.NewToolResultErrorFromErr("reopen failed", err), nil
				}
				return mcp.NewToolResultText("reopened"), nil
			},
		},
	}
}

func handleLockIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	confirm, err := request.RequireBool("confirm")
	if err != nil {
		return nil, err // want `tool "lock_issue" returns an argument-binding failure from RequireBool as a protocol error \(-32603\)`
	}
	if !confirm {
		return mcp.NewToolResultError("locking needs confirm=true"), nil
	}
	if err := tracker.LockIssue(ctx, request.GetString("repo", ""), request.GetInt("number", 0)); err != nil {
		return nil, err // want `tool "lock_issue" returns an error from downstream call Client.LockIssue as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("locked"), nil
}

// registerLabelTools registers the label tools from a table keyed by tool
// name.
func registerLabelTools(s *server.MCPServer, c *Client) {
	handlers := map[string]server.ToolHandlerFunc{
		"add_label": func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			label, err := request.RequireString("label")
			if err != nil {
				return nil, err // want `tool "add_label" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
			}
			if err := c.AddLabel(ctx, request.GetString("repo", ""), request.GetInt("number", 0), label); err != nil {
				return mcp.NewToolResultErrorFromErr("cannot add label", err), nil
			}
			return mcp.NewToolResultText("labelled"), nil
		},
		"clear_labels": func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			numbers, err := request.RequireStringSlice("issues")
			if err != nil {
				return nil, err // want `tool "clear_labels" returns an argument-binding failure from RequireStringSlice as a protocol error \(-32603\)`
			}
			for _, n := range numbers {
				if err := c.ClearLabels(ctx, request.GetString("repo", ""), n); err != nil {
					return mcp.NewToolResultErrorf("cannot clear labels of #%s: %v", n, err), nil
				}
			}
			return mcp.NewToolResultText("cleared"), nil
		},
	}
	for name, handler := range handlers {
		s.AddTool(mcp.NewTool(name), handler)
	}
}

// enterMaintenance replaces the tool set with the read-only tools.
func enterMaintenance(s *server.MCPServer) {
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("maintenance_status"), Handler: handleMaintenanceStatus})
}

func handleMaintenanceStatus(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	status, err := os.ReadFile(maintenanceFile)
	if err != nil {
		return nil, fmt.Errorf("read maintenance status: %w", err) // want `tool "maintenance_status" returns a wrapped error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(string(status)), nil
}

// loadDrafts reads the saved comment drafts of a user.
func loadDrafts(user string) ([]string, error) {
	data, err := os.ReadFile(filepath.Join("/var/lib/tracker/drafts", filepath.Base(user)))
	if err != nil {
		return nil, err
	}
	return strings.Split(string(data), "\n---\n"), nil
}

// grantSessionTools gives a signed-in session its private tools.
func grantSessionTools(s *server.MCPServer, sessionID, user string) error {
	err := s.AddSessionTool(sessionID, mcp.NewTool("whoami"), func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if user == "" {
			return nil, errors.New("session is not signed in") // want `tool "whoami" returns an error built in place as a protocol error \(-32603\)`
		}
		return mcp.NewToolResultText(user), nil
	})
	if err != nil {
		// Not reported: grantSessionTools is not a handler.
		return err
	}
	return s.AddSessionTools(sessionID, server.ServerTool{
		Tool: mcp.NewTool("my_drafts"),
		Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			drafts, err := loadDrafts(user)
			if err != nil {
				return nil, err // want `tool "my_drafts" returns an error from downstream call loadDrafts as a protocol error \(-32603\)`
			}
			return mcp.NewToolResultText(fmt.Sprint(drafts)), nil
		},
	})
}
