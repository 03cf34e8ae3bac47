package fix

import (
	"context"
	"errors"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

func newCodedSDKServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "tickets", Version: "1.0.0"}, nil)
	sdk.AddTool(s, &sdk.Tool{Name: "find_ticket"}, findTicket)
	return s
}

// findTicket is a go-sdk typed handler that declares the one code it
// fails with, in a file that imports the program's contract: its error
// becomes the result of respond.SDKFail, the coded constructor that
// stamps a go-sdk result, with a nil error.
//
//toolerr:returns not_found
func findTicket(ctx context.Context, req *sdk.CallToolRequest, in lookupIn) (*sdk.CallToolResult, lookupOut, error) {
	if in.ID == "" {
		return nil, lookupOut{}, errors.New("no ticket") // want `tool "find_ticket" returns an error that the framework turns into an isError result without a declared error code`
	}
	if in.ID == "0" {
		return respond.SDKFail(ctx, errs.NotFound, "no ticket 0"), lookupOut{}, nil
	}
	return nil, lookupOut{Title: in.ID}, nil
}
