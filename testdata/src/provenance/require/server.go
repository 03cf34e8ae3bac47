// Package require is a server whose program declares no provenance stamp:
// with -require=provenance, the first handler it registers is reported,
// once for the package.
package require

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type echoInput struct {
	Text string `json:"text"`
}

type echoOutput struct {
	Text string `json:"text"`
}

func newServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "echo", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "echo"}, echo)
	mcp.AddTool(s, &mcp.Tool{Name: "shout"}, shout)
	return s
}

func echo(ctx context.Context, req *mcp.CallToolRequest, in echoInput) (*mcp.CallToolResult, echoOutput, error) { // want `tool "echo" is registered where the program declares no provenance stamp \(-require=provenance\); declare one with //toolerr:provenance`
	return nil, echoOutput{Text: in.Text}, nil
}

// shout is a second handler of the same package. Not reported: the
// package is reported once, at its first handler.
func shout(ctx context.Context, req *mcp.CallToolRequest, in echoInput) (*mcp.CallToolResult, echoOutput, error) {
	return nil, echoOutput{Text: in.Text + "!"}, nil
}
