// Package mcpgo is a catalog MCP server built on mcp-go whose tools declare
// the codes they return: the per-tool closedcodes fixtures for mcp-go
// handlers.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"contract/errs"
	"contract/respond"
)

var errGone = errors.New("gone")

// Catalog holds products.
type Catalog struct {
	names map[string]string
}

func newServer(cat *Catalog) *server.MCPServer {
	s := server.NewMCPServer("catalog", "1.0.0")
	s.AddTool(mcp.NewTool("get_product"), cat.getProduct)
	s.AddTool(mcp.NewTool("list_products"), listProducts(cat))
	s.AddTool(mcp.NewTool("rename_product"), renameProduct)
	s.AddTool(mcp.NewTool("price_product"), priceProduct)
	s.AddTool(mcp.NewTool("stock_product"), cat.stockProduct)
	s.AddTool(mcp.NewTool("show_product"), cat.showProduct)
	s.AddTool(mcp.NewTool("drop_product"), dropProduct)
	return s
}

// getProduct declares two codes and returns a third.
//
//toolerr:returns not_found,invalid_input
func (cat *Catalog) getProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		// Not reported: a declared code.
		return respond.Result(errs.Invalid("id")), nil
	}
	if id == "busy" {
		return respond.FailAfter(errs.RateLimited, "slow down", 5), nil // want `tool "get_product" returns code "rate_limited", which is not among the codes it declares \(not_found, invalid_input\); return one of those, or add it to its //toolerr:returns`
	}
	name, ok := cat.names[id]
	if !ok {
		// Not reported: a declared code, through a helper that takes it.
		return fail(errs.NotFound, "no product "+id)
	}
	if name == "" {
		return unavailable() // want `tool "get_product" returns code "unavailable", which is not`
	}
	// Not reported: a success, even one that names a code.
	return mcp.NewToolResultText(name + " " + errs.NotFound.String()), nil
}

// listProducts is a factory: the declaration on it holds the handler it
// returns.
//
//toolerr:returns internal_error
func listProducts(cat *Catalog) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if len(cat.names) == 0 {
			// Not reported: declared.
			return respond.Fail(errs.Internal, "empty catalog"), nil
		}
		if err := ctx.Err(); err != nil {
			return respond.Fail(codeFor(err), err.Error()), nil // want `tool "list_products" returns codes "not_found", "unavailable", which are not among the codes it declares \(internal_error\)`
		}
		return mcp.NewToolResultText("listed"), nil
	}
}

// renameProduct declares no codes: any declared code will do.
func renameProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("name", "") == "" {
		return respond.Result(errs.Invalid("name")), nil // Not reported: no //toolerr:returns.
	}
	return respond.FailAfter(errs.RateLimited, "slow down", 1), nil // Not reported: no //toolerr:returns.
}

// priceProduct declares every code it returns, by a variable too.
//
//toolerr:returns not_found, unavailable
func priceProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code := errs.NotFound
	if req.GetString("id", "") == "busy" {
		code = errs.Unavailable
	}
	// Not reported: both codes the variable may hold are declared.
	return respond.Fail(code, "no price"), nil
}

// stockProduct returns the error result its helper hands it, which
// carries the helper's codes.
//
//toolerr:returns not_found
func (cat *Catalog) stockProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, res := cat.find(req.GetString("id", ""))
	if res != nil {
		return res, nil // want `tool "stock_product" returns code "unavailable", which is not among the codes it declares \(not_found\)`
	}
	return mcp.NewToolResultText(name), nil
}

// showProduct declares every code its helper gives.
//
//toolerr:returns not_found,unavailable
func (cat *Catalog) showProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, res := cat.find(req.GetString("id", ""))
	if res != nil {
		// Not reported: declared.
		return res, nil
	}
	return mcp.NewToolResultText(name), nil
}

// find returns the name of a product, or the error result to return
// instead.
func (cat *Catalog) find(id string) (string, *mcp.CallToolResult) {
	if len(cat.names) == 0 {
		return "", respond.Fail(errs.Unavailable, "the catalog is loading")
	}
	name, ok := cat.names[id]
	if !ok {
		return "", respond.Fail(errs.NotFound, "no product "+id)
	}
	return name, nil
}

// dropProduct returns an envelope as the error of a raw handler, which
// mcp-go answers with a protocol error: no code reaches the model.
//
//toolerr:returns not_found
func dropProduct(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		// Not reported: a protocol error, which protocolerr reports.
		return nil, errs.New(errs.Internal, "cannot drop")
	}
	return respond.FailAfter(errs.RateLimited, "drops are throttled", 5), nil // want `tool "drop_product" returns code "rate_limited", which is not among the codes it declares \(not_found\)`
}

func fail(code errs.Code, msg string) (*mcp.CallToolResult, error) {
	return respond.Fail(code, msg), nil
}

func unavailable() (*mcp.CallToolResult, error) {
	return respond.Fail(errs.Unavailable, "try later"), nil
}

func codeFor(err error) errs.Code {
	if errors.Is(err, errGone) {
		return errs.NotFound
	}
	return errs.Unavailable
}
