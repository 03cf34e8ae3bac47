package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

// getTicket returns error results with and without the stamp.
func (d *Desk) getTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool "get_ticket" returns an error result that no provenance stamp has marked; pass it through the declared stamp`
	}
	if len(id) > 16 {
		return respond.Oops("id is longer than 16 characters"), nil // want `tool "get_ticket" returns an error result that no provenance stamp has marked`
	}
	if id == "root" {
		return respond.Coded(errs.InvalidArgument, "root is not a ticket"), nil // want `tool "get_ticket" returns an error result that no provenance stamp has marked`
	}
	t, err := d.Get(id)
	if errors.Is(err, errNoTicket) {
		// Not reported: Fail, in another package, stamps every result it
		// returns, which is inferred without a directive.
		return respond.Fail(ctx, errs.NotFound, "no ticket "+id), nil
	}
	if err != nil {
		return respond.Oops(err.Error()), nil // want `tool "get_ticket" returns an error result that no provenance stamp has marked`
	}
	return mcp.NewToolResultText(t.Title), nil // Not reported: a success.
}

// assignTicket stamps its error results itself.
func (d *Desk) assignTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	who := req.GetString("assignee", "")
	if who == "" {
		// Not reported: the stamp's own result.
		return errs.Stamp(ctx, mcp.NewToolResultError("assignee is required")), nil
	}
	t, err := d.Get(req.GetString("id", ""))
	if err != nil {
		// Not reported: the result was handed to the stamp before the
		// return.
		res := mcp.NewToolResultErrorFromErr("cannot assign", err)
		errs.Stamp(ctx, res)
		return res, nil
	}
	if t.Closed {
		res := mcp.NewToolResultErrorf("ticket %s is closed", t.ID)
		return res, nil // want `tool "assign_ticket" returns an error result that no provenance stamp has marked`
	}
	if t.Assignee == who {
		// Not reported: a helper of this package that always stamps.
		return deskError(ctx, "ticket %s is assigned to %s already", t.ID, who), nil
	}
	if t.Assignee != "" {
		return reassignRefused(t)
	}
	t.Assignee = who
	return mcp.NewToolResultText(t.ID + " assigned to " + who), nil // Not reported: a success.
}

// deskError returns a stamped isError result. No directive: that it
// always stamps is inferred.
func deskError(ctx context.Context, format string, args ...any) *mcp.CallToolResult {
	return errs.Stamp(ctx, mcp.NewToolResultErrorf(format, args...))
}

// reassignRefused is a helper whose results assignTicket returns
// unchanged: the finding is at its return.
func reassignRefused(t *Ticket) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(fmt.Sprintf("%s belongs to %s", t.ID, t.Assignee)), nil // want `tool "assign_ticket" returns an error result that no provenance stamp has marked`
}

type summaryArgs struct {
	ID string `json:"id"`
}

type summary struct {
	Text string `json:"text"`
}

// summarizeTicket is a structured handler: mcp-go builds the isError
// result from the error it returns, where no stamp can reach.
func (d *Desk) summarizeTicket(ctx context.Context, req mcp.CallToolRequest, args summaryArgs) (summary, error) {
	t, err := d.Get(args.ID)
	if err != nil {
		return summary{}, err // want `tool "summarize_ticket" returns an error that the framework turns into an isError result no stamp can reach; return a stamped error result`
	}
	if ctx.Err() != nil {
		// Not reported: cancellation.
		return summary{}, ctx.Err()
	}
	return summary{Text: t.Title}, nil
}

// reopenTicket names the ticket in its error result and in its success.
func (d *Desk) reopenTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, err := d.Get(id); err != nil {
		res := mcp.NewToolResultErrorf("no ticket %s", id)
		if id == "" {
			return res, nil // want `tool "reopen_ticket" returns an error result that no provenance stamp has marked`
		}
		return errs.Stamp(ctx, res), nil
	}
	if ctx.Err() != nil {
		// Not reported: a protocol error is protocolerr's concern.
		return nil, ctx.Err()
	}
	// Not reported: a success. That id went into an error result above
	// does not make this result one.
	return mcp.NewToolResultText("reopened " + id), nil
}

// watchTicket builds its error results with the printf-style constructor.
func (d *Desk) watchTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return mcp.NewToolResultErrorf("id is required"), nil // want `tool "watch_ticket" returns an error result that no provenance stamp has marked`
	}
	if res := d.checkStamped(ctx, id); res != nil {
		// Not reported: where it is not nil, what checkStamped returns is
		// stamped.
		return res, nil
	}
	if res := d.check(id); res != nil {
		return res, nil // want `tool "watch_ticket" returns an error result that no provenance stamp has marked`
	}
	if _, err := d.Get(id); err != nil {
		return mcp.NewToolResultErrorf("cannot watch %s: %v", id, err), nil // want `tool "watch_ticket" returns an error result that no provenance stamp has marked`
	}
	if len(id) > 16 {
		// Not reported: stamped.
		return errs.Stamp(ctx, mcp.NewToolResultErrorf("id %s is too long", id)), nil
	}
	return mcp.NewToolResultText("watching " + id), nil
}

// checkStamped returns the stamped error result to return, or nil to go on.
func (d *Desk) checkStamped(ctx context.Context, id string) *mcp.CallToolResult {
	if t, ok := d.tickets[id]; ok && t.Closed {
		return errs.Stamp(ctx, mcp.NewToolResultErrorf("ticket %s is closed", id))
	}
	return nil
}

// check returns the error result to return, which no stamp marked, or nil.
func (d *Desk) check(id string) *mcp.CallToolResult {
	if _, ok := d.tickets[id]; !ok {
		return mcp.NewToolResultErrorf("no ticket %s", id)
	}
	return nil
}
