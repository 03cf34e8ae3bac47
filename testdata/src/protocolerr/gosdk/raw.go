package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func text(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func (fs *FileServer) ReadFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err // want `tool "read_file" returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\), which the model never sees; return an isError result`
	}
	path, err := fs.resolve(args.Path)
	if err != nil {
		return nil, err // want `tool "read_file" returns an error built by FileServer.resolve as a protocol error \(code 0\)`
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", args.Path, err) // want `tool "read_file" returns a wrapped error from downstream call os.ReadFile as a protocol error \(code 0\)`
	}
	return text(string(data)), nil
}

type writeArgs struct {
	Path    string `json:"path"`
	Content string `json:"content"`
}

// newWriteFileHandler returns the write_file handler for root.
func newWriteFileHandler(root string, quota *Quota) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args writeArgs
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err // want `tool "write_file" returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
		}
		if !quota.Allow(len(args.Content)) {
			return nil, &jsonrpc.Error{Code: quota.RejectCode, Message: "write quota exceeded"} // want `tool "write_file" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(jsonrpc error\)`
		}
		if err := ctx.Err(); err != nil {
			// Not reported: cancellation.
			return nil, err
		}
		if err := os.WriteFile(filepath.Join(root, args.Path), []byte(args.Content), 0o644); err != nil {
			return nil, err // want `tool "write_file" returns an error from downstream call os.WriteFile as a protocol error \(code 0\)`
		}
		return text("written"), nil
	}
}

func handleDeleteFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, fmt.Errorf("invalid arguments: %w", err) // want `tool "delete_file" returns a wrapped argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
	}
	if args.Path == "/" || args.Path == "" {
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "refusing to delete the root"} // want `tool "delete_file" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	if err := os.RemoveAll(args.Path); err != nil {
		// Not reported: an isError result.
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil
	}
	return text("deleted " + args.Path), nil
}

func handleListDir(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Dir string `json:"dir"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		// Not reported: an isError result.
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	entries, err := os.ReadDir(args.Dir)
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(fmt.Errorf("list %s: %w", args.Dir, err))
		return res, nil
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	// Not reported: err is nil here, the failure was handled above.
	return text(strings.Join(names, "\n")), err
}

// withTimeout bounds the run time of a raw handler.
func withTimeout(d time.Duration, h mcp.ToolHandler) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, d)
		defer cancel()
		res, err := h(ctx, req)
		if res != nil && res.GetError() != nil {
			log.Printf("tool %s failed: %v", req.Params.Name, res.GetError())
		}
		// Not reported: h's error passed on unchanged.
		return res, err
	}
}

func handleReindex(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := index.Reopen(); err != nil {
		// Not reported: Reopen is declared infrastructure.
		return nil, err
	}
	if seg := os.Getenv("FILES_BAD_SEGMENT"); seg != "" {
		// Not reported: CorruptIndexError is declared infrastructure.
		return nil, &CorruptIndexError{Segment: seg}
	}
	return text("reindexed"), nil
}

// HandleTouch creates an empty file. The admin server registers it; here it
// is never called, so it is taken as a handler.
func HandleTouch(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil
	}
	f, err := os.Create(args.Path)
	if err != nil {
		return nil, err // want `handler HandleTouch returns an error from downstream call os.Create as a protocol error \(code 0\)`
	}
	return text("created " + args.Path), f.Close() // want `handler HandleTouch returns an error from downstream call File.Close as a protocol error \(code 0\)`
}
