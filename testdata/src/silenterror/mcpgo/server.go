// Package mcpgo is a shipping MCP server built on mcp-go whose envelope and
// codes are declared in toolerrs/errs: the silenterror fixtures for mcp-go
// handlers.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"toolerrs/errs"
	"toolerrs/respond"
)

// Parcel is one shipment.
type Parcel struct {
	ID, Status string
}

var parcels = map[string]Parcel{}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("shipping", "1.0.0")
	s.AddTool(mcp.NewTool("track_parcel"), trackParcel)
	s.AddTool(mcp.NewTool("cancel_parcel"), cancelParcel)
	s.AddTool(mcp.NewTool("echo_parcel"), echoParcel)
	s.AddTool(mcp.NewTool("parcel_stats"), (&counter{failures: map[errs.Code]int{}}).parcelStats)
	return s
}

// trackParcel puts its failures in success results.
func trackParcel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		env := errs.ToolError{Code: errs.InvalidArgument, Message: "id is required"}
		return mcp.NewToolResultStructured(env, env.Message), nil // want `tool "track_parcel" returns a success result carrying an error envelope, which the model reads as success; set isError or build it with an error constructor`
	}
	p, ok := parcels[id]
	if !ok {
		return mcp.NewToolResultText(string(errs.NotFound)), nil // want `tool "track_parcel" returns a success result carrying an error code, which the model reads as success`
	}
	if p.Status == "lost" {
		return &mcp.CallToolResult{StructuredContent: respond.Envelope(errs.NotFound, "parcel lost")}, nil // want `tool "track_parcel" returns a success result carrying an error envelope`
	}
	if p.Status == "held" {
		return mcp.NewToolResultText(fmt.Sprintf("%s: held at customs", errs.Internal)), nil // want `tool "track_parcel" returns a success result carrying an error code`
	}
	return mcp.NewToolResultText(p.Status), nil // Not reported: a plain success.
}

// cancelParcel marks every result that carries an error as one.
func cancelParcel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, res := find(ctx, id); res != nil {
		// Not reported: where it is not nil, the result find hands back is
		// an isError result.
		return res, nil
	}
	if id == "" {
		// Not reported: the envelope, in a result marked isError.
		return &mcp.CallToolResult{
			IsError:           true,
			Content:           []mcp.Content{mcp.NewTextContent("id is required")},
			StructuredContent: &errs.ToolError{Code: errs.InvalidArgument, Message: "id is required"},
		}, nil
	}
	if _, ok := parcels[id]; !ok {
		// Not reported: the envelope, in a result marked isError
		// afterwards.
		env := respond.Envelope(errs.NotFound, "no parcel "+id)
		res := mcp.NewToolResultStructured(env, env.Error())
		res.IsError = true
		return res, nil
	}
	if parcels[id].Status == "delivered" {
		// Not reported: the code, in an isError result.
		return mcp.NewToolResultError(string(errs.InvalidArgument) + ": delivered already"), nil
	}
	if ctx.Err() != nil {
		// Not reported: a coded constructor's isError result.
		return respond.Fail(ctx, errs.Internal, "cancelled"), nil
	}
	if parcels[id].Status == "returned" {
		// Not reported: a success whose structured content is no envelope.
		return mcp.NewToolResultStructured(Parcel{ID: id, Status: "cancelled"}, "cancelled "+id), nil
	}
	delete(parcels, id)
	// Not reported: a success. That ctx went into an error result above
	// does not put a code in this one.
	return mcp.NewToolResultText(receipt(ctx, id)), nil
}

// find returns parcel id, or the error result to return instead.
func find(ctx context.Context, id string) (Parcel, *mcp.CallToolResult) {
	p, ok := parcels[id]
	if !ok && id != "" {
		return Parcel{}, respond.Fail(ctx, errs.NotFound, "no parcel "+id)
	}
	return p, nil
}

// receipt returns the cancellation receipt of parcel id.
func receipt(ctx context.Context, id string) string {
	return "cancelled " + id
}

// echoParcel names the parcel in its error envelope and in its success.
func echoParcel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, ok := parcels[id]; !ok {
		// Not reported: the envelope, in a result marked isError.
		return &mcp.CallToolResult{IsError: true, StructuredContent: respond.Envelope(errs.NotFound, id)}, nil
	}
	// Not reported: a success. That id went into an envelope above does
	// not put a code in this result.
	return mcp.NewToolResultText(id), nil
}

// counter counts failures by code.
type counter struct {
	failures map[errs.Code]int
}

func (c *counter) record(code errs.Code) { c.failures[code]++ }

func (c *counter) summary() string { return fmt.Sprintf("%d failures", len(c.failures)) }

// parcelStats records a failure in a branch that returns.
func (c *counter) parcelStats(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		c.record(errs.InvalidArgument)
		return respond.Fail(ctx, errs.InvalidArgument, "id is required"), nil
	}
	// Not reported: the code recorded above, in a branch that returned,
	// does not reach this result.
	return mcp.NewToolResultText(c.summary()), nil
}
