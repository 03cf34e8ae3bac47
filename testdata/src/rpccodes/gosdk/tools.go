// Package gosdk sends JSON-RPC error codes from go-sdk tool and resource
// handlers and middleware.
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ErrCodeRateLimited is a code picked by hand in the reserved range.
const ErrCodeRateLimited = -32029

// RPCCode is a code type of the server's own.
type RPCCode int64

const (
	// Throttled lies in the reserved range.
	Throttled RPCCode = -32031
	// Busy is an application code outside the JSON-RPC range.
	Busy RPCCode = -31000
)

var objectSchema = map[string]any{"type": "object"}

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "fetch_page", InputSchema: objectSchema}, fetchPage)
	s.AddTool(&mcp.Tool{Name: "count_rows", InputSchema: objectSchema}, countRows)
	s.AddResource(&mcp.Resource{URI: "docs://readme", Name: "readme"}, readDoc)
	s.AddReceivingMiddleware(rateLimit)
}

func fetchPage(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch len(req.Params.Name) {
	case 1:
		return nil, &jsonrpc.Error{Code: -32029, Message: "slow down"} // want `tool "fetch_page" sends JSON-RPC error code -32029: the MCP specification reserves -32020 to -32099 and defines no such code; use a standard code, one the specification defines, or an application code outside -32768 to -32000`
	case 2:
		return nil, &jsonrpc.Error{Code: ErrCodeRateLimited, Message: "slow down"} // want `tool "fetch_page" sends JSON-RPC error code -32029: the MCP specification reserves -32020 to -32099`
	case 3:
		return nil, &jsonrpc.Error{Code: int64(Throttled), Message: "slow down"} // want `tool "fetch_page" sends JSON-RPC error code -32031: the MCP specification reserves`
	case 4:
		return nil, &jsonrpc.Error{Code: -32100, Message: "odd"} // want `tool "fetch_page" sends JSON-RPC error code -32100: JSON-RPC reserves -32768 to -32000, and it is none of the standard codes`
	case 5:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeParseError - 1, Message: "odd"} // want `JSON-RPC error code -32701: JSON-RPC reserves -32768 to -32000`
	case 6:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "bad page"} // standard
	case 7:
		return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "broken"} // standard
	case 8:
		return nil, &jsonrpc.Error{Code: mcp.CodeURLElicitationRequired, Message: "visit"} // defined by 2025-11-25
	case 9:
		return nil, &jsonrpc.Error{Code: mcp.CodeHeaderMismatch, Message: "headers"} // defined
	case 10:
		return nil, &jsonrpc.Error{Code: int64(Busy), Message: "busy"} // an application code
	case 11:
		return nil, &jsonrpc.Error{Code: -32769, Message: "app"} // below the JSON-RPC range
	case 12:
		return nil, &jsonrpc.Error{Code: -31999, Message: "app"} // above it
	case 13:
		return nil, &jsonrpc.Error{Code: 1000, Message: "app"}
	case 14:
		return nil, &jsonrpc.Error{Code: -1, Message: "app"}
	case 15:
		return nil, &jsonrpc.Error{Code: -32001, Message: "legacy"} // legacy: only with -rpccodes.legacy
	case 16:
		return nil, &jsonrpc.Error{Message: "no code"} // code 0
	}
	return &mcp.CallToolResult{}, nil
}

// countRows builds its codes through variables and assignments.
func countRows(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	code := int64(-32050) // want `tool "count_rows" sends JSON-RPC error code -32050: the MCP specification reserves -32020 to -32099`
	if req.Params.Name == "" {
		return nil, &jsonrpc.Error{Code: code, Message: "empty"}
	}
	if req.Params.Name == "x" {
		e := &jsonrpc.Error{Message: "x"}
		e.Code = -32040 // want `tool "count_rows" sends JSON-RPC error code -32040: the MCP specification reserves`
		return nil, e
	}
	if req.Params.Name == "y" {
		return nil, failWith(-32033, "y") // want `tool "count_rows" sends JSON-RPC error code -32033 \(through failWith\): the MCP specification reserves -32020 to -32099`
	}
	fail := func(code int64, msg string) error {
		return &jsonrpc.Error{Code: code, Message: msg}
	}
	if req.Params.Name == "w" {
		return nil, fail(-32044, "w") // want `tool "count_rows" sends JSON-RPC error code -32044: the MCP specification reserves`
	}
	if req.Params.Name == "v" {
		return nil, fail(jsonrpc.CodeInvalidParams, "v") // standard
	}
	if req.Params.Name == "z" {
		return nil, failWith(jsonrpc.CodeInvalidRequest, "z") // standard
	}
	return &mcp.CallToolResult{}, nil
}

// failWith builds a protocol error with the code its caller gives: the
// caller's constant is the finding.
func failWith(code int64, msg string) error {
	return &jsonrpc.Error{Code: code, Message: msg}
}

func readDoc(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	switch req.Params.URI {
	case "docs://gone":
		return nil, &jsonrpc.Error{Code: -32002, Message: "Resource not found"} // want `readDoc sends JSON-RPC error code -32002: resource not found, which the MCP revision of 2026-07-28 withdrew; use -32602 \(invalid params\)`
	case "docs://missing":
		return nil, mcp.ResourceNotFoundError(req.Params.URI) // the SDK's own: -32602
	case "docs://absent":
		return nil, &jsonrpc.Error{Code: mcp.CodeResourceNotFound, Message: "absent"} // a variable, -32602 now
	}
	return &mcp.ReadResourceResult{}, nil
}

// rateLimit is a receiving middleware.
func rateLimit(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method == "tools/call" && limited(ctx) {
			return nil, &jsonrpc.Error{Code: ErrCodeRateLimited, Message: "rate limited"} // want `rateLimit sends JSON-RPC error code -32029: the MCP specification reserves -32020 to -32099`
		}
		return next(ctx, method, req)
	}
}

func limited(context.Context) bool { return false }

// Not reported: codes not known statically, values that are no protocol
// error, and literals built only to be compared.

// apiError is the server's own error, with a Code field of its own: no
// protocol error.
type apiError struct {
	Code    int
	Message string
}

func (e *apiError) Error() string { return e.Message }

var dynamicCode int64 = -32029

type upstream struct{ code int64 }

func notSent(ctx context.Context, req *mcp.CallToolRequest, u upstream, n int64) error {
	switch req.Params.Name {
	case "a":
		return &apiError{Code: -32029, Message: "own type"}
	case "b":
		return &jsonrpc.Error{Code: dynamicCode, Message: "package variable"}
	case "c":
		return &jsonrpc.Error{Code: u.code, Message: "a field"}
	case "d":
		return &jsonrpc.Error{Code: n - 32000, Message: "computed"}
	case "e":
		return failWith(n, "a parameter")
	}
	var err error
	if errors.Is(err, &jsonrpc.Error{Code: -32002}) { // compared, not sent
		return nil
	}
	if e, ok := err.(*jsonrpc.Error); ok && e.Code == -32002 {
		return nil
	}
	return nil
}
