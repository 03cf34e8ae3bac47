package fixsensitive

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type countIn struct {
	Shelf string `json:"shelf"`
}

type countOut struct {
	Count int `json:"count"`
}

func newSDKServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "items", Version: "1.0.0"}, nil)
	sdk.AddTool(s, &sdk.Tool{Name: "count_items"}, countItems)
	return s
}

// countItems is a go-sdk typed handler, whose returned error the SDK
// shows the model: the fix returns a fixed error, not query's.
func countItems(ctx context.Context, req *sdk.CallToolRequest, in countIn) (*sdk.CallToolResult, countOut, error) {
	if err := query(in.Shelf); err != nil {
		panic(err) // want `tool "count_items" calls panic`
	}
	return nil, countOut{Count: 1}, nil
}
