// Package accessors is a cluster toolbox on an in-house framework whose
// request hands the arguments over through an accessor, the framework's
// handler type being declared with -handlers: the handlerpanic fixtures
// for argument values read off an in-house request.
package accessors

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/clusterkit/api"
)

func Tools() []api.ServerTool {
	return []api.ServerTool{
		{Name: "pods_get", Handler: podsGet},
		{Name: "pods_list", Handler: podsList},
		{Name: "pods_log", Handler: podsLog},
		{Name: "pods_run", Handler: podsRun},
		{Name: "resources_get", Handler: resourcesGet},
		{Name: "pods_top", Handler: podsTop},
		{Name: "pods_scale", Handler: podsScale},
	}
}

func podsGet(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	ns := params.GetArguments()["namespace"]
	if ns == nil {
		return api.NewToolCallResult("", errors.New("missing argument namespace")), nil
	}
	name := params.GetArguments()["name"].(string)               // want `tool "pods_get" asserts an argument value to string without checking, which panics on bad input; use the two-value form and return an isError result`
	return api.NewToolCallResult(ns.(string)+"/"+name, nil), nil // want `tool "pods_get" asserts an argument value to string without checking`
}

func podsList(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	args := params.GetArguments()
	selector := args["labelSelector"]
	if selector == nil {
		selector = ""
	}
	container := params.ToolCallRequest.GetArguments()["container"].(string) // want `tool "pods_list" asserts an argument value to string without checking`
	return api.NewToolCallResult(selector.(string)+container, nil), nil      // want `tool "pods_list" asserts an argument value to string without checking`
}

func podsLog(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	name, ok := params.GetArguments()["name"].(string) // Not reported: the two-value form.
	if !ok {
		return api.NewToolCallResult("", errors.New("name must be a string")), nil
	}
	return api.NewToolCallResult(fmt.Sprintf("%s: %d lines", name, tailLines(params)), nil), nil
}

// tailLines is a helper handed the request.
func tailLines(params api.ToolHandlerParams) int {
	tail := params.GetArguments()["tail"]
	if tail == nil {
		return 100
	}
	return int(tail.(float64)) // want `tool "pods_log" asserts an argument value to float64 without checking`
}

func podsRun(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	image := params.GetArguments()["image"]
	if _, ok := image.(string); !ok {
		return api.NewToolCallResult("", errors.New("image must be a string")), nil
	}
	timeout := params.ToolsetConfig("core")["timeout"].(string) // Not reported: a method that takes arguments.
	defaults := map[string]any{"replicas": 1.0}
	replicas := defaults["replicas"].(float64) // Not reported: a map the handler built.

	ref := image.(string) // Not reported: checked above.
	return api.NewToolCallResult(fmt.Sprint(ref, timeout, replicas), nil), nil
}

func resourcesGet(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	kind, err := parseKind(params.GetArguments())
	if err != nil {
		return api.NewToolCallResult("", err), nil
	}
	return api.NewToolCallResult(kind, nil), nil
}

// parseKind is a helper handed the arguments.
func parseKind(arguments map[string]any) (string, error) {
	kind := arguments["kind"]
	if kind == nil {
		return "", errors.New("missing argument kind")
	}
	return strings.ToLower(kind.(string)), nil // want `tool "resources_get" asserts an argument value to string without checking`
}

type requesterKey struct{}

// presets is a request the server builds itself.
type presets struct{}

func (presets) GetArguments() map[string]any { return map[string]any{"interval": "1m"} }

func podsTop(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	who := params.Value(requesterKey{}).(string) // Not reported: not an argument value.
	return api.NewToolCallResult(who+" "+interval(presets{}), nil), nil
}

// interval is a helper handed a request the handler built.
func interval(r api.ToolCallRequest) string {
	return r.GetArguments()["interval"].(string) // Not reported: not the call's request.
}

func podsScale(params api.ToolHandlerParams) (*api.ToolCallResult, error) {
	waitReady(params)
	replicas, ok := params.GetArguments()["replicas"].(float64)
	if !ok {
		return api.NewToolCallResult("", errors.New("replicas must be a number")), nil
	}
	return api.NewToolCallResult(fmt.Sprint(replicas), nil), nil
}

// waitReady is a helper handed the request as a context only.
func waitReady(ctx context.Context) {
	if ctx.Err() != nil {
		panic("scaled after the call was cancelled") // Not reported: handed nothing of the call's input.
	}
}

// deleteInput is the input of a go-sdk tool, which the SDK decodes.
type deleteInput struct {
	Name string `json:"name"`
}

// Options are the server's own settings for a deletion.
func (deleteInput) Options() map[string]any { return map[string]any{"grace": 30.0} }

func newServer() *mcp.Server {
	server := mcp.NewServer(&mcp.Implementation{Name: "pods", Version: "1.0.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "delete_pod"}, deletePod)
	return server
}

func deletePod(ctx context.Context, req *mcp.CallToolRequest, in deleteInput) (*mcp.CallToolResult, any, error) {
	grace := in.Options()["grace"].(float64) // Not reported: the server's own map, and SDK handlers' arguments are known by their profile.
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(in.Name, grace)}}}, nil, nil
}
