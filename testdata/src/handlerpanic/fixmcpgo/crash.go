package fixmcpgo

import (
	"context"
	"errors"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var store = map[string]string{}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("delete_doc"), deleteDoc)
	s.AddTool(mcp.NewTool("copy_doc"), copyDoc)
	s.AddTool(mcp.NewTool("purge_docs"), purgeDocs)
	s.AddTool(mcp.NewTool("list_jobs"), listJobs)
	s.AddTool(mcp.NewTool("rename_job"), renameJob)
}

// deleteDoc: log.Fatalf and panic with a text become isError results
// carrying it; log.Fatalf's line stays in the log, as log.Printf.
func deleteDoc(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := request.GetString("id", "")
	if id == "" {
		panic("id is required") // want `tool "delete_doc" calls panic`
	}
	if _, ok := store[id]; !ok {
		log.Fatalf("no document %s", id) // want `tool "delete_doc" calls log.Fatalf`
	}
	if err := remove(id); err != nil {
		panic(err) // want `tool "delete_doc" calls panic`
	}
	return mcp.NewToolResultText("deleted " + id), nil
}

func remove(id string) error {
	if id == "locked" {
		return errors.New("document is locked")
	}
	delete(store, id)
	return nil
}

type conflict struct{ id string }

// copyDoc: no fix where statements follow the call, where the panic's
// value is no text, or where the error may be nil.
func copyDoc(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := request.GetString("id", "")
	if id == "" {
		panic("id is required") // want `tool "copy_doc" calls panic`
		id = "default"
	}
	if _, ok := store[id+"-copy"]; ok {
		panic(conflict{id}) // want `tool "copy_doc" calls panic`
	}
	err := remove(id + "-tmp")
	if id == "tmp" {
		panic(err) // want `tool "copy_doc" calls panic`
	}
	store[id+"-copy"] = store[id]
	return mcp.NewToolResultText("copied " + id), nil
}

// purgeDocs: os.Exit says nothing; a closure's return is not the
// handler's.
func purgeDocs(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(store) == 0 {
		os.Exit(1) // want `tool "purge_docs" calls os.Exit`
	}
	each := func(id string) {
		if id == "" {
			panic("empty id") // want `tool "purge_docs" calls panic`
		}
		delete(store, id)
	}
	for id := range store {
		each(id)
	}
	return mcp.NewToolResultText("purged"), nil
}
