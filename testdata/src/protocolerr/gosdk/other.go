package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// registerPrompts registers the prompts and resources; their handlers are
// not tool handlers, so their errors are not reported.
func registerPrompts(server *mcp.Server) {
	server.AddPrompt(&mcp.Prompt{Name: "summarize"}, func(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
		path := req.Params.Arguments["path"]
		if path == "" {
			// Not reported: a prompt handler.
			return nil, errors.New("path argument is required")
		}
		return &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{
			Role:    "user",
			Content: &mcp.TextContent{Text: "Summarize " + path},
		}}}, nil
	})
	server.AddResource(&mcp.Resource{URI: "file:///README.md", Name: "readme"}, readReadme)
}

func readReadme(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	data, err := os.ReadFile("/srv/files/README.md")
	if err != nil {
		// Not reported: a resource handler.
		return nil, err
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: string(data)}}}, nil
}

// Mirror forwards tool calls to another file server.
type Mirror struct {
	connected bool
}

// CallTool forwards one call. It has a raw handler's signature but is a
// client: handleMoveFile calls it and handles its error.
func (m *Mirror) CallTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !m.connected {
		// Not reported: CallTool is not a handler.
		return nil, errors.New("mirror is not connected")
	}
	return text("mirrored " + req.Params.Name), nil
}

var mirror = &Mirror{}

func handleMoveFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		From string `json:"from"`
		To   string `json:"to"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err //nolint:toolerrlint // arguments are validated by the gateway
	}
	if args.To == args.From {
		return nil, fmt.Errorf("%s and %s are the same file", args.From, args.To) //nolint:gocritic // want `tool "move_file" returns an error built in place as a protocol error \(code 0\)`
	}
	if err := os.Rename(args.From, args.To); err != nil {
		//toolerr:ignore protocolerr the gateway retries moves that fail
		return nil, err
	}
	if _, err := mirror.CallTool(ctx, req); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("moved, but the mirror failed: %w", err))
		return res, nil
	}
	return text("moved"), nil
}
