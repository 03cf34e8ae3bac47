package gosdk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type searchInput struct {
	Query string `json:"query"`
	Limit int    `json:"limit,omitempty"`
}

type searchOutput struct {
	Matches []string `json:"matches"`
}

func search(ctx context.Context, req *mcp.CallToolRequest, in searchInput) (*mcp.CallToolResult, searchOutput, error) {
	if strings.TrimSpace(in.Query) == "" {
		return nil, searchOutput{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "query must not be empty"} // want `tool "search" returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	if in.Limit > 1000 {
		// Not reported: a wrapped *jsonrpc.Error becomes an isError result.
		return nil, searchOutput{}, fmt.Errorf("limit: %w", &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "limit is over 1000"})
	}
	matches, err := index.Query(ctx, in.Query, in.Limit)
	if err != nil {
		// Not reported: a generic handler's error becomes an isError result.
		return nil, searchOutput{}, fmt.Errorf("search index: %w", err)
	}
	return nil, searchOutput{Matches: matches}, nil
}

type grepInput struct {
	Pattern string `json:"pattern"`
	Dir     string `json:"dir"`
}

type grepOutput struct {
	Lines []string `json:"lines"`
}

// grep is registered as a generic handler, and grepText adapts it for
// clients without structured output.
func grep(ctx context.Context, req *mcp.CallToolRequest, in grepInput) (*mcp.CallToolResult, grepOutput, error) {
	re, err := regexp.Compile(in.Pattern)
	if err != nil {
		// Not reported here: the adapter's return is reported.
		return nil, grepOutput{}, fmt.Errorf("invalid pattern: %w", err)
	}
	lines, err := grepFiles(ctx, re, in.Dir)
	if err != nil {
		// Not reported here: the adapter's return is reported.
		return nil, grepOutput{}, err
	}
	return nil, grepOutput{Lines: lines}, nil
}

// grepText is a raw handler around grep: grep's errors, which the generic
// registration would turn into isError results, leave here as protocol errors.
func grepText(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in grepInput
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err // want `tool "grep_text" returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
	}
	_, out, err := grep(ctx, req, in)
	if err != nil {
		return nil, err // want `tool "grep_text" returns the error of wrapped handler grep as a protocol error \(code 0\)`
	}
	return text(strings.Join(out.Lines, "\n")), nil
}

type statInput struct {
	Path string `json:"path"`
}

type statOutput struct {
	Size int64 `json:"size"`
}

type checksumInput struct {
	Path      string `json:"path"`
	Algorithm string `json:"algorithm"`
}

type checksumOutput struct {
	Sum string `json:"sum"`
}

// Checksum is registered by the admin server with mcp.AddTool; here it is
// never called, so it is taken as a generic handler.
func Checksum(ctx context.Context, req *mcp.CallToolRequest, in checksumInput) (*mcp.CallToolResult, checksumOutput, error) {
	if in.Algorithm != "" && in.Algorithm != "sha256" {
		return nil, checksumOutput{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "only sha256 is supported"} // want `handler Checksum returns a \*jsonrpc.Error built for a domain failure as a protocol error \(code -32602\)`
	}
	f, err := os.Open(in.Path)
	if err != nil {
		// Not reported: a generic handler's error becomes an isError result.
		return nil, checksumOutput{}, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		// Not reported: same.
		return nil, checksumOutput{}, fmt.Errorf("read %s: %w", in.Path, err)
	}
	return nil, checksumOutput{Sum: hex.EncodeToString(h.Sum(nil))}, nil
}
