// Package flagged uses a protocol error type of a module it cannot
// annotate, declared with -rpcerrors.
package flagged

import "example.com/gateway/rpc"

func refuse() error {
	return &rpc.Status{Code: -32099, Detail: "refused"} // want `JSON-RPC error code -32099: the MCP specification reserves`
}

func accept() error {
	return &rpc.Status{Code: -32603, Detail: "internal"}
}
