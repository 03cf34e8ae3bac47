// Package fixsensitivegosdk is a vault MCP server on the go-sdk's raw API
// that declares sensitive sources: the fixture of the protocolerr fix that
// gives the model a fixed message and logs the sensitive error.
package fixsensitivegosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// vaultError is the secret store's error: it quotes the secret's path.
//
//toolerr:sensitive
type vaultError struct{ path string }

func (e *vaultError) Error() string { return "vault: no secret at " + e.path }

// store reads secrets.
type store struct{ root string }

// read returns a secret; its errors are vaultErrors.
func (s *store) read(name string) (string, error) {
	if name == "" {
		return "", &vaultError{path: s.root}
	}
	return "secret", nil
}

var schema = json.RawMessage(`{"type":"object"}`)

func newServer(s *store) *mcp.Server {
	srv := mcp.NewServer(&mcp.Implementation{Name: "vault", Version: "1.0.0"}, nil)
	srv.AddTool(&mcp.Tool{Name: "get_secret", InputSchema: schema}, s.getSecret)
	srv.AddTool(&mcp.Tool{Name: "rotate_secret", InputSchema: schema}, s.rotateSecret)
	srv.AddTool(&mcp.Tool{Name: "audit_secret", InputSchema: schema}, s.auditSecret)
	srv.AddTool(&mcp.Tool{Name: "find_secret", InputSchema: schema}, s.findTool)
	mcp.AddTool(srv, &mcp.Tool{Name: "find_typed"}, s.findSecret)
	return srv
}

type secretArgs struct {
	Name string `json:"name"`
}

func (s *store) getSecret(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args secretArgs
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err // want `tool "get_secret" returns an argument-binding failure from json.Unmarshal of the arguments as a protocol error \(code 0\)`
	}
	v, err := s.read(args.Name)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", args.Name, err) // want `tool "get_secret" returns a wrapped error built by store.read as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: v}}}, nil
}

// rotateSecret returns through its named results.
func (s *store) rotateSecret(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	_, err = s.read("rotation")
	if err != nil {
		return // want `tool "rotate_secret" returns an error built by store.read as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "rotated"}}}, nil
}

// auditSecret has a variable named log in scope: no call of the package
// log can be written there, and no fix.
func (s *store) auditSecret(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	log := []string{}
	if _, err := s.read(""); err != nil {
		return nil, err // want `tool "audit_secret" returns an error built by store.read as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(log))}}}, nil
}

type findOut struct {
	Value string `json:"value"`
}

// findSecret is a typed handler, which findTool also serves through the
// raw API, whose protocol error its error becomes there.
func (s *store) findSecret(ctx context.Context, req *mcp.CallToolRequest, in secretArgs) (*mcp.CallToolResult, findOut, error) {
	v, err := s.read(in.Name)
	if err != nil {
		return nil, findOut{}, err
	}
	return nil, findOut{Value: v}, nil
}

// findTool returns the wrapped handler's error: its text is followed into
// findSecret, whose error is a vaultError.
func (s *store) findTool(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, out, err := s.findSecret(ctx, req, secretArgs{Name: "x"})
	if err != nil {
		return nil, err // want `tool "find_secret" returns the error of wrapped handler store.findSecret as a protocol error \(code 0\)`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out.Value}}}, nil
}
