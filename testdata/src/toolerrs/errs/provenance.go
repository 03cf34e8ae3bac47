package errs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type requestIDKey struct{}

// WithRequestID returns ctx serving the request id.
func WithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

// RequestID returns the id of the request ctx serves, "" when it serves
// none.
func RequestID(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}

// Stamp records the id of the request ctx serves in the metadata of res,
// and returns res.
//
//toolerr:provenance
func Stamp(ctx context.Context, res *mcp.CallToolResult) *mcp.CallToolResult {
	if res.Meta == nil {
		res.Meta = &mcp.Meta{AdditionalFields: map[string]any{}}
	}
	res.Meta.AdditionalFields["request_id"] = RequestID(ctx)
	return res
}

// WithProvenance serves next with every error result it returns stamped.
//
//toolerr:provenance
func WithProvenance(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err == nil && res != nil && res.IsError {
			return Stamp(ctx, res), nil
		}
		return res, err
	}
}
