// Package served imports a framework: the handlers pass makes its index
// on its walk for handlers.
package served

import "github.com/mark3labs/mcp-go/mcp"

func helper() int { return 1 }

func caller() int {
	n := helper() // want `call helper in caller`
	func() {      // want `recovers`
		_ = recover() // want `call - in a closure`
	}() // want `call - in caller`
	return n
}

func result() *mcp.CallToolResult {
	return mcp.NewToolResultText("text") // want `call NewToolResultText in result`
}
