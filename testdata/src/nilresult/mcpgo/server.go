package mcpgo

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// newServer builds the notes server with every tool registered.
func newServer() *server.MCPServer {
	s := server.NewMCPServer("notes", "0.3.0",
		server.WithToolHandlerMiddleware(dryRunGate),
		server.WithToolHandlerMiddleware(traceCalls),
	)
	s.AddTool(mcp.NewTool("get_note", mcp.WithString("id", mcp.Required())), handleGetNote)
	s.AddTool(mcp.NewTool("find_note"), handleFindNote)
	s.AddTool(mcp.NewTool("tag_note"), mcp.NewTypedToolHandler(handleTagNote))
	s.AddTool(mcp.NewTool("note_stats"), mcp.NewStructuredToolHandler(handleNoteStats))
	s.AddTool(mcp.NewTool("pin_note"), makePinHandler(store))
	s.AddTool(mcp.NewTool("render_note"), handleRenderNote)
	s.AddTool(mcp.NewTool("summarize_note"), handleSummarizeNote)
	s.AddTaskTool(mcp.NewTool("reindex"), handleReindex)
	s.AddTools(archiveTools()...)
	registerPrompts(s)
	return s
}
