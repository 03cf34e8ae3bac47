package respond // want package:`program\(codes=yes, stamps=yes, handlers=yes, envelopes=yes, sensitive=no\)`

// respond builds results with the contract errs declares, which
// reaches it as facts. (The package fact is reported on line 1.)

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

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
// returns, so only its stamp, which a server reads of its middleware, is
// inferred.
func handleLookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want handleLookup:`provenance\(inferred\)`
	return errs.Stamp(errs.Fail(errs.NotFound, "lookup")), nil
}

var handlers = []any{handleLookup}

// reply is a method: other packages may call it, and option sets read
// methods whole, so it is asked everything though nothing here calls it.
func (s replier) reply() *mcp.CallToolResult { // want reply:`provenance\(inferred\)` reply:`coded` reply:`error result` reply:`codes\(not_found\)`
	return errs.Stamp(errs.Fail(errs.NotFound, string(s)))
}

type replier string
