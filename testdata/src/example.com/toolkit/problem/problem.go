// Package problem is a third-party error vocabulary, which its users cannot
// annotate: the fixtures declare it with the flag twins of the directives
// (-codes, -envelope, -provenance) instead.
package problem

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Kind classifies a failure.
type Kind int

// The kinds of failure.
const (
	KindNotFound Kind = iota + 1
	KindConflict
	KindUnavailable
)

// Detail is the structured payload of a failure.
type Detail struct {
	Kind  Kind   `json:"kind"`
	Title string `json:"title"`
	Trace string `json:"trace,omitempty"`
}

func (d *Detail) Error() string { return d.Title }

type traceKey struct{}

// Annotate records the trace id of ctx in the metadata of res, and returns
// res.
func Annotate(ctx context.Context, res *mcp.CallToolResult) *mcp.CallToolResult {
	trace, _ := ctx.Value(traceKey{}).(string)
	res.Meta = &mcp.Meta{AdditionalFields: map[string]any{"trace": trace}}
	return res
}
