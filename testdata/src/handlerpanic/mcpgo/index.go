package mcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Handlers that index lists whose length the model decides.

func registerIndexTools(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_item"), getItem)
	s.AddTool(mcp.NewTool("move_file"), moveFile)
	s.AddTool(mcp.NewTool("run_command"), runCommand)
	s.AddTool(mcp.NewTool("tag_items"), tagItems)
	s.AddTool(mcp.NewTool("pair_cities"), mcp.NewTypedToolHandler(pairCities))
	s.AddTool(mcp.NewTool("get_checked"), getChecked)
	s.AddTool(mcp.NewTool("split_checked"), splitChecked)
	s.AddTool(mcp.NewTool("own_lists"), ownLists)
	s.AddTool(mcp.NewTool("get_recovered"), getRecovered)
}

// getItem: a list asserted out of the arguments, indexed at once or
// through a variable.
func getItem(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	ids, ok := args["ids"].([]any)
	if !ok {
		return mcp.NewToolResultError(`argument "ids" must be an array`), nil
	}
	first := ids[0] // want `tool "get_item" indexes argument "ids" at 0 without a length check, which panics when the model sends fewer items; check the length and return an isError result`
	keys := request.GetStringSlice("keys", nil)
	return mcp.NewToolResultText(fmt.Sprint(first, keys[1])), nil // want `tool "get_item" indexes argument "keys" at 1 without a length check`
}

// moveFile: text the model sent, cut on a separator: Split always
// returns the text itself at 0, and nothing beyond unless the separator
// is there.
func moveFile(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := request.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	parts := strings.Split(path, "/")
	owner := parts[0] // Not reported: Split returns at least the text.
	repo := parts[1]  // want `tool "move_file" indexes strings.Split of argument "path" at 1 without a length check, which panics when the model sends fewer parts`

	pair := request.GetString("pair", "")
	key, value := strings.SplitN(pair, "=", 2)[0], strings.SplitN(pair, "=", 2)[1] // want `tool "move_file" indexes strings.SplitN of argument "pair" at 1 without a length check`
	labels := map[string]string{}
	for _, label := range request.GetStringSlice("labels", nil) {
		kv := strings.SplitN(label, "=", 2)
		labels[kv[0]] = kv[1] // want `tool "move_file" indexes strings.SplitN of an argument value at 1 without a length check`
	}
	return mcp.NewToolResultText(owner + repo + key + value + fmt.Sprint(labels)), nil
}

// runCommand: Fields returns nothing for blank text.
func runCommand(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cmd := strings.TrimSpace(request.GetString("command", ""))
	words := strings.Fields(cmd)
	if words[0] == "git" { // want `tool "run_command" indexes strings.Fields of argument "command" at 0`
		return mcp.NewToolResultText(words[1]), nil // want `tool "run_command" indexes strings.Fields of argument "command" at 1`
	}
	return mcp.NewToolResultText(words[0] + strings.Split(cmd, " ")[2]), nil // want `tool "run_command" indexes strings.Fields of argument "command" at 0` `tool "run_command" indexes strings.Split of argument "command" at 2`
}

// tagItems: a helper that takes a list out of the arguments indexes it
// on the handler's path; in one statement, the highest index is
// reported. A helper handed the list itself is not: the handler may have
// checked its length before the call.
func tagItems(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	tags, _ := args["tags"].([]any)
	if len(tags) < 2 {
		return mcp.NewToolResultError(`argument "tags" must have two items`), nil
	}
	return mcp.NewToolResultText(firstTwo(tags) + firstLabels(args)), nil
}

func firstTwo(tags []any) string {
	return fmt.Sprint(tags[0], tags[1]) // Not reported: handed in.
}

func firstLabels(args map[string]any) string {
	labels, _ := args["labels"].([]any)
	return fmt.Sprint(labels[0], labels[1]) // want `tool "tag_items" indexes argument "labels" at 1 without a length check`
}

type pairArgs struct {
	Cities []string `json:"cities"`
	Limits [2]int   `json:"limits"`
}

// pairCities: a typed handler's slice field, named as the model sends it;
// an array field has the length its type says.
func pairCities(ctx context.Context, request mcp.CallToolRequest, args pairArgs) (*mcp.CallToolResult, error) {
	from := args.Cities[0] // want `tool "pair_cities" indexes argument "cities" at 0 without a length check`
	return mcp.NewToolResultText(fmt.Sprint(from, args.Limits[1])), nil
}

// getChecked: each index comes after a length check, inside a range loop
// over the list, or after the list went to a helper that may check it.
func getChecked(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	ids, _ := args["ids"].([]any)
	if len(ids) == 0 {
		return mcp.NewToolResultError(`argument "ids" must not be empty`), nil
	}
	first := ids[0] // Not reported: checked above.

	keys := request.GetStringSlice("keys", nil)
	if n := len(keys); n >= 2 {
		first = keys[1] // Not reported: checked around it.
	}

	names, _ := args["names"].([]any)
	for range names {
		first = names[0] // Not reported: a range loop runs only over elements.
	}

	pairs, _ := args["pairs"].([]any)
	if err := validatePairs(pairs); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(first, pairs[1])), nil // Not reported: a helper may have checked it.
}

func validatePairs(pairs []any) error {
	if len(pairs) < 2 {
		return fmt.Errorf("need two pairs")
	}
	return nil
}

// splitChecked: text cut after a check of what it holds, or of how many
// parts it gave.
func splitChecked(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := request.GetString("path", "")
	if !strings.Contains(path, "/") {
		return mcp.NewToolResultError(`argument "path" must be owner/repo`), nil
	}
	repo := strings.Split(path, "/")[1] // Not reported: the separator is there.

	mirror := request.GetString("mirror", "")
	hasOwner := strings.Contains(mirror, "/")
	if !hasOwner {
		return mcp.NewToolResultError(`argument "mirror" must be owner/repo`), nil
	}
	repo += strings.Split(mirror, "/")[1] // Not reported: the separator was looked for.

	ref := request.GetString("ref", "")
	refParts := strings.SplitN(ref, "@", 2)
	if len(refParts) != 2 {
		return mcp.NewToolResultError(`argument "ref" must be name@version`), nil
	}
	return mcp.NewToolResultText(repo + refParts[1]), nil // Not reported: checked above.
}

// ownLists: lists the handler builds itself, whatever the arguments say.
func ownLists(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defaults := []string{"a", "b"}
	name := request.GetString("name", "")
	full := strings.Split("owner/"+name, "/")
	sizes := [3]int{1, 2, 3}
	csv := strings.Split("x,y,z", ",")
	return mcp.NewToolResultText(fmt.Sprint(defaults[1], full[1], sizes[2], csv[2])), nil // Not reported: none is the model's.
}

// getRecovered: a deferred recover that answers with an isError result.
func getRecovered(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			result, err = mcp.NewToolResultErrorf("bad arguments: %v", r), nil
		}
	}()
	ids, _ := request.GetArguments()["ids"].([]any)
	return mcp.NewToolResultText(fmt.Sprint(ids[0])), nil // Not reported: recovered above.
}
