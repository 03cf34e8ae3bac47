package mcpgo

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerCollections(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch_station"), handleFetchStation)
	s.AddTool(mcp.NewTool("match_stations"), handleMatchStations)
	s.AddTool(mcp.NewTool("station_tags"), handleStationTags)
	s.AddTool(mcp.NewTool("checked_tags"), handleCheckedTags)
	s.AddTool(mcp.NewTool("default_tags"), handleDefaultTags)
}

// handleFetchStation asserts each element of an argument list: a
// non-string element panics.
func handleFetchStation(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	headers, ok := args["headers"].([]any)
	if !ok {
		return mcp.NewToolResultError("headers must be a list"), nil
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://stations.example.com", nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	for _, h := range headers {
		name, value, _ := strings.Cut(h.(string), ":") // want `tool "fetch_station" asserts an argument value to string without checking`
		req.Header.Set(name, value)
	}
	return mcp.NewToolResultText(req.URL.String()), nil
}

// handleMatchStations hands the list, past its first element, to a helper
// that asserts each element.
func handleMatchStations(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	matchers, ok := request.GetArguments()["matchers"].([]any)
	if !ok || len(matchers) == 0 {
		return mcp.NewToolResultError("matchers must be a non-empty list"), nil
	}
	return mcp.NewToolResultText(joinMatchers(matchers[1:])), nil
}

func joinMatchers(matchers []any) string {
	var out []string
	for i, m := range matchers {
		out = append(out, strings.Repeat(" ", i)+m.(string)) // want `tool "match_stations" asserts an argument value to string without checking`
	}
	return strings.Join(out, ",")
}

// handleStationTags asserts an element picked by index out of a map of
// lists.
func handleStationTags(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	for key, tags := range args {
		if list, ok := tags.([]any); ok && len(list) > 0 {
			return mcp.NewToolResultText(key + list[0].(string)), nil // want `tool "station_tags" asserts an argument value to string without checking`
		}
	}
	return mcp.NewToolResultText(""), nil
}

// handleCheckedTags checks each element before it uses it.
func handleCheckedTags(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tags, _ := request.GetArguments()["tags"].([]any)
	var out []string
	for _, t := range tags {
		s, ok := t.(string)
		if !ok {
			return mcp.NewToolResultError("tags must be strings"), nil
		}
		out = append(out, s)
	}
	for _, t := range tags {
		switch t := t.(type) {
		case string:
			out = append(out, t)
		}
	}
	return mcp.NewToolResultText(strings.Join(out, ",")), nil
}

var defaultTags = []any{"weather", "station"}

// handleDefaultTags asserts the elements of its own list, which no call
// can change.
func handleDefaultTags(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var out []string
	for _, t := range defaultTags {
		out = append(out, t.(string))
	}
	for i := range request.GetArguments() {
		out = append(out, i)
	}
	return mcp.NewToolResultText(strings.Join(out, ",")), nil
}
