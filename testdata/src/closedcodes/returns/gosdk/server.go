// Package gosdk is an inventory MCP server built on the official go-sdk
// whose tools declare the codes they return: the per-tool closedcodes
// fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"contract/errs"
)

type stockInput struct {
	SKU string `json:"sku"`
}

type stockOutput struct {
	Count int `json:"count"`
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "inventory", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get_stock"}, getStock)
	s.AddTool(&mcp.Tool{Name: "clear_stock", InputSchema: json.RawMessage(`{"type":"object"}`)}, clearStock)
	return s
}

// getStock is a generic handler returning envelopes as errors.
//
//toolerr:returns not_found
func getStock(ctx context.Context, req *mcp.CallToolRequest, in stockInput) (*mcp.CallToolResult, stockOutput, error) {
	if in.SKU == "" {
		return nil, stockOutput{}, errs.Invalid("sku") // want `tool "get_stock" returns code "invalid_input", which is not among the codes it declares \(not_found\)`
	}
	if in.SKU == "gone" {
		// Not reported: declared.
		return nil, stockOutput{}, errs.New(errs.NotFound, "no such sku")
	}
	if err := lookup(in.SKU); err != nil {
		// Where it is not nil, the error lookup returns carries its code.
		return nil, stockOutput{}, err // want `tool "get_stock" returns code "internal_error", which is not among the codes it declares \(not_found\)`
	}
	if in.SKU == "old" {
		// Not reported: a declared code, through a variable.
		code := errs.NotFound
		return nil, stockOutput{}, errs.New(code, "retired sku")
	}
	// Not reported: a success.
	return nil, stockOutput{Count: 1}, nil
}

// clearStock is a raw handler building its results with SetError.
//
//toolerr:returns not_found,rate_limited
func clearStock(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if len(req.Params.Arguments) == 0 {
		res.SetError(errs.New(errs.Internal, "no arguments"))
		return res, nil // want `tool "clear_stock" returns code "internal_error", which is not`
	}
	if string(req.Params.Arguments) == "{}" {
		// Not reported: declared.
		res.SetError(errs.New(errs.RateLimited, "slow down", errs.WithRetryAfter(3)))
		return res, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "cleared"}}}, nil
}

func lookup(sku string) error {
	if sku == "broken" {
		return errs.New(errs.Internal, "index broken")
	}
	return nil
}
