// Package gosdk is a booking MCP server built on the official go-sdk whose
// codes, in contract/errs, require repair fields: the repairfields fixtures
// for go-sdk handlers.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"contract/errs"
)

type bookInput struct {
	Room  string `json:"room"`
	Night int    `json:"night"`
}

type bookOutput struct {
	ID string `json:"id"`
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "booking", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "book_room"}, bookRoom)
	s.AddTool(&mcp.Tool{Name: "cancel_booking", InputSchema: json.RawMessage(`{"type":"object"}`)}, cancelBooking)
	return s
}

// bookRoom is a generic handler: the envelope it returns as an error
// becomes the isError result.
func bookRoom(ctx context.Context, req *mcp.CallToolRequest, in bookInput) (*mcp.CallToolResult, bookOutput, error) {
	switch {
	case in.Room == "":
		return nil, bookOutput{}, &errs.ToolError{Code: errs.InvalidInput, Message: "room is required"} // want `error envelope errs.ToolError with code "invalid_input" does not set Field, Allowed`
	case in.Room == "suite":
		// Not reported: both fields set.
		return nil, bookOutput{}, &errs.ToolError{Code: errs.InvalidInput, Message: "no suites", Field: "room", Allowed: []string{"single", "double"}}
	case in.Night < 0:
		return nil, bookOutput{}, errs.New(errs.InvalidInput, "night must be positive", errs.WithField("night")) // Not reported: Allowed is set by the option, empty.
	case in.Night > 365:
		err := errs.New(errs.RateLimited, "too far ahead") // want `error built by errs.New with code "rate_limited" does not set RetryAfter`
		return nil, bookOutput{}, err
	}
	return nil, bookOutput{ID: "b-1"}, nil
}

// cancelBooking is a raw handler that builds its isError results with
// SetError.
func cancelBooking(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fail := func(code errs.Code, msg string) (*mcp.CallToolResult, error) {
		res := &mcp.CallToolResult{}
		res.SetError(errs.New(code, msg))
		return res, nil
	}
	failAfter := func(code errs.Code, msg string, retryAfter int) (*mcp.CallToolResult, error) {
		res := &mcp.CallToolResult{}
		res.SetError(errs.New(code, msg, errs.WithRetryAfter(retryAfter)))
		return res, nil
	}
	switch req.Params.Name {
	case "":
		return fail(errs.RateLimited, "cancellations are throttled") // want `error built by fail with code "rate_limited" does not set RetryAfter`
	case "later":
		// Not reported: the closure's parameter sets the field.
		return failAfter(errs.RateLimited, "cancellations are throttled", 30)
	case "gone":
		// Not reported: a code that requires nothing.
		return fail(errs.NotFound, "no booking")
	}
	var in bookInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(&errs.ToolError{Code: errs.InvalidInput, Message: err.Error(), Field: "arguments", Allowed: []string{"object"}}) // Not reported: both fields set.
		return res, nil
	}
	if in.Room == "" {
		res := &mcp.CallToolResult{}
		res.SetError(errs.New(errs.RateLimited, "cancellations are throttled")) // want `error built by errs.New with code "rate_limited" does not set RetryAfter`
		return res, nil
	}
	if in.Night == 0 {
		// Not reported: set before the envelope goes into the result.
		env := errs.RateLimited.With("cancellations are throttled")
		env.RetryAfter = 10
		res := &mcp.CallToolResult{}
		res.SetError(env)
		return res, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "cancelled"}}}, nil
}
