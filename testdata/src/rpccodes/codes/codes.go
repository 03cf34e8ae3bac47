// Package codes declares the server's JSON-RPC codes, some of them in
// ranges the specification keeps.
package codes

// RPCCode is a JSON-RPC error code.
type RPCCode int64

const (
	// RateLimited lies in the range the MCP specification reserves.
	RateLimited RPCCode = -32029
	// Gone is the withdrawn resource-not-found code.
	Gone RPCCode = -32002
	// Overloaded is an application code outside the JSON-RPC range.
	Overloaded RPCCode = -31001
	// Upstream: it lies in the legacy range.
	Upstream RPCCode = -32010
)

// Untyped codes.
const (
	Quota    = -32088
	BadInput = -32602
)

// For picks the code of a kind of failure.
func For(kind string) RPCCode {
	switch kind {
	case "limited":
		return RateLimited
	case "gone":
		return Gone
	}
	return BadInput
}

// Kind is a kind of failure.
type Kind int

// Code picks the code of k.
func (k Kind) Code() int64 {
	if k == 0 {
		return -32603
	}
	return int64(Quota)
}

// Port picks no code: its constants lie outside the JSON-RPC range.
func Port() int64 { return 8080 }
