package rpccodes

// The JSON-RPC error codes of the protocol, as the MCP revision the rule
// holds servers to partitions them. The next revision is an edit of this
// file.

// Revision is the MCP revision whose partition of the codes the rule
// applies.
const Revision = "2026-07-28"

// A Defined code is one a server may send: a standard JSON-RPC code, or
// one the MCP specification defines in the range it reserves.
type Defined struct {
	Code int64
	Name string
	// Revision is the MCP revision that defines it; "JSON-RPC 2.0" for the
	// standard codes.
	Revision string
}

// Defined lists the codes a server may send inside the JSON-RPC reserved
// range.
var defined = []Defined{
	{-32700, "parse error", "JSON-RPC 2.0"},
	{-32600, "invalid request", "JSON-RPC 2.0"},
	{-32601, "method not found", "JSON-RPC 2.0"},
	{-32602, "invalid params", "JSON-RPC 2.0"},
	{-32603, "internal error", "JSON-RPC 2.0"},
	{-32020, "header mismatch", "2026-07-28"},
	{-32021, "missing required client capabilities", "2026-07-28"},
	{-32022, "unsupported protocol version", "2026-07-28"},
	// Defined by 2025-11-25 (SEP-1036); go-sdk and mcp-go still send it
	// to clients of that revision.
	{-32042, "URL elicitation required", "2025-11-25"},
}

// A Withdrawn code is one the specification defined and no longer sends:
// Use is the code that replaces it.
type Withdrawn struct {
	Code     int64
	Name     string
	Revision string // the revision that withdrew it
	Use      int64
}

var withdrawn = []Withdrawn{
	// SEP-2164: a resource that does not exist is invalid params.
	{-32002, "resource not found", "2026-07-28", -32602},
}

// The ranges, inclusive.
const (
	// jsonrpcLow..jsonrpcHigh is reserved by JSON-RPC 2.0 for
	// pre-defined errors: no application code belongs there.
	jsonrpcLow, jsonrpcHigh = -32768, -32000
	// reservedLow..reservedHigh is reserved to the MCP specification:
	// only the codes it defines there may be sent.
	reservedLow, reservedHigh = -32099, -32020
	// legacyLow..legacyHigh is the implementation-defined range that
	// earlier servers used, and new code should not.
	legacyLow, legacyHigh = -32019, -32000
)

// verdict is what the rule says of a code.
type verdict int

const (
	allowed       verdict = iota
	withdrawnCode         // the specification withdrew it
	undefined             // in the MCP-reserved range, not defined there
	legacy                // in the legacy range
	jsonrpcRange          // an application code inside the JSON-RPC reserved range
)

// judge says what the rule makes of code: for a withdrawn code, the entry
// that replaces it.
func judge(code int64) (verdict, *Withdrawn) {
	for i := range withdrawn {
		if withdrawn[i].Code == code {
			return withdrawnCode, &withdrawn[i]
		}
	}
	for _, d := range defined {
		if d.Code == code {
			return allowed, nil
		}
	}
	switch {
	case code < jsonrpcLow || code > jsonrpcHigh:
		return allowed, nil
	case reservedLow <= code && code <= reservedHigh:
		return undefined, nil
	case legacyLow <= code && code <= legacyHigh:
		return legacy, nil
	}
	return jsonrpcRange, nil
}

// Codes returns the table of defined codes, for documentation and tests.
func Codes() []Defined { return append([]Defined(nil), defined...) }
