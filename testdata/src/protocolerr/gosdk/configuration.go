package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Indexer is a part of the server's configuration.
type Indexer struct{ readOnly bool }

// IndexServer's index is set up before any call, or never.
type IndexServer struct {
	index *Indexer
}

// registerIndexTools registers raw handlers guarded on the server's
// configuration: a part never set up is the server's failure; a flag is
// a policy the model must be told about.
func registerIndexTools(server *mcp.Server, is *IndexServer) {
	server.AddTool(&mcp.Tool{Name: "search_index", InputSchema: objectSchema}, is.Search)
	server.AddTool(&mcp.Tool{Name: "rebuild_index", InputSchema: objectSchema}, is.Rebuild)
}

func (is *IndexServer) Search(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if is.index == nil {
		return nil, errors.New("index is not configured") // Not reported: configuration.
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "found"}}}, nil
}

func (is *IndexServer) Rebuild(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if is.index == nil {
		return nil, errors.New("index is not configured") // Not reported: configuration.
	}
	if is.index.readOnly {
		return nil, errors.New("the index is read-only") // want `tool "rebuild_index" returns an error built in place as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "rebuilt"}}}, nil
}
