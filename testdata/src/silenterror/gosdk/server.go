// Package gosdk is a weather MCP server built on the official go-sdk whose
// envelope and codes are declared in toolerrs/errs: the silenterror
// fixtures for go-sdk handlers.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"toolerrs/errs"
	"toolerrs/respond"
)

var forecasts = map[string]string{}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "weather", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "forecast", InputSchema: json.RawMessage(`{"type":"object"}`)}, forecast)
	mcp.AddTool(s, &mcp.Tool{Name: "alerts"}, alerts)
	return s
}

type cityInput struct {
	City string `json:"city"`
}

// forecast is a raw handler.
func forecast(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in cityInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		env := &errs.ToolError{Code: errs.InvalidArgument, Message: err.Error()}
		return &mcp.CallToolResult{ // want `tool "forecast" returns a success result carrying an error envelope, which the model reads as success`
			Content:           []mcp.Content{&mcp.TextContent{Text: env.Error()}},
			StructuredContent: env,
		}, nil
	}
	f, ok := forecasts[in.City]
	if !ok {
		// Not reported: the envelope, in a result marked isError.
		env := respond.Envelope(errs.NotFound, "no forecast for "+in.City)
		return &mcp.CallToolResult{
			IsError:           true,
			Content:           []mcp.Content{&mcp.TextContent{Text: env.Error()}},
			StructuredContent: env,
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: f}}}, nil // Not reported: a plain success.
}

type alertsOutput struct {
	Alerts []string `json:"alerts"`
}

// alerts is a generic handler.
func alerts(ctx context.Context, req *mcp.CallToolRequest, in cityInput) (*mcp.CallToolResult, alertsOutput, error) {
	if in.City == "" {
		return &mcp.CallToolResult{StructuredContent: respond.Envelope(errs.InvalidArgument, "city is required")}, alertsOutput{}, nil // want `tool "alerts" returns a success result carrying an error envelope`
	}
	if _, ok := forecasts[in.City]; !ok {
		// Not reported: the envelope travels as the error, which the SDK
		// turns into an isError result.
		return nil, alertsOutput{}, respond.Envelope(errs.NotFound, "no city "+in.City)
	}
	if in.City == "Atlantis" {
		// Not reported: a stamped, coded isError result.
		return respond.SDKFail(ctx, errs.NotFound, "Atlantis has no weather"), alertsOutput{}, nil
	}
	return nil, alertsOutput{Alerts: []string{}}, nil // Not reported: a success.
}
