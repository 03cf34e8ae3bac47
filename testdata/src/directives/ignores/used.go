package ignores

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// handleReadFile silences a finding of each rule, on the line of the
// ignore and on the line below it: none of these ignores is reported.
func handleReadFile(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := request.RequireString("path")
	if err != nil {
		//toolerr:ignore protocolerr the gateway validates arguments first
		return nil, err
	}
	if path == "" {
		return nil, nil //toolerr:ignore nilresult the gateway never sends an empty path
	}
	mode := request.GetArguments()["mode"]
	if mode == "raw" {
		//toolerr:ignore handlerpanic,protocolerr a raw read always names its encoding
		return nil, errors.New(request.GetArguments()["encoding"].(string))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err //nolint:toolerrlint // not an ignore: never judged
	}
	if len(data) == 0 {
		//toolerr:ignore handlerpanic an empty file means the disk is gone
		panic("empty file " + path)
	}
	if ctx.Err() != nil {
		// A nolint next to an ignore: the ignore is preferred, so it is used.
		//toolerr:ignore protocolerr cancellation travels as a protocol error here
		return nil, errors.New("cancelled") //nolint:toolerrlint
	}
	return mcp.NewToolResultText(string(data)), nil
}
