// Package fixgosdk is a notes MCP server on the go-sdk's raw API: the
// fixture of the protocolerr suggested fix for go-sdk handlers.
package fixgosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var schema = json.RawMessage(`{"type":"object"}`)

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "notes", Version: "1.0.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "read_note", InputSchema: schema}, readNote)
	mcp.AddTool(s, &mcp.Tool{Name: "count_notes"}, countNotes)
	mcp.AddTool(s, &mcp.Tool{Name: "get_note"}, getNote)
	mcp.AddTool(s, &mcp.Tool{Name: "stat_note"}, statNote)
	mcp.AddTool(s, &mcp.Tool{Name: "touch_note"}, touchNote)
	s.AddTool(&mcp.Tool{Name: "delete_note", InputSchema: schema}, deleteNote)
	return s
}

type readArgs struct {
	Name string `json:"name"`
}

func readNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args readArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err // want `tool "read_note" returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
	}
	if args.Name == "" {
		return nil, errors.New("name must not be empty") // want `tool "read_note" returns an error built in place as a protocol error \(code 0\)`
	}
	data, err := os.ReadFile(args.Name)
	if err != nil {
		return nil, fmt.Errorf("read note %s: %w", args.Name, err) // want `tool "read_note" returns a wrapped error from downstream call os.ReadFile as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(data)}}}, nil
}

// deleteNote refuses with protocol errors built in place: the fix gives
// the model their message, as their Error method would.
func deleteNote(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args readArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "arguments must be an object"} // want `tool "delete_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	if args.Name == "README" {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("%s cannot be deleted", args.Name)} // want `tool "delete_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	if args.Name == "" {
		// No fix: the error says nothing the model could read.
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams} // want `tool "delete_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	if _, err := os.Stat(args.Name); err != nil {
		refused := &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "no such note"}
		return nil, refused // want `tool "delete_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	if err := os.Remove(args.Name); err != nil {
		return nil, fmt.Errorf("delete %s: %w", args.Name, err) // want `tool "delete_note" returns a wrapped error from downstream call os.Remove as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil
}

type countArgs struct{}

type countOut struct {
	Count int `json:"count"`
}

// countNotes is a generic handler: the SDK makes its plain errors isError
// results already, and no fix is offered for them.
func countNotes(ctx context.Context, req *mcp.CallToolRequest, in countArgs) (*mcp.CallToolResult, countOut, error) {
	entries, err := os.ReadDir(".")
	if err != nil {
		return nil, countOut{}, err
	}
	return nil, countOut{Count: len(entries)}, nil
}

type noteOut struct {
	Text string `json:"text"`
}

// getNote is a generic handler whose *jsonrpc.Error the SDK sends as a
// protocol error: the fix returns the CallToolResult with the error's
// message, and the output as it stands.
func getNote(ctx context.Context, req *mcp.CallToolRequest, in readArgs) (*mcp.CallToolResult, noteOut, error) {
	if in.Name == "" {
		return nil, noteOut{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "name must not be empty"} // want `tool "get_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	data, err := os.ReadFile(in.Name)
	if err != nil {
		return nil, noteOut{}, err // Not reported: the SDK makes it an isError result.
	}
	return nil, noteOut{Text: string(data)}, nil
}

// statNote fails with bare returns of its named results: the fix spells
// them out, the error result first and a nil error last.
func statNote(ctx context.Context, req *mcp.CallToolRequest, in readArgs) (res *mcp.CallToolResult, out noteOut, err error) {
	if in.Name == "" {
		err = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "name must not be empty"}
		return // want `tool "stat_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	out.Text = in.Name
	return
}

// touchNote gets no fix for its bare return: its output is named _, which
// a return cannot spell out.
func touchNote(ctx context.Context, req *mcp.CallToolRequest, in readArgs) (res *mcp.CallToolResult, _ noteOut, err error) {
	if in.Name == "" {
		err = &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "name must not be empty"}
		return // want `tool "touch_note" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	return
}
