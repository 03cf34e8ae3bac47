package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

// Teapot is a code this package made up; the set is declared in errs.
const Teapot errs.Code = "teapot" // want `"teapot" is not one of the codes declared by errs.Code \("internal_error", "invalid_argument", "not_found", "rate_limited"\); use one of its constants`

// Missing spells a declared code again. Not reported: its value is one of
// the set.
const Missing errs.Code = "not_found"

// restockItem makes up codes in every way a code can be made up.
func restockItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	reason := req.GetString("reason", "")
	switch reason {
	case "":
		return respond.Fail(ctx, errs.Code("missing_reason"), "reason is required"), nil // want `"missing_reason" is not one of the codes declared by errs.Code`
	case "damaged", "lost":
		return respond.Fail(ctx, errs.Code(reason), "cannot restock a "+reason+" item"), nil // want `errs.Code\(reason\) makes a code from a run-time value; use one of the constants of errs.Code`
	case "recalled":
		return respond.Fail(ctx, errs.Code(fmt.Sprintf("recalled_%s", sku)), "recalled"), nil // want `errs.Code\(fmt.Sprintf\("recalled_%s", sku\)\) makes a code from a run-time value`
	case "expired":
		return respond.Fail(ctx, "expired", "cannot restock an expired item"), nil // want `"expired" is not one of the codes declared by errs.Code`
	case "teapot":
		return respond.Fail(ctx, Teapot, "short and stout"), nil // Not reported here: the constant's declaration is.
	}
	var code errs.Code = "restock_refused" // want `"restock_refused" is not one of the codes declared by errs.Code`
	if sku == "" {
		code = "no_sku" // want `"no_sku" is not one of the codes declared by errs.Code`
	}
	return mcp.NewToolResultStructured(&errs.ToolError{Code: "closed", Message: "restocking is closed"}, string(code)), nil // want `"closed" is not one of the codes declared by errs.Code`
}

// labelItem uses codes only in the ways the rule accepts.
func labelItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	if sku == "" {
		// Not reported: a declared constant.
		return respond.Fail(ctx, errs.InvalidArgument, "sku is required"), nil
	}
	if len(sku) > 32 {
		// Not reported: an untyped literal equal to a declared code.
		return respond.Fail(ctx, "invalid_argument", "sku is longer than 32 characters"), nil
	}
	if sku == "legacy" {
		// Not reported: a constant of this package with a declared value.
		return respond.Fail(ctx, Missing, "legacy items have no label"), nil
	}
	if c, ok := errs.Parse(req.GetString("code", "")); ok {
		// Not reported: a conversion of a value that is a code already.
		return respond.Fail(ctx, errs.Code(c), "labelling refused"), nil
	}
	if req.GetString("code", "") == string(errs.RateLimited) {
		// Not reported: a conversion of a code to a string.
		return respond.Fail(ctx, errs.RateLimited, "too many labels"), nil
	}
	return mcp.NewToolResultText("labelled " + sku), nil
}
