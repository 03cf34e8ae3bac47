package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type getNoteInput struct {
	Path string `json:"path" jsonschema:"path of the note in the notes folder"`
}

type note struct {
	Path string `json:"path"`
	Text string `json:"text"`
}

// getNote is a typed handler, whose plain errors the SDK turns into isError
// results. A *jsonrpc.Error is the exception: the SDK sends it as is, so the
// model never learns that the note does not exist.
func (lib *library) getNote(ctx context.Context, req *mcp.CallToolRequest, in getNoteInput) (*mcp.CallToolResult, note, error) {
	if !lib.index.Has(in.Path) {
		return nil, note{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no note at " + in.Path}
	}
	data, err := os.ReadFile(filepath.Join(lib.root, in.Path))
	if err != nil {
		return nil, note{}, fmt.Errorf("read %s: %w", in.Path, err)
	}
	return nil, note{Path: in.Path, Text: string(data)}, nil
}

type listNotesInput struct {
	Order string `json:"order,omitempty" jsonschema:"name (the default) or modified"`
}

type noteList struct {
	Paths []string `json:"paths"`
}

// listNotes panics on an order it does not know, which takes the whole
// server down for one bad argument.
func (lib *library) listNotes(ctx context.Context, req *mcp.CallToolRequest, in listNotesInput) (*mcp.CallToolResult, noteList, error) {
	entries, err := os.ReadDir(lib.root)
	if err != nil {
		return nil, noteList{}, err
	}
	switch in.Order {
	case "", "name":
		// os.ReadDir sorts by name.
	case "modified":
		slices.SortFunc(entries, func(a, b os.DirEntry) int { return modTime(a).Compare(modTime(b)) })
	default:
		panic(fmt.Sprintf("unknown order %q", in.Order))
	}
	var list noteList
	for _, entry := range entries {
		list.Paths = append(list.Paths, entry.Name())
	}
	return nil, list, nil
}

func modTime(entry os.DirEntry) time.Time {
	info, err := entry.Info()
	if err != nil {
		return time.Time{}
	}
	return info.ModTime()
}

type renameNoteInput struct {
	From string `json:"from"`
	To   string `json:"to"`
}

type renamed struct {
	Path string `json:"path"`
}

// renameNote returns plain errors from a typed handler: the SDK sends them
// to the model as isError results, so nothing here is reported.
func (lib *library) renameNote(ctx context.Context, req *mcp.CallToolRequest, in renameNoteInput) (*mcp.CallToolResult, renamed, error) {
	if filepath.Ext(in.To) != ".md" {
		return nil, renamed{}, fmt.Errorf("new name %q must end in .md", in.To)
	}
	if err := os.Rename(filepath.Join(lib.root, in.From), filepath.Join(lib.root, in.To)); err != nil {
		return nil, renamed{}, err
	}
	return nil, renamed{Path: in.To}, nil
}
