package resources // want "served prompt remote_prompt: handler= codes=.. framework=mcp-go"

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// codeRateLimited is an application code, outside the range JSON-RPC
// reserves.
const codeRateLimited = -31001

func registerGoSDK(s *mcp.Server, code int64) {
	s.AddResource(&mcp.Resource{URI: "file:///config", Name: "config"}, readConfig)
	s.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: "db://{table}", Name: "table"}, tableReader("main"))
	dynamic := func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) { // want `served resource : handler=passes/catalog/resources.registerGoSDK.func1 codes=\[\] framework=go-sdk`
		// A code the package does not know statically is not listed.
		return nil, &jsonrpc.Error{Code: code, Message: "unavailable"}
	}
	s.AddResource(&mcp.Resource{URI: uriOf(), Name: "dynamic"}, dynamic)
	s.AddPrompt(&mcp.Prompt{Name: "review"}, review)
}

func uriOf() string { return "file:///dynamic" }

func readConfig(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) { // want `served resource file:///config: handler=passes/catalog/resources.readConfig codes=\[-32602\] framework=go-sdk`
	return nil, mcp.ResourceNotFoundError(req.Params.URI)
}

func tableReader(db string) mcp.ResourceHandler {
	return func(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) { // want `served resource template db://{table}: handler=passes/catalog/resources.tableReader.func1 codes=\[-31001 0\] framework=go-sdk`
		if db == "" {
			return nil, fmt.Errorf("no database")
		}
		if req.Params.URI == "" {
			err := &jsonrpc.Error{Code: codeRateLimited, Message: "slow down"}
			return nil, err
		}
		return &mcp.ReadResourceResult{}, nil
	}
}

// review's errors are plain: go-sdk sends them with code 0.
func review(ctx context.Context, req *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) { // want `served prompt review: handler=passes/catalog/resources.review codes=\[0\] framework=go-sdk`
	return nil, fmt.Errorf("cannot review %s", req.Params.Name)
}
