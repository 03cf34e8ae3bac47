// Package gosdk is a file-access MCP server built on the official go-sdk:
// the protocolerr fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"errors"
	"path/filepath"
	"regexp"
	"strings"
)

// FileServer serves the files under root.
type FileServer struct {
	root string
}

// resolve maps a client path to a path under the root.
func (fs *FileServer) resolve(p string) (string, error) {
	full := filepath.Join(fs.root, filepath.Clean("/"+p))
	if !strings.HasPrefix(full, fs.root) {
		return "", errors.New("path escapes the root")
	}
	return full, nil
}

// Quota limits how much a client may write.
type Quota struct {
	left int
	// RejectCode is the JSON-RPC code the operator wants for a full quota.
	RejectCode int64
}

// Allow reports whether n more bytes fit.
func (q *Quota) Allow(n int) bool { return n <= q.left }

// Index is the full-text index.
type Index struct {
	dir string
}

// Query returns the files matching q.
func (ix *Index) Query(ctx context.Context, q string, limit int) ([]string, error) {
	return nil, nil
}

// Reopen reopens the index files after a crash. A failure is an outage of
// this server, not something the model can fix.
//
//toolerr:infra
func (ix *Index) Reopen() error { return nil }

// CorruptIndexError reports a damaged index segment; operators must act.
//
//toolerr:infra
type CorruptIndexError struct {
	Segment string
}

func (e *CorruptIndexError) Error() string { return "index segment " + e.Segment + " is corrupt" }

// grepFiles returns the lines under dir that match re.
func grepFiles(ctx context.Context, re *regexp.Regexp, dir string) ([]string, error) {
	return nil, nil
}

var index = &Index{dir: "/var/lib/files/index"}
