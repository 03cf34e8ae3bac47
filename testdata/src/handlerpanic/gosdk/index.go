package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Handlers that index lists whose length the model decides: go-sdk
// recovers no panic of a handler.

func registerIndex(server *mcp.Server) {
	server.AddTool(&mcp.Tool{Name: "first_unit", InputSchema: objectSchema}, handleFirstUnit)
	mcp.AddTool(server, &mcp.Tool{Name: "open_repo"}, openRepo)
	mcp.AddTool(server, &mcp.Tool{Name: "open_checked"}, openChecked)
	server.AddTool(&mcp.Tool{Name: "units_checked", InputSchema: objectSchema}, handleUnitsChecked)
}

// handleFirstUnit: a list decoded from the raw arguments.
func handleFirstUnit(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	units, _ := args["units"].([]any)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(units[0])}}}, nil // want `tool "first_unit" indexes argument "units" at 0 without a length check, which panics when the model sends fewer items; check the length and return an isError result`
}

type repoInput struct {
	Repo   string   `json:"repo"`
	Labels []string `json:"labels,omitempty"`
}

type repoOutput struct {
	Owner string `json:"owner"`
}

// openRepo: a typed handler's slice field and text field.
func openRepo(ctx context.Context, req *mcp.CallToolRequest, in repoInput) (*mcp.CallToolResult, repoOutput, error) {
	name := strings.Split(in.Repo, "/")[1] // want `tool "open_repo" indexes strings.Split of argument "repo" at 1 without a length check, which panics when the model sends fewer parts`
	label := in.Labels[0]                  // want `tool "open_repo" indexes argument "labels" at 0 without a length check`
	return nil, repoOutput{Owner: name + label}, nil
}

// openChecked: the same, checked.
func openChecked(ctx context.Context, req *mcp.CallToolRequest, in repoInput) (*mcp.CallToolResult, repoOutput, error) {
	owner, _, found := strings.Cut(in.Repo, "/")
	if !found {
		return nil, repoOutput{}, fmt.Errorf("repo must be owner/name")
	}
	label := "none"
	if len(in.Labels) > 0 {
		label = in.Labels[0] // Not reported: checked around it.
	}
	labels := in.Labels
	if len(in.Labels) < 2 {
		return nil, repoOutput{}, fmt.Errorf("labels must have two items")
	}
	label += labels[1] // Not reported: checked under another name.

	return nil, repoOutput{Owner: owner + label + strings.Split(in.Repo, "/")[0]}, nil // Not reported: Split returns at least the text.
}

// handleUnitsChecked: a list ranged over with its index.
func handleUnitsChecked(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	units, _ := args["units"].([]any)
	var out []string
	for i := range units {
		out = append(out, fmt.Sprint(i, units[0])) // Not reported: the loop runs only over elements.
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(out, ",")}}}, nil
}
