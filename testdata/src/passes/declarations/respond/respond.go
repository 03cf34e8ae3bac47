package respond // want package:`program\(codes=yes, stamps=yes, handlers=yes, envelopes=yes, sensitive=no\)`

// respond builds results with the contract errs declares, which
// reaches it as facts. (The package fact is reported on line 1.)

import (
	"github.com/mark3labs/mcp-go/mcp"

	"passes/declarations/errs"
)

// NotFound stamps every result it returns, so it is a stamp too, without a
// directive; and it builds a coded error result.
func NotFound(what string) *mcp.CallToolResult { // want NotFound:`provenance\(inferred\)` NotFound:`coded` NotFound:`error result` NotFound:`codes\(not_found\)`
	return errs.Stamp(errs.Fail(errs.NotFound, what+" not found"))
}
