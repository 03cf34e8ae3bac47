package gosdk

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// SearchIndex passes on the damage errors.As found in the index's error:
// its type is declared infrastructure. Any other failure of the query is
// the model's to read.
func (fs *FileServer) SearchIndex(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits, err := queryIndex(ctx, index, "todo")
	var corrupt *CorruptIndexError
	switch {
	case errors.As(err, &corrupt):
		return nil, corrupt
	case err != nil:
		return nil, err // want `tool "search_index" returns an error from downstream call queryIndex as a protocol error \(code 0\)`
	}
	return text(strings.Join(hits, "\n")), nil
}

// queryIndex queries the index, whose segments may be damaged.
func queryIndex(ctx context.Context, ix *Index, q string) ([]string, error) {
	if q == "" {
		return nil, errors.New("empty query")
	}
	if strings.ContainsRune(q, 0) {
		return nil, &CorruptIndexError{Segment: ix.dir}
	}
	return ix.Query(ctx, q, 10)
}
