package gomcp

import (
	"context"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

// Manager registers its tools through a function that takes each tool's
// name beside its definition and handler.
type Manager struct{ store *Store }

func (m *Manager) pinTool() *protocol.Tool {
	tool, _ := protocol.NewTool(m.toolName(), "Pin a bookmark", getArgs{})
	return tool
}

func (m *Manager) toolName() string { return "pin" }

func (m *Manager) pinHandler(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if _, err := m.store.Get(ctx, "pinned"); err != nil {
		return nil, err // want `tool "pin_bookmark" returns an error from downstream call Store.Get as a protocol error \(-32603\)`
	}
	return &protocol.CallToolResult{Content: text("pinned")}, nil
}

func (m *Manager) unpinHandler(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if _, err := m.store.Get(ctx, "unpinned"); err != nil {
		return nil, err // want `tool "unpin_bookmark" returns an error from downstream call Store.Get as a protocol error \(-32603\)`
	}
	return &protocol.CallToolResult{Content: text("unpinned")}, nil
}

func (m *Manager) peekHandler(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if _, err := m.store.Get(ctx, "peeked"); err != nil {
		return nil, err // want `handler Manager.peekHandler returns an error from downstream call Store.Get as a protocol error \(-32603\)`
	}
	return &protocol.CallToolResult{Content: text("peeked")}, nil
}

func (m *Manager) probeHandler(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	if _, err := m.store.Get(ctx, "probed"); err != nil {
		return nil, err // want `handler Manager.probeHandler returns an error from downstream call Store.Get as a protocol error \(-32603\)`
	}
	return &protocol.CallToolResult{Content: text("probed")}, nil
}

// RegisterTools hands each tool to reg, which the server supplies.
func (m *Manager) RegisterTools(reg func(string, *protocol.Tool, func(context.Context, *protocol.CallToolRequest) (*protocol.CallToolResult, error)) error) error {
	return reg("unpin_bookmark", m.pinTool(), m.unpinHandler)
}

func registerManaged(srv *server.Server, m *Manager) error {
	reg := func(name string, tool *protocol.Tool, h server.ToolHandlerFunc) error {
		srv.RegisterTool(tool, h)
		return nil
	}
	if err := reg("pin_bookmark", m.pinTool(), m.pinHandler); err != nil {
		return err
	}
	// A name the package does not state names no tool.
	if err := reg(m.toolName(), m.pinTool(), m.peekHandler); err != nil {
		return err
	}
	// probe calls its handler rather than registering it: its name
	// argument is no tool's.
	probe := func(name string, h server.ToolHandlerFunc) error {
		_, err := h(context.Background(), &protocol.CallToolRequest{})
		return err
	}
	if err := probe("probe_bookmark", m.probeHandler); err != nil {
		return err
	}
	return m.RegisterTools(func(name string, tool *protocol.Tool, h func(context.Context, *protocol.CallToolRequest) (*protocol.CallToolResult, error)) error {
		srv.RegisterTool(tool, h)
		return nil
	})
}
