package fixmcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// The fixtures of the handlerpanic suggested fix for indexes of lists the
// model decides the length of.

func registerIndex(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_item"), getItem)
	s.AddTool(mcp.NewTool("pair_cities"), mcp.NewTypedToolHandler(pairCities))
	s.AddTool(mcp.NewTool("index_unfixed"), indexUnfixed)
}

// getItem: the forms a fix checks before the statement, cutting text or
// reading a list in place into a variable first.
func getItem(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ids, _ := request.GetArguments()["ids"].([]any)
	first := ids[0] // want `tool "get_item" indexes argument "ids" at 0 without a length check`

	path := request.GetString("path", "")
	repo := strings.Split(path, "/")[1] // want `tool "get_item" indexes strings.Split of argument "path" at 1 without a length check`

	words := strings.Fields(request.GetString("command", ""))
	if words[0] == "rm" { // want `tool "get_item" indexes strings.Fields of argument "command" at 0 without a length check`
		return mcp.NewToolResultError("rm is not allowed"), nil
	}
	tag := request.GetStringSlice("tag_names", nil)[0] // want `tool "get_item" indexes argument "tag_names" at 0 without a length check`
	return mcp.NewToolResultText(fmt.Sprint(first, repo, tag)), nil
}

type pairArgs struct {
	Cities []string `json:"cities"`
}

// pairCities: a typed handler's slice field.
func pairCities(ctx context.Context, request mcp.CallToolRequest, args pairArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(args.Cities[0] + " vs " + args.Cities[1]), nil // want `tool "pair_cities" indexes argument "cities" at 1 without a length check`
}

// indexUnfixed: indexes no check can precede: in an else-if condition, in
// a closure, in a helper, and of a list asserted in place, whose
// assertion is fixed first.
func indexUnfixed(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	ids, _ := args["ids"].([]any)
	mode := request.GetString("mode", "")
	if mode == "" {
		mode = "all"
	} else if ids[1] == "x" { // want `tool "index_unfixed" indexes argument "ids" at 1 without a length check`
		mode = "x"
	}
	second := func() any {
		return ids[2] // want `tool "index_unfixed" indexes argument "ids" at 2 without a length check`
	}
	first := args["names"].([]any)[0] // want `tool "index_unfixed" asserts an argument value to \[\]any without checking` `tool "index_unfixed" indexes argument "names" at 0 without a length check`
	return mcp.NewToolResultText(fmt.Sprint(mode, second(), first, last(args))), nil
}

func last(args map[string]any) any {
	ids, _ := args["ids"].([]any)
	return ids[3] // want `tool "index_unfixed" indexes argument "ids" at 3 without a length check`
}
