// Package foxy is a cluster server on foxy-contexts: the handlerpanic
// fixtures for its callbacks, which take the arguments as a map.
package foxy

import (
	"context"
	"fmt"
	"os"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

func ptr[T any](v T) *T { return &v }

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: s}}}
}

func failure(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: ptr(true), Content: []interface{}{mcp.TextContent{Type: "text", Text: s}}}
}

// NewGetPodTool reads one pod.
func NewGetPodTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "get_pod"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		name := args["name"].(string) // want `tool "get_pod" asserts an argument value to string without checking`
		ns, ok := args["namespace"].(string)
		if !ok {
			return failure("namespace must be a string") // Not reported: checked assertion.
		}
		return text(ns + "/" + name)
	})
}

// NewDeletePodTool deletes pods.
func NewDeletePodTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "delete_pods"}, deletePods)
}

func deletePods(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	names, ok := args["names"].([]interface{})
	if !ok {
		return failure("names must be a list")
	}
	force := args["force"].(bool) // want `tool "delete_pods" asserts an argument value to bool without checking`
	deleted := []string{fmt.Sprint("force=", force)}
	for _, n := range names {
		if s, ok := n.(string); ok {
			deleted = append(deleted, s) // Not reported: checked assertion.
		}
	}
	labels, ok := args["labels"].([]interface{})
	if !ok {
		return failure("labels must be a list")
	}
	for _, l := range labels {
		if s, ok := l.(string); ok {
			deleted = append(deleted, "label:"+s) // Not reported: checked assertion.
		}
	}
	if len(names) > 100 {
		os.Exit(1) // want `tool "delete_pods" calls os.Exit, which exits the server`
	}
	return text(fmt.Sprint("deleted ", deleted))
}
