package callbacks

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func newSDKServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "vault", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "sdk_read_secret"}, sdkReadSecret)
	s.AddTool(&mcp.Tool{Name: "sdk_seal_status"}, sdkSealStatus)
	return s
}

// sdkReadSecret sets its result inside the callback: not reported.
func sdkReadSecret(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error {
		res = &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "s3cr3t"}}}
		return nil
	}); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return res, nil
}

// sdkSealStatus's callback sets no result: reported.
func sdkSealStatus(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if err := vault.Run(ctx, func(ctx context.Context) error {
		return nil
	}); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return res, nil // want `tool "sdk_seal_status" returns a nil result and a nil error`
}
