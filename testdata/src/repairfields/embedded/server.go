// Package embedded builds envelopes whose required fields are promoted
// from an embedded struct: the repairfields fixtures for such envelopes,
// on both SDKs.
package embedded

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"repairfields/embedded/fault"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("deploy", "1.0.0")
	s.AddTool(mcp.NewTool("deploy"), deploy)
	return s
}

func result(f *fault.Fault) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, StructuredContent: f, Content: []mcp.Content{mcp.NewTextContent(f.Error())}}
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	repair := fault.Repair{Field: "env", Allowed: []string{"dev", "prod"}}
	switch env := req.GetString("env", ""); env {
	case "":
		// Not reported: the embedded struct's literal sets Field.
		return result(&fault.Fault{Code: fault.Invalid, Message: "env is required", Repair: fault.Repair{Field: "env"}}), nil
	case "qa":
		return result(&fault.Fault{Code: fault.Invalid, Message: "no qa", Repair: fault.Repair{Allowed: []string{"dev"}}}), nil // want `error envelope fault.Fault with code "invalid" does not set Field`
	case "staging":
		// Not reported: a value built elsewhere.
		return result(&fault.Fault{Code: fault.Invalid, Message: "no staging", Repair: repair}), nil
	case "busy":
		// Not reported: set to its zero value explicitly.
		return result(&fault.Fault{Code: fault.Quota, Message: "busy", Repair: fault.Repair{RetryAfter: 0}}), nil
	case "later":
		// Not reported: set through the embedded struct.
		f := fault.Of(fault.Quota, "later")
		f.Repair.RetryAfter = 60
		return result(f), nil
	case "soon":
		// Not reported: the builder sets it through the embedded struct.
		return result(fault.Of(fault.Quota, "soon").Backoff(5)), nil
	case "prod":
		f := fault.Of(fault.Invalid, "prod is frozen") // want `error built by fault.Of with code "invalid" does not set Field`
		f.Repair = fault.Repair{Allowed: []string{"dev"}}
		return result(f), nil
	case "dev":
		// Not reported: the embedded struct is assigned with Field set.
		f := fault.Of(fault.Invalid, "dev is down")
		f.Repair = fault.Repair{Field: "env"}
		return result(f), nil
	}
	return mcp.NewToolResultText("deployed"), nil
}

type rollbackInput struct {
	Steps int `json:"steps"`
}

func newGoSDKServer() *gosdk.Server {
	s := gosdk.NewServer(&gosdk.Implementation{Name: "deploy", Version: "1.0.0"}, nil)
	gosdk.AddTool(s, &gosdk.Tool{Name: "rollback"}, rollback)
	return s
}

func rollback(ctx context.Context, req *gosdk.CallToolRequest, in rollbackInput) (*gosdk.CallToolResult, struct{}, error) {
	if in.Steps < 1 {
		// Not reported: Field set in the embedded struct.
		return nil, struct{}{}, &fault.Fault{Code: fault.Invalid, Message: "steps must be positive", Repair: fault.Repair{Field: "steps"}}
	}
	if in.Steps > 10 {
		return nil, struct{}{}, &fault.Fault{Code: fault.Quota, Message: "too far back"} // want `error envelope fault.Fault with code "quota_exceeded" does not set RetryAfter`
	}
	return nil, struct{}{}, nil
}
