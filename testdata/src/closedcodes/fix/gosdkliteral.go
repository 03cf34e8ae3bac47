package fix

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newRawSDKServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "tickets", Version: "1.0.0"}, nil)
	s.AddTool(&sdk.Tool{Name: "print_ticket"}, printTicket)
	return s
}

// printTicket is a go-sdk raw handler that declares the one code it
// fails with, and builds its error results as literals. The one written
// as go-sdk's error result of a message alone is built anew with
// respond.SDKFail; one that holds more than the message (a second
// content, a structured one) is not, since the rebuilt result would
// drop it.
//
//toolerr:returns not_found
func printTicket(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	id := req.Params.Name
	switch id {
	case "":
		return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "no ticket " + id}}}, nil // want `tool "print_ticket" returns an error result without a declared error code`
	case "0":
		return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "no ticket"}, &sdk.TextContent{Text: "0"}}}, nil // want `tool "print_ticket" returns an error result without a declared error code`
	case "-":
		return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "no ticket"}}, StructuredContent: id}, nil // want `tool "print_ticket" returns an error result without a declared error code`
	case "*":
		return respond.SDKFail(ctx, errs.NotFound, "no ticket *"), nil
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: id}}}, nil
}
