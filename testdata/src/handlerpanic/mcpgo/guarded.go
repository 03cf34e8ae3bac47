package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func registerGuarded(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("station_note"), handleStationNote)
	s.AddTool(mcp.NewTool("station_code"), handleStationCode)
	s.AddTool(mcp.NewTool("station_kind"), handleStationKind)
	s.AddTool(mcp.NewTool("station_alias"), handleStationAlias)
	s.AddTool(mcp.NewTool("station_owner"), handleStationOwner)
}

// handleStationNote checks each assertion before making it.
func handleStationNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	if _, ok := args["note"].(string); !ok {
		return mcp.NewToolResultError("note must be a string"), nil
	}
	note := args["note"].(string) // Not reported: checked just above.
	id, ok := args["id"].(float64)
	if !ok {
		return mcp.NewToolResultError("id must be a number"), nil
	}
	again := args["id"].(float64)   // Not reported: checked above.
	label := args["label"].(string) // want `tool "station_note" asserts an argument value to string without checking`
	return mcp.NewToolResultText(fmt.Sprint(note, id, again, label)), nil
}

// requireArg is a generic helper: its second assertion is guarded by the
// first, on the same expression of a call.
func requireArg[T any](request mcp.CallToolRequest, name string) (T, error) {
	var zero T
	if _, ok := request.GetArguments()[name].(T); !ok {
		return zero, fmt.Errorf("%s has the wrong type", name)
	}
	return request.GetArguments()[name].(T), nil // Not reported: checked above.
}

func handleStationCode(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code, err := requireArg[string](request, "code")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(code), nil
}

// handleStationKind asserts inside the branch of a successful check, and
// inside a type switch case.
func handleStationKind(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	if _, ok := args["kind"].(string); ok {
		return mcp.NewToolResultText(args["kind"].(string)), nil // Not reported: inside the check.
	}
	switch args["size"].(type) {
	case float64:
		return mcp.NewToolResultText(fmt.Sprint(args["size"].(float64))), nil // Not reported: the case checked it.
	case string:
		return mcp.NewToolResultText(fmt.Sprint(args["size"].(float64))), nil // want `tool "station_kind" asserts an argument value to float64 without checking`
	}
	return mcp.NewToolResultText("none"), nil
}

// handleStationAlias checks a different key, or the wrong type, than it
// asserts: both assertions can panic.
func handleStationAlias(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	if _, ok := args["alias"].(string); !ok {
		return mcp.NewToolResultError("alias must be a string"), nil
	}
	name := args["name"].(string) // want `tool "station_alias" asserts an argument value to string without checking`
	n := args["alias"].(float64)  // want `tool "station_alias" asserts an argument value to float64 without checking`
	return mcp.NewToolResultText(fmt.Sprint(name, n)), nil
}

// handleStationOwner's check does not stop the handler when it fails.
func handleStationOwner(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	if _, ok := args["owner"].(string); !ok {
		fmt.Println("owner is not a string")
	}
	owner := args["owner"].(string) // want `tool "station_owner" asserts an argument value to string without checking`
	return mcp.NewToolResultText(owner), nil
}
