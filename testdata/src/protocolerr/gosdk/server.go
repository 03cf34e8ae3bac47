package gosdk

import (
	"context"
	"encoding/json"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var objectSchema = json.RawMessage(`{"type":"object"}`)

// newServer builds the file server with every tool registered.
func newServer(root string, quota *Quota) *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "files", Version: "0.9.0"}, nil)
	fs := &FileServer{root: root}

	server.AddTool(&mcp.Tool{Name: "read_file", Description: "Read a file", InputSchema: objectSchema}, fs.ReadFile)
	server.AddTool(&mcp.Tool{Name: "write_file", InputSchema: objectSchema}, newWriteFileHandler(root, quota))
	server.AddTool(&mcp.Tool{Name: "delete_file", InputSchema: objectSchema}, handleDeleteFile)
	server.AddTool(&mcp.Tool{Name: "list_dir", InputSchema: objectSchema}, withTimeout(10*time.Second, handleListDir))
	server.AddTool(&mcp.Tool{Name: "reindex", InputSchema: objectSchema}, handleReindex)
	server.AddTool(&mcp.Tool{Name: "search_index", InputSchema: objectSchema}, fs.SearchIndex)
	server.AddTool(&mcp.Tool{Name: "grep_text", InputSchema: objectSchema}, grepText)
	server.AddTool(&mcp.Tool{Name: "move_file", InputSchema: objectSchema}, handleMoveFile)
	server.AddTool(&mcp.Tool{Name: "stat_file", InputSchema: objectSchema}, handleStatFile)
	registerDispatch(server)

	mcp.AddTool(server, &mcp.Tool{Name: "search", Description: "Search file contents"}, search)
	mcp.AddTool(server, &mcp.Tool{Name: "grep"}, grep)
	mcp.AddTool(server, &mcp.Tool{Name: "stat"}, func(ctx context.Context, req *mcp.CallToolRequest, in statInput) (*mcp.CallToolResult, statOutput, error) {
		info, err := os.Stat(in.Path)
		if err != nil {
			// Not reported: a generic handler's error becomes an isError result.
			return nil, statOutput{}, err
		}
		return nil, statOutput{Size: info.Size()}, nil
	})

	registerPrompts(server)
	return server
}
