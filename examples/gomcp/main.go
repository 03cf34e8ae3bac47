// Command gomcp is a bookmarks MCP server on github.com/ThinkInAIXYZ/go-mcp,
// whose server answers a returned error with a -32603 protocol error and a
// nil result with a null one.
package main

import (
	"context"
	"fmt"
	"log"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
	"github.com/ThinkInAIXYZ/go-mcp/transport"
)

type bookmark struct{ URL, Title string }

var bookmarks = map[string]bookmark{
	"go": {URL: "https://go.dev", Title: "The Go Programming Language"},
}

type getArgs struct {
	ID string `json:"id" description:"bookmark id" required:"true"`
}

func text(s string) []protocol.Content {
	return []protocol.Content{&protocol.TextContent{Type: "text", Text: s}}
}

func getBookmark(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var args getArgs
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &args); err != nil {
		return nil, err
	}
	b, ok := bookmarks[args.ID]
	if !ok {
		return nil, fmt.Errorf("no bookmark %q", args.ID)
	}
	return protocol.NewCallToolResult(text(b.URL), false), nil
}

func titleOf(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	id, ok := req.Arguments["id"].(string)
	if !ok {
		return protocol.NewCallToolResult(text("id must be a string"), true), nil
	}
	b, ok := bookmarks[id]
	if !ok {
		return nil, nil
	}
	return protocol.NewCallToolResult(text(b.Title), false), nil
}

func main() {
	s, err := server.NewServer(transport.NewStdioServerTransport())
	if err != nil {
		log.Fatal(err)
	}
	get, err := protocol.NewTool("get_bookmark", "Get a bookmark's URL", getArgs{})
	if err != nil {
		log.Fatal(err)
	}
	s.RegisterTool(get, getBookmark)
	title, err := protocol.NewTool("bookmark_title", "Get a bookmark's title", getArgs{})
	if err != nil {
		log.Fatal(err)
	}
	s.RegisterTool(title, titleOf)
	if err := s.Run(); err != nil {
		log.Fatal(err)
	}
}
