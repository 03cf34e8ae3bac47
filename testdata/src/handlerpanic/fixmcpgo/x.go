// Package fixmcpgo is a search server on mcp-go: the fixtures of the
// handlerpanic suggested fix for unchecked assertions.
package fixmcpgo

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("search", "1.0.0")
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("browse"), browse)
	s.AddTool(mcp.NewTool("notify"), notify)
	register(s)
	return s
}

// search: the forms a fix rewrites in place or hoists.
func search(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	query := args["query"].(string) // want `tool "search" asserts an argument value to string without checking`

	var scope = args["scope"].(string) // want `tool "search" asserts an argument value to string without checking`

	limit := int(request.GetArguments()["max_results"].(float64)) // want `tool "search" asserts an argument value to float64 without checking`

	var unit string
	unit = args["unit"].(string) // want `tool "search" asserts an argument value to string without checking`

	switch args["order"].(string) { // want `tool "search" asserts an argument value to string without checking`
	case "asc":
		query = strings.ToLower(query)
	}

	for _, tag := range args["tags"].([]any) { // want `tool "search" asserts an argument value to \[\]any without checking`
		query += fmt.Sprint(tag)
	}
	return mcp.NewToolResultText(fmt.Sprint(query, scope, limit, unit)), nil
}

// browse: assertions whose return cannot be written, or that hoisting
// would evaluate where the handler does not.
func browse(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	var pages []string
	if pages == nil && strings.HasPrefix(args["page"].(string), "p") { // want `tool "browse" asserts an argument value to string without checking`
		pages = append(pages, "page")
	}

	for i := 0; i < int(args["count"].(float64)); i++ { // want `tool "browse" asserts an argument value to float64 without checking`
		pages = append(pages, fmt.Sprint(i))
	}

	switch request.GetString("mode", "") {
	case args["mode"].(string): // want `tool "browse" asserts an argument value to string without checking`
		pages = nil
	}

	if n := len(pages); strings.Repeat("x", n) != args["cursor"].(string) { // want `tool "browse" asserts an argument value to string without checking`
		pages = append(pages, "cursor")
	}

	stamp := fmt.Sprint(time.Now(), args["stamp"].(string)) // want `tool "browse" asserts an argument value to string without checking`

	each := func() string {
		return args["each"].(string) // want `tool "browse" asserts an argument value to string without checking`
	}
	return mcp.NewToolResultText(strings.Join(pages, ",") + stamp + each() + title(args)), nil
}

// title is a helper: its return is not the handler's.
func title(args map[string]any) string {
	return args["title"].(string) // want `tool "browse" asserts an argument value to string without checking`
}

// notify: a go statement runs elsewhere.
func notify(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := request.GetArguments()
	go send(args["who"].(string)) // want `tool "notify" asserts an argument value to string without checking`
	return mcp.NewToolResultText("sent"), nil
}

func send(who string) {}
