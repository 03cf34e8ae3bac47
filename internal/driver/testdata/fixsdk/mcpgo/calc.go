// Command mcpgo is an mcp-go calculator whose handler returns its failures
// as protocol errors: -fix turns each into an isError result.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("calc", "1.0.0")
	s.AddTool(mcp.NewTool("divide", mcp.WithString("a"), mcp.WithString("b")), divide)
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}

func divide(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, err := req.RequireString("a")
	if err != nil {
		return nil, err
	}
	x, err := strconv.ParseFloat(a, 64)
	if err != nil {
		return nil, fmt.Errorf("a is %q, not a number", a)
	}
	y, err := strconv.ParseFloat(req.GetString("b", "1"), 64)
	if err != nil {
		return nil, fmt.Errorf("b: %w", err)
	}
	if y == 0 {
		log.Print("division by zero")             // the operator sees it
		return nil, errors.New("b must not be 0") // and so does the model
	}
	if x < 0 {
		return nil, errors.New("a must not be negative")
	}
	return mcp.NewToolResultText(strconv.FormatFloat(x/y, 'g', -1, 64)), nil
}
