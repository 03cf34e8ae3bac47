// Package gosdk is a payments MCP server built on the official go-sdk whose
// error vocabulary, the codes of toolerrs/errs, is declared in another
// package: the closedcodes fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

var errNoPayment = errors.New("no such payment")

// Ledger records payments.
type Ledger struct {
	payments map[string]int
}

// Amount returns the amount of payment id.
func (l *Ledger) Amount(ctx context.Context, id string) (int, error) {
	n, ok := l.payments[id]
	if !ok {
		return 0, errNoPayment
	}
	return n, nil
}

func newServer(l *Ledger) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "payments", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get_payment"}, l.getPayment)
	mcp.AddTool(s, &mcp.Tool{Name: "refund_payment"}, l.refundPayment)
	s.AddTool(&mcp.Tool{Name: "void_payment", InputSchema: json.RawMessage(`{"type":"object"}`)}, l.voidPayment)
	mcp.AddTool(s, &mcp.Tool{Name: "payment_status"}, timed(l.paymentStatus))
	return s
}

type paymentInput struct {
	ID string `json:"id"`
}

type paymentOutput struct {
	Amount int `json:"amount"`
}

// getPayment is a generic handler: the SDK turns the errors it returns into
// isError results of its own making.
func (l *Ledger) getPayment(ctx context.Context, req *mcp.CallToolRequest, in paymentInput) (*mcp.CallToolResult, paymentOutput, error) {
	if in.ID == "" {
		return nil, paymentOutput{}, errors.New("id is required") // want `tool "get_payment" returns an error that the framework turns into an isError result without a declared error code; return a coded error result`
	}
	n, err := l.Amount(ctx, in.ID)
	if errors.Is(err, errNoPayment) {
		// Not reported: an envelope with its code set.
		return nil, paymentOutput{}, &errs.ToolError{Code: errs.NotFound, Message: "no payment " + in.ID}
	}
	if err != nil {
		return nil, paymentOutput{}, fmt.Errorf("ledger: %w", err) // want `tool "get_payment" returns an error that the framework turns into an isError result without a declared error code`
	}
	if n < 0 {
		return nil, paymentOutput{}, &errs.ToolError{Message: "corrupt ledger entry"} // want `tool "get_payment" returns an error that the framework turns into an isError result without a declared error code`
	}
	return nil, paymentOutput{Amount: n}, nil // Not reported: a success.
}

// refundPayment fails only in ways the rule accepts.
func (l *Ledger) refundPayment(ctx context.Context, req *mcp.CallToolRequest, in paymentInput) (*mcp.CallToolResult, paymentOutput, error) {
	if in.ID == "" {
		// Not reported: a coded constructor of another package.
		return nil, paymentOutput{}, respond.Envelope(errs.InvalidArgument, "id is required")
	}
	if ctx.Err() != nil {
		// Not reported: cancellation.
		return nil, paymentOutput{}, ctx.Err()
	}
	if te := checkID(in.ID); te != nil {
		// Not reported: where it is not nil, what checkID returns carries a
		// code.
		return nil, paymentOutput{}, te
	}
	if err := validID(in.ID); err != nil {
		return nil, paymentOutput{}, err // want `tool "refund_payment" returns an error that the framework turns into an isError result without a declared error code`
	}
	if _, err := l.Amount(ctx, in.ID); err != nil {
		// Not reported: a coded go-sdk result of another package.
		return respond.SDKFail(ctx, errs.NotFound, err.Error()), paymentOutput{}, nil
	}
	if len(in.ID) > 64 {
		// Not reported here: a *jsonrpc.Error stays a protocol error, which
		// is protocolerr's concern.
		return nil, paymentOutput{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "id too long"}
	}
	return nil, paymentOutput{}, nil
}

// voidPayment is a raw handler that builds its isError results itself.
func (l *Ledger) voidPayment(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in paymentInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil // want `tool "void_payment" returns an error result without a declared error code`
	}
	if in.ID == "" {
		return respond.SDKOops("id is required"), nil // want `tool "void_payment" returns an error result without a declared error code`
	}
	if _, err := l.Amount(ctx, in.ID); err != nil {
		// Not reported: SetError given an envelope with its code set.
		res := &mcp.CallToolResult{}
		res.SetError(&errs.ToolError{Code: errs.NotFound, Message: err.Error()})
		return res, nil
	}
	if in.ID == "pending" {
		// Not reported: an isError literal whose envelope has its code set.
		return &mcp.CallToolResult{
			IsError:           true,
			Content:           []mcp.Content{&mcp.TextContent{Text: "payment is pending"}},
			StructuredContent: respond.Envelope(errs.InvalidArgument, "payment is pending"),
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "voided"}}}, nil
}

// checkID returns the envelope to fail with, or nil to go on.
func checkID(id string) *errs.ToolError {
	if len(id) != 12 {
		return &errs.ToolError{Code: errs.InvalidArgument, Message: "an id has 12 characters"}
	}
	return nil
}

// validID returns the error to fail with, which carries no code, or nil.
func validID(id string) error {
	if id[0] != 'p' {
		return errors.New("an id starts with p")
	}
	return nil
}

// timed logs how long a generic handler took, and passes on what it
// returns.
func timed[In, Out any](h mcp.ToolHandlerFor[In, Out]) mcp.ToolHandlerFor[In, Out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		res, out, err := h(ctx, req, in)
		// Not reported: the error passes on unchanged, and is judged where
		// it is born.
		return res, out, err
	}
}

// paymentStatus is served through timed.
func (l *Ledger) paymentStatus(ctx context.Context, req *mcp.CallToolRequest, in paymentInput) (*mcp.CallToolResult, paymentOutput, error) {
	if in.ID == "" {
		return nil, paymentOutput{}, errors.New("id is required") // want `tool "payment_status" returns an error that the framework turns into an isError result without a declared error code`
	}
	return nil, paymentOutput{}, nil
}
