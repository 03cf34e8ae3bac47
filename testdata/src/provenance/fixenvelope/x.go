// Package fixenvelope is a ticket MCP server on go-sdk whose program
// declares a code set, an envelope and a stamp (toolerrs/errs), and whose
// typed handlers fail with envelopes: the fixture of the provenance fix
// that makes the envelope a result with the program's own function of
// one, failure, which stamps it and keeps its code.
package fixenvelope

import (
	"context"
	"errors"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
)

type ticketIn struct {
	ID string `json:"id"`
}

type ticketOut struct {
	Title string `json:"title"`
}

func newServer() *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "tickets", Version: "1.0.0"}, nil)
	sdk.AddTool(s, &sdk.Tool{Name: "get_ticket"}, getTicket)
	sdk.AddTool(s, &sdk.Tool{Name: "close_ticket"}, closeTicket)
	sdk.AddTool(s, &sdk.Tool{Name: "move_ticket"}, moveTicket)
	return s
}

// failure returns the isError result of env, stamped: an error
// constructor that takes an envelope, inferred without a directive.
func failure(ctx context.Context, env *errs.ToolError) *sdk.CallToolResult {
	env = env.Stamp(ctx)
	return &sdk.CallToolResult{
		IsError:           true,
		Content:           []sdk.Content{&sdk.TextContent{Text: env.Error()}},
		StructuredContent: env,
	}
}

// getTicket fails with coded envelopes, in place and through a variable:
// each is made a result by failure.
func getTicket(ctx context.Context, req *sdk.CallToolRequest, in ticketIn) (*sdk.CallToolResult, ticketOut, error) {
	if in.ID == "" {
		env := &errs.ToolError{Code: errs.InvalidArgument, Message: "id is required"}
		return nil, ticketOut{}, env // want `tool "get_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	}
	if in.ID == "0" {
		return nil, ticketOut{}, &errs.ToolError{Code: errs.NotFound, Message: "no ticket " + in.ID} // want `tool "get_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	}
	if in.ID == "-" {
		return failure(ctx, &errs.ToolError{Code: errs.Internal, Message: "the store is down"}), ticketOut{}, nil
	}
	return nil, ticketOut{Title: in.ID}, nil
}

// closeTicket fails in ways whose result is not certain: an envelope
// without a code, an envelope behind the error interface, which failure
// does not take, and a plain error, whose code nothing declares.
func closeTicket(ctx context.Context, req *sdk.CallToolRequest, in ticketIn) (*sdk.CallToolResult, ticketOut, error) {
	if in.ID == "" {
		return nil, ticketOut{}, &errs.ToolError{Message: "id is required"} // want `tool "close_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	}
	if in.ID == "0" {
		var err error = &errs.ToolError{Code: errs.NotFound, Message: "no ticket 0"}
		return nil, ticketOut{}, err // want `tool "close_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	}
	if in.ID == "-" {
		return nil, ticketOut{}, errors.New("the store is down") // want `tool "close_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	}
	return nil, ticketOut{Title: in.ID}, nil
}

// moveTicket has no name for its context, which failure takes: no fix.
func moveTicket(_ context.Context, req *sdk.CallToolRequest, in ticketIn) (*sdk.CallToolResult, ticketOut, error) {
	if in.ID == "" {
		return nil, ticketOut{}, &errs.ToolError{Code: errs.InvalidArgument, Message: "id is required"} // want `tool "move_ticket" returns an error that the framework turns into an isError result no stamp can reach`
	}
	return nil, ticketOut{Title: in.ID}, nil
}
