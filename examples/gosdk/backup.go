package main

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// backupStore writes copies of the notes to a mounted volume.
type backupStore struct {
	dir string
}

// write copies one note. Its errors name the volume and its mount.
//
//toolerr:sensitive
func (b *backupStore) write(name string, data []byte) error {
	return os.WriteFile(b.dir+"/"+name, data, 0o600)
}

type backupInput struct {
	Path string `json:"path" jsonschema:"the note to back up"`
}

type backupOutput struct {
	Bytes int `json:"bytes"`
}

// backupNote is a typed handler: the SDK turns the error it returns into
// an isError result holding its text. Reported: that text is the volume's.
func (l *library) backupNote(ctx context.Context, req *mcp.CallToolRequest, in backupInput) (*mcp.CallToolResult, backupOutput, error) {
	data, err := os.ReadFile(l.root + "/" + in.Path)
	if err != nil {
		return nil, backupOutput{}, fmt.Errorf("no note %q", in.Path)
	}
	if err := (&backupStore{dir: "/mnt/backup"}).write(in.Path, data); err != nil {
		return nil, backupOutput{}, fmt.Errorf("backup of %s failed: %w", in.Path, err)
	}
	return nil, backupOutput{Bytes: len(data)}, nil
}

// restoreNote logs what the volume said, and tells the model what it can
// do. Not reported.
func (l *library) restoreNote(ctx context.Context, req *mcp.CallToolRequest, in backupInput) (*mcp.CallToolResult, backupOutput, error) {
	if err := (&backupStore{dir: l.root}).write(in.Path, nil); err != nil {
		log.Printf("restore of %s: %v", in.Path, err)
		return nil, backupOutput{}, fmt.Errorf("the backup volume is unavailable; retry later")
	}
	return nil, backupOutput{}, nil
}
