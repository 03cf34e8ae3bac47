package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/toolerrlint/toolerrlint/examples/toolerrs/errs"
	"github.com/toolerrlint/toolerrlint/examples/toolerrs/respond"
)

// refundWindow is how long after payment an invoice may be refunded.
const refundWindow = 30 * 24 * time.Hour

// billing holds what the invoice tools share.
type billing struct {
	invoices *ledger
}

// getInvoice answers every failure with a coded, stamped error result
// from respond.Fail, which needs no directive, and with the codes it
// declares: toolerrlint reports nothing here.
//
//toolerr:returns invalid_argument,not_found,internal_error
func (b *billing) getInvoice(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number, err := request.RequireString("number")
	if err != nil {
		return respond.Invalid(ctx, "number", err.Error()), nil
	}
	inv, err := b.invoices.Get(number)
	if errors.Is(err, errNoInvoice) {
		return respond.Fail(ctx, errs.NotFound, "no invoice "+number), nil
	}
	if err != nil {
		return respond.Fail(ctx, errs.Internal, "the ledger is unavailable"), nil
	}
	return mcp.NewToolResultStructured(inv, fmt.Sprintf("%s: %d cents for %s", inv.Number, inv.Cents, inv.Customer)), nil
}

// payInvoice refuses a second payment with a bare error result: the model
// gets text it can only read, no code to branch on, and no request id to
// quote. It refuses a negative amount with invalid_argument but does not
// say which argument is at fault, which the code requires.
func (b *billing) payInvoice(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number := request.GetString("number", "")
	cents := int64(request.GetFloat("amount", 0) * 100)
	if cents < 0 {
		return respond.Fail(ctx, errs.InvalidArgument, "the amount must not be negative"), nil
	}
	err := b.invoices.Pay(number, cents)
	switch {
	case errors.Is(err, errNoInvoice):
		return respond.Fail(ctx, errs.NotFound, "no invoice "+number), nil
	case errors.Is(err, errPaidAlready):
		return mcp.NewToolResultError("invoice " + number + " is paid already"), nil
	case err != nil:
		return respond.Invalid(ctx, "amount", err.Error()), nil
	}
	return mcp.NewToolResultText("paid " + number), nil
}

// refundInvoice makes up a code outside the declared set, which no model
// can know in advance, and returns conflict, which it does not declare.
//
//toolerr:returns not_found
func (b *billing) refundInvoice(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number := request.GetString("number", "")
	inv, err := b.invoices.Get(number)
	if err != nil {
		return respond.Fail(ctx, errs.NotFound, "no invoice "+number), nil
	}
	if !inv.Paid() {
		return respond.Fail(ctx, errs.Conflict, number+" is not paid"), nil
	}
	if time.Since(inv.PaidAt) > refundWindow {
		return respond.Fail(ctx, errs.Code("refund_window_closed"), "refunds close 30 days after payment"), nil
	}
	return mcp.NewToolResultText("refunded " + number), nil
}

// invoiceStatus puts the envelope of a failure in a result that does not
// say isError: the model reads the overdue invoice as a successful call.
func (b *billing) invoiceStatus(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number := request.GetString("number", "")
	inv, err := b.invoices.Get(number)
	if err != nil {
		return respond.Fail(ctx, errs.NotFound, "no invoice "+number), nil
	}
	if !inv.Paid() && time.Since(inv.Issued) > refundWindow {
		overdue := &errs.ToolError{Code: errs.Conflict, Message: number + " is overdue"}
		return mcp.NewToolResultStructured(overdue, overdue.Message), nil
	}
	if inv.Paid() {
		return mcp.NewToolResultText(number + " is paid"), nil
	}
	return mcp.NewToolResultText(number + " is open"), nil
}

// exportInvoices is served through errs.WithProvenance, which stamps its
// error results, but the result it returns for a customer without
// invoices carries no code.
func (b *billing) exportInvoices(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	customer := request.GetString("customer", "")
	invoices := b.invoices.Of(customer)
	if len(invoices) == 0 {
		return mcp.NewToolResultError("no invoices for " + customer), nil
	}
	var csv strings.Builder
	for _, inv := range invoices {
		fmt.Fprintf(&csv, "%s,%d,%s\n", inv.Number, inv.Cents, inv.Issued.Format(time.DateOnly))
	}
	return mcp.NewToolResultText(csv.String()), nil
}

type monthArgs struct {
	Month string `json:"month" jsonschema:"the month, as 2006-01"`
}

type monthTotal struct {
	Cents int64 `json:"cents"`
}

// monthTotal is a structured handler: mcp-go builds the isError result of
// the error it returns, with neither code nor stamp.
func (b *billing) monthTotal(ctx context.Context, request mcp.CallToolRequest, args monthArgs) (monthTotal, error) {
	month, err := time.Parse("2006-01", args.Month)
	if err != nil {
		return monthTotal{}, fmt.Errorf("month %q is not of the form 2006-01", args.Month)
	}
	var total monthTotal
	for _, inv := range b.invoices.invoices {
		if inv.Issued.Year() == month.Year() && inv.Issued.Month() == month.Month() {
			total.Cents += inv.Cents
		}
	}
	return total, nil
}
