package ignores

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// handleStatFile has ignores that silence nothing.
func handleStatFile(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := request.RequireString("path")
	if err != nil {
		// want +1 `^//toolerr:ignore protocolerr matches no finding here; remove it$`
		//toolerr:ignore protocolerr the result below is an isError result already
		return mcp.NewToolResultError(err.Error()), nil
	}
	info, err := os.Stat(path)
	if err != nil {
		// want +1 `^//toolerr:ignore nilresult,protocolerr: nilresult matches no finding here; remove it from the list$`
		//toolerr:ignore nilresult,protocolerr the gateway retries stat failures
		return nil, err
	}
	if info.IsDir() {
		// want +1 `^//toolerr:ignore protocolerr matches no finding here; remove it$`
		//toolerr:ignore protocolerr the finding is two lines below, out of reach

		return nil, os.ErrInvalid
	}
	// want +1 `^//toolerr:ignore handlerpanic,nilresult matches no finding here; remove it$`
	return mcp.NewToolResultText(info.Name()), nil //toolerr:ignore handlerpanic,nilresult the name is always set
}

// helper is no handler: nothing here is a finding.
func helper(path string) error {
	// want +1 `//toolerr:ignore protocolerr matches no finding here; remove it`
	//toolerr:ignore protocolerr helpers are not handlers
	return os.Remove(path)
}

// root is where the files live.
// want +2 `//toolerr:ignore handlerpanic matches no finding here; remove it`
//
//toolerr:ignore handlerpanic at package level
var root = "/srv"

var _, _ = helper, root
