// Command gosdk is a notes server on the go-sdk's raw API whose handler
// returns its failures as protocol errors: -fix turns each into an
// isError result.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var schema = json.RawMessage(`{"type":"object","properties":{"name":{"type":"string"}}}`)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "read_note", InputSchema: schema}, readNote)
	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

func readNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	if args.Name == "" {
		log.Print("read_note without a name")        // the operator sees it
		return nil, errors.New("name must be given") // and so does the model
	}
	if len(args.Name) > 64 {
		return nil, errors.New("name is longer than 64 bytes")
	}
	data, err := os.ReadFile(args.Name)
	if err != nil {
		return nil, fmt.Errorf("note %s: %w", args.Name, err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
}
