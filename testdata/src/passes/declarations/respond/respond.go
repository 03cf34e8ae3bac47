package respond // want package:`program\(codes=yes, stamps=yes, handlers=yes, envelopes=yes, sensitive=no, requires=no, returns=no\)`

// respond builds results with the contract errs declares, which
// reaches it as facts. (The package fact is reported on line 1.)

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"passes/declarations/errs"
)

// NotFound stamps every result it returns, so it is a stamp too, without a
// directive; and it builds a coded error result.
func NotFound(what string) *mcp.CallToolResult { // want NotFound:`provenance\(inferred\)` NotFound:`coded` NotFound:`error result` NotFound:`codes\(not_found\)`
	return errs.Stamp(errs.Fail(errs.NotFound, what+" not found"))
}

// notFound is called below: what a call of it reads is inferred, as for an
// exported function.
func notFound(what string) *mcp.CallToolResult { // want notFound:`provenance\(inferred\)` notFound:`coded` notFound:`error result` notFound:`codes\(not_found\)`
	return errs.Stamp(errs.Fail(errs.NotFound, what+" not found"))
}

// Missing calls notFound, and so is a coded constructor through it.
func Missing() *mcp.CallToolResult { // want Missing:`provenance\(inferred\)` Missing:`coded` Missing:`error result` Missing:`codes\(not_found\)`
	return notFound("record")
}

// handleLookup is handed around, never called: no call reads what it
// returns, so nothing is inferred, not even that it stamps.
func handleLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return errs.Stamp(errs.Fail(errs.NotFound, "lookup")), nil
}

// withStamp is handed to a server as a value, never called. A server
// reads whether its middleware stamps, but withStamp returns a closure,
// not a stamped result: only a directive declares it a stamp.
func withStamp(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		return errs.Stamp(res), err
	}
}

var handlers = []any{handleLookup, withStamp}

// reply is a method: other packages may call it, and option sets read
// methods whole, so it is asked everything though nothing here calls it.
func (s replier) reply() *mcp.CallToolResult { // want reply:`provenance\(inferred\)` reply:`coded` reply:`error result` reply:`codes\(not_found\)`
	return errs.Stamp(errs.Fail(errs.NotFound, string(s)))
}

type replier string

// Quote returns a success result whose text is drawn from an error
// result's: a string carries no isError result, so Quote is no error
// constructor.
func Quote() *mcp.CallToolResult {
	text := describe(mcp.NewToolResultError("lookup failed"))
	return mcp.NewToolResultText(text)
}

func describe(res *mcp.CallToolResult) string { return "failed" }
