package respond

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
)

// SDKFail returns a go-sdk isError result carrying code in the envelope,
// stamped with the provenance of the request ctx serves.
func SDKFail(ctx context.Context, code errs.Code, msg string) *sdk.CallToolResult {
	env := Envelope(code, msg).Stamp(ctx)
	return &sdk.CallToolResult{
		IsError:           true,
		Content:           []sdk.Content{&sdk.TextContent{Text: env.Error()}},
		StructuredContent: env,
	}
}

// SDKOops returns a go-sdk isError result holding msg alone: no code, no
// stamp.
func SDKOops(msg string) *sdk.CallToolResult {
	return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: msg}}}
}
