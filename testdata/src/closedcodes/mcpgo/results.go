package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

// countItem returns error results with and without a code.
func countItem(st *Store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sku, err := req.RequireString("sku")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool "count_item" returns an error result without a declared error code; build it with a coded constructor or an envelope that carries one`
		}
		n, err := st.Count(ctx, sku)
		if errors.Is(err, errNoItem) {
			// Not reported: a coded constructor of another package, which
			// takes a code.
			return respond.Fail(ctx, errs.NotFound, "no item "+sku), nil
		}
		if err != nil {
			return respond.Oops(err.Error()), nil // want `tool "count_item" returns an error result without a declared error code`
		}
		if n < 0 {
			return mcp.NewToolResultErrorf("negative stock for %s", sku), nil // want `tool "count_item" returns an error result without a declared error code`
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil // Not reported: a success.
	}
}

// reserveItem builds its error results from the envelope.
func reserveItem(st *Store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		sku := req.GetString("sku", "")
		n := req.GetInt("count", 0)
		if n <= 0 {
			// Not reported: an isError literal whose envelope has its code set.
			return &mcp.CallToolResult{
				IsError:           true,
				Content:           []mcp.Content{mcp.NewTextContent("count must be positive")},
				StructuredContent: &errs.ToolError{Code: errs.InvalidArgument, Message: "count must be positive"},
			}, nil
		}
		if sku == "" {
			return &mcp.CallToolResult{ // want `tool "reserve_item" returns an error result without a declared error code`
				IsError:           true,
				Content:           []mcp.Content{mcp.NewTextContent("sku is required")},
				StructuredContent: &errs.ToolError{Message: "sku is required"},
			}, nil
		}
		if err := st.Reserve(ctx, sku, n); err != nil {
			// Not reported: the envelope, code set, placed in a result
			// marked isError afterwards.
			env := errs.ToolError{Code: errs.Internal, Message: err.Error()}
			res := mcp.NewToolResultStructured(env, env.Message)
			res.IsError = true
			return res, nil
		}
		if n > 1000 {
			// Not reported: the code, spelt into the text.
			return mcp.NewToolResultError(string(errs.RateLimited) + ": at most 1000 items per call"), nil
		}
		return mcp.NewToolResultText("reserved"), nil
	}
}

type auditArgs struct {
	SKU string `json:"sku"`
}

type auditReport struct {
	Count int `json:"count"`
}

// auditItem is a structured handler: mcp-go turns the errors it returns
// into isError results of its own making.
func auditItem(ctx context.Context, req mcp.CallToolRequest, args auditArgs) (auditReport, error) {
	if args.SKU == "" {
		return auditReport{}, errors.New("sku is required") // want `tool "audit_item" returns an error that the framework turns into an isError result without a declared error code; return a coded error result`
	}
	if args.SKU == "legacy" {
		// Not reported: the error is an envelope with its code set.
		return auditReport{}, &errs.ToolError{Code: errs.InvalidArgument, Message: "legacy items are not audited"}
	}
	if ctx.Err() != nil {
		// Not reported: cancellation.
		return auditReport{}, ctx.Err()
	}
	return auditReport{Count: 1}, nil
}

// moveItem fails through a same-package helper whose result it returns
// unchanged; the finding is at the helper's return.
func moveItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	from := req.GetString("from", "")
	if from == "" {
		return refuse("from is required")
	}
	if from == "dock" {
		// Not reported: a coded helper of this package.
		return refuseWith(errs.InvalidArgument, "the dock is not a shelf")
	}
	return mcp.NewToolResultText("moved"), nil
}

func refuse(msg string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(msg), nil // want `tool "move_item" returns an error result without a declared error code`
}

func refuseWith(code errs.Code, msg string) (*mcp.CallToolResult, error) {
	return respond.Coded(code, msg), nil
}

// describeItem names the SKU in its error result and in its success.
func describeItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	if len(sku) != 8 {
		return mcp.NewToolResultErrorf("sku %q is not 8 characters long", sku), nil // want `tool "describe_item" returns an error result without a declared error code`
	}
	// Not reported: a success. That sku went into an error result above
	// does not make this result one.
	return mcp.NewToolResultText("item " + sku), nil
}
