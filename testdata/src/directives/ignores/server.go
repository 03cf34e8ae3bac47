// Package ignores holds the directives rule's fixtures for
// //toolerr:ignore: ignores that silence a finding of each rule they name
// are not reported; ignores that silence nothing, give no reason or name
// no rule they can silence are.
package ignores

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("files", "1.0.0")
	s.AddTool(mcp.NewTool("read_file"), handleReadFile)
	s.AddTool(mcp.NewTool("stat_file"), handleStatFile)
	s.AddTool(mcp.NewTool("tail_file"), handleTailFile)
	s.AddTool(mcp.NewTool("list_files"), handleListFiles)
	return s
}

var _ = newServer
