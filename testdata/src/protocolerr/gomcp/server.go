// Package gomcp is a bookmarks MCP server built on ThinkInAIXYZ/go-mcp: the
// protocolerr fixtures for its handlers, whose returned errors the server
// answers with a -32603 protocol error.
package gomcp

import (
	"context"
	"errors"
	"fmt"

	"github.com/ThinkInAIXYZ/go-mcp/client"
	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

// Bookmark is a stored link.
type Bookmark struct{ URL, Title string }

// Store holds the bookmarks.
type Store struct{ marks map[string]Bookmark }

// Get returns the bookmark with id.
func (s *Store) Get(ctx context.Context, id string) (Bookmark, error) {
	b, ok := s.marks[id]
	if !ok {
		return Bookmark{}, fmt.Errorf("no bookmark %q", id)
	}
	return b, nil
}

var store = &Store{marks: map[string]Bookmark{}}

type getArgs struct {
	ID string `json:"id"`
}

func text(s string) []protocol.Content {
	return []protocol.Content{&protocol.TextContent{Type: "text", Text: s}}
}

func newServer() (*server.Server, error) {
	s, err := server.NewServer(nil)
	if err != nil {
		return nil, err
	}
	tool, err := protocol.NewTool("get_bookmark", "Get a bookmark", getArgs{})
	if err != nil {
		return nil, err
	}
	s.RegisterTool(tool, handleGetBookmark)
	s.RegisterTool(protocol.NewToolWithRawSchema("title_of", "Title of a bookmark", nil), handleTitleOf)
	s.RegisterTool(&protocol.Tool{Name: "open_bookmark"}, func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
		id, ok := req.Arguments["id"].(string)
		if !ok {
			return nil, errors.New("id is required") // want `tool "open_bookmark" returns an error built in place as a protocol error`
		}
		if _, err := store.Get(ctx, id); err != nil {
			return protocol.NewCallToolResult(text(err.Error()), true), nil // Not reported: an isError result.
		}
		return protocol.NewCallToolResult(text("opened"), false), nil
	})
	s.RegisterTool(&protocol.Tool{Name: "cancel_bookmark"}, func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
		if err := ctx.Err(); err != nil {
			return nil, err // Not reported: context cancellation.
		}
		return &protocol.CallToolResult{Content: text("ok")}, nil
	})
	return s, nil
}

func handleGetBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var args getArgs
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &args); err != nil {
		return nil, err // want `tool "get_bookmark" returns an argument-binding failure from VerifyAndUnmarshal as a protocol error \(-32603\)`
	}
	b, err := store.Get(ctx, args.ID)
	if err != nil {
		return nil, fmt.Errorf("get bookmark: %w", err) // want `tool "get_bookmark" returns .* as a protocol error`
	}
	return protocol.NewCallToolResult(text(b.URL), false), nil
}

func handleTitleOf(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	id, _ := req.Arguments["id"].(string)
	b, err := store.Get(ctx, id)
	if err != nil {
		// Not reported: an isError result, as a literal.
		return &protocol.CallToolResult{IsError: true, Content: text(err.Error())}, nil
	}
	return protocol.NewCallToolResult(text(b.Title), false), nil
}

// relay calls a remote server's tool: a client, not a handler.
func relay(ctx context.Context, c *client.Client, id string) (string, error) {
	res, err := c.CallTool(ctx, protocol.NewCallToolRequest("get_bookmark", map[string]interface{}{"id": id}))
	if err != nil {
		return "", err // Not reported: not a handler.
	}
	return fmt.Sprint(res.Content), nil
}
