// Package rpc is a gateway's protocol error type, which its users cannot
// annotate.
package rpc

// Status is sent as a JSON-RPC error.
type Status struct {
	Code   int64
	Detail string
}

func (s *Status) Error() string { return s.Detail }
