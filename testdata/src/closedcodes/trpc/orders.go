// Package trpc is an orders server on trpc-mcp-go, whose codes are
// toolerrs/errs': the closedcodes fixtures for its handlers, whose returned
// errors become isError results.
package trpc

import (
	"context"
	"errors"

	mcp "trpc.group/trpc-go/trpc-mcp-go"

	"toolerrs/errs"
	"toolerrs/respond"
)

var orders = map[string]string{}

func newServer() *mcp.Server {
	s := mcp.NewServer("orders", "1.0.0")
	s.RegisterTool(mcp.NewTool("get_order"), getOrder)
	s.RegisterTool(mcp.NewTool("cancel_order"), cancelOrder)
	return s
}

// fail returns an isError result carrying code in the envelope.
func fail(ctx context.Context, code errs.Code, msg string) *mcp.CallToolResult {
	env := respond.Envelope(code, msg)
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent(env.Error())}, StructuredContent: env}
}

func getOrder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return nil, errors.New("id is required") // want `tool "get_order" returns an error that the framework turns into an isError result without a declared error code`
	}
	o, ok := orders[id]
	if !ok {
		return mcp.NewErrorResult("no order " + id), nil // want `tool "get_order" returns an error result without a declared error code`
	}
	return mcp.NewTextResult(o), nil // Not reported: a success.
}

func cancelOrder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, ok := req.Params.Arguments["id"].(string)
	if !ok {
		return fail(ctx, errs.InvalidArgument, "id is required"), nil // Not reported: coded.
	}
	if _, ok := orders[id]; !ok {
		return fail(ctx, errs.NotFound, "no order "+id), nil // Not reported: coded.
	}
	if err := ctx.Err(); err != nil {
		return nil, err // Not reported: cancellation stays a protocol error.
	}
	delete(orders, id)
	return mcp.NewTextResult("cancelled"), nil // Not reported: a success.
}
