// Package encoding holds handlers whose only failures are encoding their
// own values: reported with -encoding, and only then.
package encoding

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type report struct {
	Open, Closed int
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("reports", "1.0.0")
	s.AddTool(mcp.NewTool("report"), handleReport)
	s.AddTool(mcp.NewTool("report_json"), handleReportJSON)
	return s
}

func handleReport(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := json.Marshal(report{Open: 3})
	if err != nil {
		return nil, fmt.Errorf("encode report: %w", err) // want `tool "report" returns an encoding failure from json.Marshal as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func handleReportJSON(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(report{Closed: 2}) // want `tool "report_json" returns an encoding failure from mcp.NewToolResultJSON as a protocol error \(-32603\)`
}
