package toolerrtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"sync"
)

// A Driver connects to the servers of one SDK in process. Each SDK's
// module of toolerrtest registers its driver when it is imported:
//
//	import _ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
//
// so that this module, and a server that uses one SDK, depend on no other.
type Driver interface {
	// Open connects to server. It returns a nil Session and a nil error
	// when server is not of the driver's SDK, and an error when it is but
	// cannot be reached (a nil pointer, a failed handshake).
	Open(ctx context.Context, server any) (Session, error)
}

// A Session is a connection to a server, in process.
type Session interface {
	// Tools lists the server's tools, in the order the server lists them.
	Tools(ctx context.Context) ([]Tool, error)
	// Call calls a tool and returns its result, or the protocol error it
	// was answered with, or neither when the answer held no result. The
	// handler runs under call.Context(ctx) where the SDK lets the driver
	// give it one, and its panic or nil result is noted on call.
	Call(ctx context.Context, call *Call) (*Result, *ProtocolError, error)
	// OmitsArguments reports whether the client can leave the arguments
	// member out of a call.
	OmitsArguments() bool
	Close()
}

// A Tool is a listed tool: its name and the JSON of its input schema.
type Tool struct {
	Name        string
	InputSchema json.RawMessage
}

// ToolOf returns a listed tool of any SDK's Go type, read from its JSON.
func ToolOf(sdkTool any) (Tool, error) {
	data, err := json.Marshal(sdkTool)
	if err != nil {
		return Tool{}, err
	}
	var wire struct {
		Name        string          `json:"name"`
		InputSchema json.RawMessage `json:"inputSchema"`
	}
	if err := json.Unmarshal(data, &wire); err != nil {
		return Tool{}, err
	}
	return Tool{Name: wire.Name, InputSchema: wire.InputSchema}, nil
}

// ErrPanicked is the error a driver's middleware answers, in place of the
// handler's result, for a handler that panicked: the call ends, and the
// audit reports the panic.
var ErrPanicked = errors.New("toolerrtest: the tool handler panicked")

// ErrNoResult is the error a driver's middleware answers, where the SDK
// would not survive the handler's nil result, in place of it.
var ErrNoResult = errors.New("toolerrtest: the tool handler returned no result")

// A Call is one tool call of an audit: what it sends, the context the
// transport gives it, and what the driver saw of the handler.
type Call struct {
	Tool      string
	Arguments json.RawMessage // nil: leave the member out

	transport *transport

	mu       sync.Mutex
	panic    any
	stack    []byte
	didPanic bool
	nilRes   bool
}

// Context returns ctx with what the transport would give the call, as
// Options.Header, Options.HTTPContext and Options.Context say.
func (c *Call) Context(ctx context.Context) context.Context {
	return c.transport.context(ctx, c.Tool)
}

// Header returns the HTTP header of the call (Options.Header), for an SDK
// that hands it to the handler with the request; nil when none is set.
func (c *Call) Header() http.Header {
	if c.transport == nil || c.transport.header == nil {
		return nil
	}
	return c.transport.header.Clone()
}

// Panicked notes that the handler panicked with v. Call it in the deferred
// function that recovers, in the handler's goroutine: the stack is taken
// there, from the panic on.
func (c *Call) Panicked(v any) {
	stack := stackOf()
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.didPanic {
		c.didPanic, c.panic, c.stack = true, v, stack
	}
}

// NoResult notes that the handler returned a nil result and a nil error.
func (c *Call) NoResult() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nilRes = true
}

func (c *Call) state() (didPanic bool, v any, stack []byte, nilRes bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.didPanic, c.panic, c.stack, c.nilRes
}

var (
	driversMu sync.Mutex
	drivers   []Driver
)

// Register makes a driver available to Audit, Check and Fuzz. An SDK's
// module of toolerrtest calls it from an init function.
func Register(d Driver) {
	driversMu.Lock()
	defer driversMu.Unlock()
	drivers = append(drivers, d)
}

// driverModules are the modules of toolerrtest that drive the servers of
// an SDK's package, for the error that names the import a test lacks.
var driverModules = map[string]string{
	"github.com/mark3labs/mcp-go/server":         "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo",
	"github.com/modelcontextprotocol/go-sdk/mcp": "github.com/toolerrlint/toolerrlint/toolerrtest/gosdk",
}

// open connects to server with the first registered driver that takes it.
func open(ctx context.Context, server any, httpPath string, header http.Header) (Session, error) {
	switch s := server.(type) {
	case nil:
		return nil, errors.New("the server is nil")
	case Pipe:
		return openPipe(ctx, s)
	case func(io.ReadCloser, io.Writer) error:
		return openPipe(ctx, s)
	}
	driversMu.Lock()
	ds := drivers
	driversMu.Unlock()
	for _, d := range ds {
		s, err := d.Open(ctx, server)
		if err != nil {
			return nil, err
		}
		if s != nil {
			return s, nil
		}
	}
	if h, ok := server.(http.Handler); ok {
		return openHTTP(ctx, h, httpPath, header)
	}
	t := reflect.TypeOf(server)
	pkg := t.PkgPath()
	if t.Kind() == reflect.Pointer {
		pkg = t.Elem().PkgPath()
	}
	if module, ok := driverModules[pkg]; ok {
		return nil, fmt.Errorf("cannot audit a %T: no driver for it is registered; import _ %q in the test", server, module)
	}
	return nil, fmt.Errorf("cannot audit a %T: give an *server.MCPServer (github.com/mark3labs/mcp-go/server, with toolerrtest/mcpgo imported) an *mcp.Server (github.com/modelcontextprotocol/go-sdk/mcp, with toolerrtest/gosdk imported), an http.Handler that serves MCP over streamable HTTP, or a toolerrtest.Pipe that serves it over stdio", server)
}
