// Command gosdk serves a folder of Markdown notes over MCP on stdio. It is
// built on github.com/modelcontextprotocol/go-sdk and mixes handlers that
// toolerrlint reports with handlers it must leave alone; ../expected.txt
// lists the findings.
package main

import (
	"context"
	"encoding/json"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Input schemas of the tools served through the raw API, which publishes
// them as written.
var (
	searchSchema = json.RawMessage(`{"type":"object","properties":{"query":{"type":"string"},"limit":{"type":"integer","minimum":1}},"required":["query"]}`)
	tagSchema    = json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}}},"required":["path","tags"]}`)
	pathSchema   = json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"}},"required":["path"]}`)
	emptySchema  = json.RawMessage(`{"type":"object"}`)
	pinSchema    = json.RawMessage(`{"type":"object","properties":{"path":{"type":"string"},"pinned":{"type":"boolean"}},"required":["path","pinned"]}`)
)

func main() {
	if err := newServer("notes").Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

// newServer builds the server of the notes under root.
func newServer(root string) *mcp.Server {
	lib := newLibrary(root)
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "0.1.0"}, nil)

	mcp.AddTool(s, &mcp.Tool{Name: "get_note", Description: "Read a note."}, lib.getNote)
	mcp.AddTool(s, &mcp.Tool{Name: "list_notes", Description: "List the notes."}, lib.listNotes)
	mcp.AddTool(s, &mcp.Tool{Name: "rename_note", Description: "Rename a note."}, lib.renameNote)
	mcp.AddTool(s, &mcp.Tool{Name: "backup_note", Description: "Back a note up."}, lib.backupNote)
	mcp.AddTool(s, &mcp.Tool{Name: "restore_note", Description: "Restore a note from its backup."}, lib.restoreNote)
	s.AddTool(&mcp.Tool{Name: "search_notes", Description: "Search the notes.", InputSchema: searchSchema}, lib.searchTool)
	s.AddTool(&mcp.Tool{Name: "tag_note", Description: "Tag a note.", InputSchema: tagSchema}, lib.tagNote)
	s.AddTool(&mcp.Tool{Name: "note_stats", Description: "Size and age of a note.", InputSchema: pathSchema}, noteStats(lib.root))
	s.AddTool(&mcp.Tool{Name: "reindex", Description: "Rebuild the search index.", InputSchema: emptySchema}, lib.reindex)
	s.AddTool(&mcp.Tool{Name: "restart", Description: "Restart the server.", InputSchema: emptySchema}, restart)
	s.AddTool(&mcp.Tool{Name: "pin_note", Description: "Pin or unpin a note.", InputSchema: pinSchema}, lib.pinNote)
	s.AddTool(&mcp.Tool{Name: "archive_note", Description: "Archive a note.", InputSchema: pathSchema}, lib.archiveNote)

	s.AddPrompt(&mcp.Prompt{
		Name:        "summarize_note",
		Description: "Summarize a note.",
		Arguments:   []*mcp.PromptArgument{{Name: "path", Required: true}},
	}, lib.summarizePrompt)
	s.AddResource(&mcp.Resource{URI: indexURI, Name: "index", MIMEType: "text/plain"}, lib.indexResource)
	s.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: notesTemplate + "{path}", Name: "note", MIMEType: "text/markdown"}, lib.noteResource)
	s.AddReceivingMiddleware(quota(&dailyBudget{limit: 10000}))
	return s
}
