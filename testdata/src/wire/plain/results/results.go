// Package results builds the issue server's results.
package results

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// JSON returns v as a JSON text result; a value that cannot be encoded
// comes back as an isError result, never as an error.
func JSON(v any) (*mcp.CallToolResult, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError("cannot encode the result: " + err.Error()), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

// Lookup finds a record, failing when there is none.
func Lookup(id int) (string, error) {
	if id <= 0 {
		return "", json.Unmarshal([]byte("!"), new(any))
	}
	return "record", nil
}
