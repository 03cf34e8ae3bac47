package fixmcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// listJobs: a labelled statement, which a jump may re-enter, gets no fix,
// nor does the line of state, whose end-of-line comment gofmt aligns with
// owner's: its edit alone would leave them unaligned. The assertion in
// the loop's body and owner's do.
func listJobs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	var names []string
outer:
	for _, n := range args["names"].([]any) { // want `tool "list_jobs" asserts an argument value to \[\]any without checking`
		for range names {
			continue outer
		}
		names = append(names, n.(string)) // want `tool "list_jobs" asserts an argument value to string without checking`
	}
	owner := args["owner"].(string) // want `tool "list_jobs" asserts an argument value to string without checking`
	state := args["state"].(string) // want `tool "list_jobs" asserts an argument value to string without checking`
	return mcp.NewToolResultText(owner + state), nil
}

// renameJob returns what renamed returns, unchanged: a return written in
// renamed answers the call, and gets the fix.
func renameJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return renamed(req.GetArguments())
}

func renamed(args map[string]any) (*mcp.CallToolResult, error) {
	name := args["name"].(string) // want `tool "rename_job" asserts an argument value to string without checking`
	return mcp.NewToolResultText("renamed to " + name), nil
}
