// Package gosdk is a user-directory MCP server built on the official go-sdk:
// the nilresult fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"encoding/json"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// User is a directory entry.
type User struct {
	Login string `json:"login"`
	Name  string `json:"name"`
}

// Directory is the user directory.
type Directory struct {
	users map[string]User
}

// Lookup returns the user with login, and whether there is one.
func (d *Directory) Lookup(ctx context.Context, login string) (User, bool) {
	u, ok := d.users[login]
	return u, ok
}

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

var objectSchema = json.RawMessage(`{"type":"object"}`)

// newServer builds the directory server with every tool registered.
func newServer(dir *Directory) *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "directory", Version: "1.1.0"}, nil)
	server.AddTool(&mcp.Tool{Name: "lookup_user", InputSchema: objectSchema}, handleLookupUser)
	server.AddTool(&mcp.Tool{Name: "whois", InputSchema: objectSchema}, dir.Whois)
	server.AddTool(&mcp.Tool{Name: "list_admins", InputSchema: objectSchema}, withDeadline(time.Second, newListAdmins(dir)))
	mcp.AddTool(server, &mcp.Tool{Name: "get_user"}, getUser)
	mcp.AddTool(server, &mcp.Tool{Name: "count_users"}, func(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, countOutput, error) {
		// Not reported: a generic handler may return a nil result with its output.
		return nil, countOutput{Count: len(dir.users)}, nil
	})
	server.AddPrompt(&mcp.Prompt{Name: "introduce"}, func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		// Not reported: a prompt handler.
		return nil, nil
	})
	server.AddResource(&mcp.Resource{URI: "directory://admins", Name: "admins"}, func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		// Not reported: a resource handler.
		return nil, nil
	})
	return server
}
