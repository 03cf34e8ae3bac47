// Package mcpgo is a notes MCP server built on mcp-go: the nilresult
// fixtures for mcp-go handlers.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// Note is a stored note.
type Note struct {
	ID   string
	Body string
	Tags []string
}

// Store holds the notes.
type Store struct {
	notes map[string]*Note
}

// Get returns the note with id; found is false if there is none.
func (s *Store) Get(ctx context.Context, id string) (note *Note, found bool, err error) {
	if err := ctx.Err(); err != nil {
		return nil, false, fmt.Errorf("get %s: %w", id, err)
	}
	n, ok := s.notes[id]
	return n, ok, nil
}

// Pin pins a note; it returns false if the note was already pinned.
func (s *Store) Pin(ctx context.Context, id string) (bool, error) { return true, nil }

// Archive archives a note.
func (s *Store) Archive(ctx context.Context, id string) error {
	if strings.TrimSpace(id) == "" {
		return errors.New("empty id")
	}
	return nil
}

var store = &Store{notes: map[string]*Note{}}

// Check reports whether the store may take another note.
func (s *Store) Check(ctx context.Context) error {
	if len(s.notes) >= 100 {
		return &QuotaError{Limit: 100}
	}
	return nil
}
