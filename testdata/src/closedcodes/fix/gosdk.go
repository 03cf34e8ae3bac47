package fix

import (
	"context"
	"errors"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupIn struct {
	ID string `json:"id"`
}

type lookupOut struct {
	Title string `json:"title"`
}

func newSDKServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "tickets", Version: "1.0.0"}, nil)
	sdk.AddTool(s, &sdk.Tool{Name: "lookup_ticket"}, lookupTicket)
	return s
}

// lookupTicket is a go-sdk typed handler that declares the one code it
// fails with, but gets no fix: the coded constructor that stamps a go-sdk
// result (respond.SDKFail) and the code are in packages its file does not
// import, and a fix adds no import of the program's own packages.
//
//toolerr:returns not_found
func lookupTicket(ctx context.Context, req *sdk.CallToolRequest, in lookupIn) (*sdk.CallToolResult, lookupOut, error) {
	if in.ID == "" {
		return nil, lookupOut{}, errors.New("no ticket") // want `tool "lookup_ticket" returns an error that the framework turns into an isError result without a declared error code`
	}
	return nil, lookupOut{Title: in.ID}, nil
}
