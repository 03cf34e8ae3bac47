package inhouse

import "context"

// Tool describes a tool of the in-house framework.
type Tool struct {
	Name        string
	Description string
}

// ServerTool is an entry of the tool table: the tool and its handler.
type ServerTool struct {
	Tool    Tool
	Handler Action
}

// Tools is the table, its names stated in each entry's description.
var Tools = []ServerTool{
	{Tool: Tool{Name: "pods_get", Description: "Get a pod"}, Handler: podsGet},
	{Tool: Tool{Description: "List the pods"}, Handler: podsList},
}

func podsGet(ctx context.Context, input string) (string, error) { // want `handler podsGet: in-house, tool "pods_get"`
	return "pod", nil
}

// The description names no tool, and the description itself is not one.
func podsList(ctx context.Context, input string) (string, error) { // want `handler podsList: in-house, tool unknown`
	return "pods", nil
}
