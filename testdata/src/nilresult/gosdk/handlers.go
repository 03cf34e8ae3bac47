package gosdk

import (
	"context"
	"encoding/json"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var directory = &Directory{users: map[string]User{}}

func handleLookupUser(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Login string `json:"login"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil
	}
	u, ok := directory.Lookup(ctx, args.Login)
	if !ok {
		return nil, nil // want `tool "lookup_user" returns a nil result and a nil error, which crashes the server for clients of protocol 2026-07-28 \(older clients receive "result": null\); return a result`
	}
	return text(u.Name), nil
}

func (d *Directory) Whois(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	for _, u := range d.users {
		if strings.EqualFold(u.Name, args.Name) {
			return text(u.Login), nil
		}
	}
	return nil, nil // want `tool "whois" returns a nil result and a nil error`
}

// newListAdmins returns the list_admins handler for dir.
func newListAdmins(dir *Directory) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var admins []string
		for login := range dir.users {
			if strings.HasPrefix(login, "admin-") {
				admins = append(admins, login)
			}
		}
		if len(admins) == 0 {
			return nil, nil // want `tool "list_admins" returns a nil result and a nil error`
		}
		return text(strings.Join(admins, ", ")), nil
	}
}

// withDeadline bounds the run time of a raw handler.
func withDeadline(d time.Duration, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, d)
		defer cancel()
		// Not reported: h's result passed on unchanged.
		return h(ctx, req)
	}
}

type getUserInput struct {
	Login string `json:"login"`
}

type countOutput struct {
	Count int `json:"count"`
}

func getUser(ctx context.Context, req *mcp.CallToolRequest, in getUserInput) (*mcp.CallToolResult, User, error) {
	u, ok := directory.Lookup(ctx, in.Login)
	if !ok {
		// Not reported: a generic handler; the SDK builds the result.
		return nil, User{}, nil
	}
	return nil, u, nil
}

// HandlePing is registered by the health package; here it is never called,
// so it is taken as a handler.
func HandlePing(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if ctx.Err() != nil {
		// Not reported: the context's error is not nil here.
		return nil, ctx.Err()
	}
	if len(directory.users) == 0 {
		return nil, nil // want `handler HandlePing returns a nil result and a nil error`
	}
	if len(directory.users) > 1e6 {
		return nil, nil //nolint:toolerrlint // the health checker only looks at the status
	}
	return text("pong"), nil
}
