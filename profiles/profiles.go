// Package profiles describes, as data, how each supported tool framework
// declares a tool handler, builds an error result, builds a protocol error and
// binds arguments, and what a Go error returned by a handler turns into.
//
// Adding a framework is adding a Profile to Builtin, plus stubs and fixtures:
// the passes and rules read only this table.
package profiles

import "strings"

// Outcome is what the framework does with a non-nil Go error returned by a
// handler of some shape.
type Outcome int

const (
	// ProtocolError: the error is answered as a JSON-RPC error response,
	// which most clients never show to the model.
	ProtocolError Outcome = iota
	// ToolError: the error becomes a result with isError set.
	ToolError
)

// TypeRef names a type by package path and name. Pointer requires a pointer to
// it. An empty Path with Name "error" or "context.Context" has the obvious meaning.
type TypeRef struct {
	Path    string
	Name    string
	Pointer bool
}

// Any is a signature wildcard: a type parameter of a generic shape.
var Any = TypeRef{Name: "*"}

// Context and Error are the well-known types of handler signatures.
var (
	Context = TypeRef{Path: "context", Name: "Context"}
	Error   = TypeRef{Name: "error"}
)

// FuncRef names a package-level function, or a method when Recv is set.
type FuncRef struct {
	Path string
	Recv string // receiver type name, without '*'; empty for functions
	Name string
}

// Shape is one way a framework lets a function be a tool handler.
type Shape struct {
	Kind string // stable name used in messages and docs: "raw", "typed", …
	// FuncType is the named function type a registration slot is declared
	// with; any function flowing into a slot of this type is a handler.
	FuncType TypeRef
	// Params and Results describe the underlying signature, with Any for the
	// type parameters, so that an unregistered function can be recognised.
	Params  []TypeRef
	Results []TypeRef
	// ErrorBecomes says what a non-nil returned error turns into.
	ErrorBecomes Outcome
	// ProtocolErrorsStay: with ErrorBecomes == ToolError, an unwrapped error of
	// one of the profile's ProtocolErrorTypes still becomes a protocol error.
	ProtocolErrorsStay bool
	// ProtocolCode is how the JSON-RPC error code is shown in messages.
	ProtocolCode string
	// NilResultIsProtocolError: a nil result (with a nil error, where the
	// shape returns one) fails the call: a protocol error, or what
	// NilResultBecomes says (a null result, a crash).
	NilResultIsProtocolError bool
	// NilResultBecomes is what the client gets for a nil result, as a
	// message says it after "which"; empty for a protocol error.
	NilResultBecomes string
	// FromSignature: a function with this signature that is never called in
	// its own package is taken as a handler registered elsewhere.
	FromSignature bool
	// RecoversPanics: the framework recovers a panic of this shape's
	// handlers and answers it with an error (mcp-go task handlers).
	RecoversPanics bool
	// PanicBecomes says what the client gets where the framework stops
	// a handler's panic without answering it; "" where a panic crashes
	// the server.
	PanicBecomes string
	// Fixable: a return of a protocol error can be rewritten into the
	// profile's ErrorResultFix.
	Fixable bool
}

// ErrorResultFix is how the suggested fix builds an isError result: an
// expression in which {{pkg}} stands for the name under which the file
// imports Package, and {{text}} for the message.
type ErrorResultFix struct {
	Package    string
	Expression string
}

// Expand fills the template: each {{pkg}} and {{text}} of the expression
// is replaced, and neither value is read as a placeholder: the package
// name, an identifier, cannot spell one, and the text goes in last. A fix
// is made for every protocol error a large module returns, too many to
// build a strings.Replacer for each.
func (f ErrorResultFix) Expand(pkg, text string) string {
	return strings.ReplaceAll(strings.ReplaceAll(f.Expression, "{{pkg}}", pkg), "{{text}}", text)
}

// Profile is one supported tool framework.
type Profile struct {
	Name   string // e.g. "mcp-go"
	Module string // module path, for documentation
	Shapes []Shape
	// Result is the tool result type; IsErrorField its isError flag.
	Result       TypeRef
	IsErrorField string
	// ErrorResults build an isError result from their arguments.
	ErrorResults []FuncRef
	// ErrorSetters turn the receiver result into an isError result.
	ErrorSetters []FuncRef
	// FlaggedResults build a result whose isError is one of their
	// arguments: an error result unless that argument is the constant false
	// (go-mcp's NewCallToolResult(content, true)).
	FlaggedResults []FlaggedResult
	// Request is the request type handlers receive; ArgumentsField, under
	// its ParamsField, holds the raw arguments, and RawArgumentsField, where
	// the request also keeps them undecoded, beside it (go-mcp's
	// RawArguments); ArgumentGetters return them.
	Request           TypeRef
	ParamsField       string
	ArgumentsField    string
	RawArgumentsField string
	ArgumentGetters   []FuncRef
	// OmittedFields are pointer fields under the request's ParamsField
	// that the framework leaves nil when the client's call omits them
	// (mcp-go's Meta, on a call without _meta): a read through one that
	// nothing checks crashes the handler on such a call.
	OmittedFields []string
	// ArgumentBinders are request methods whose error reports a bad or
	// missing argument; a method name ending in '*' matches by prefix.
	ArgumentBinders []FuncRef
	// ProtocolErrorTypes are error types the framework answers as JSON-RPC
	// errors with their own code; ProtocolErrorCodeField holds the code,
	// ProtocolErrorMessageField the text their Error method returns, and
	// messages name a value of them ProtocolErrorName.
	ProtocolErrorTypes        []TypeRef
	ProtocolErrorCodeField    string
	ProtocolErrorMessageField string
	ProtocolErrorName         string
	// ProtocolIntended are error types that are meant to travel as protocol
	// errors (a request for URL elicitation, say): never a domain failure.
	ProtocolIntended []TypeRef
	// ProtocolErrorObjects are the framework's JSON-RPC error objects that
	// are no Go error (mcp-go's JSONRPCErrorDetails): a server builds one
	// to send it, with its code in ProtocolErrorCodeField.
	ProtocolErrorObjects []TypeRef
	// ProtocolErrorBuilders build a JSON-RPC error response or error
	// object whose code is one of their arguments (mcp-go's
	// NewJSONRPCError(id, code, message, data)).
	ProtocolErrorBuilders []CodeArg
	// Registrars register a handler passed as a plain function value or as
	// any, where no named type marks the parameter (mcp-golang's
	// RegisterTool, foxy-contexts' fxctx.NewTool): the argument is a
	// handler of whichever of the profile's shapes its signature has.
	Registrars []Registrar
	// ToolConstructors build a tool definition; NameArg is the argument
	// holding the tool's name. ToolType's NameField holds it in literals.
	ToolConstructors []ToolConstructor
	ToolType         TypeRef
	ToolNameField    string
	// ClientCallMethod is the method through which the framework's clients
	// call a tool. It has a handler's signature but calls a remote server,
	// so its error is a downstream failure; any type with it is a client.
	ClientCallMethod string
	// Recovery are server options that recover panics in tool handlers.
	Recovery []FuncRef
	// EncodingHelpers build a result by encoding a value, and fail only
	// when it cannot be encoded (mcp-go's NewToolResultJSON).
	EncodingHelpers []FuncRef
	// Fix builds the isError result of the suggested fixes.
	Fix ErrorResultFix
	// Success builds a success result carrying {{text}}, for the fixes
	// of a return that gives no result on a path that succeeds.
	Success ErrorResultFix
	// NeverNil return, during a tool call, a value the framework always
	// provides (mcp-go's ServerFromContext): a branch for its absence is
	// dead.
	NeverNil []FuncRef

	// What lies between a handler and the wire: the server and the
	// middleware installed on it.

	// Server is the server type; ServerConstructors build one. Where it is
	// empty the framework's server is out of sight (built by a dependency
	// injection container, say), and handlers are judged where declared.
	Server             TypeRef
	ServerConstructors []FuncRef
	// MiddlewareOptions are constructor options that install the
	// middleware given as their argument (server.WithToolHandlerMiddleware).
	MiddlewareOptions []FuncRef
	// MiddlewareInstallers are server methods that install the middleware
	// given as their arguments, first outermost ((*MCPServer).Use,
	// (*Server).AddReceivingMiddleware).
	MiddlewareInstallers []FuncRef
	// InstallsWrap: each installer call wraps what earlier ones installed
	// (go-sdk); otherwise it runs inside them, as options do (mcp-go).
	InstallsWrap bool
	// MiddlewareTypes are the named types of a middleware: a function that
	// takes the next handler and returns one that wraps it.
	MiddlewareTypes []TypeRef
	// MethodHandler is what a method middleware wraps, where that is not a
	// tool handler but the handling of every request (go-sdk), and
	// ToolsCallMethod the method name of a tool call.
	MethodHandler   TypeRef
	ToolsCallMethod string

	// What a server serves beside tools, listed in the catalog with the
	// protocol errors it can send.

	// Served are the registrations of resources, resource templates and
	// prompts. Their handlers have no error result to answer a failure
	// with: every error they return is a protocol error.
	Served []ServedRegistrar
	// ServedErrorCode is the JSON-RPC code such a handler's returned error
	// is sent with, when it is no protocol error value with its own code.
	ServedErrorCode string
	// ProtocolErrorFuncs build a protocol error value with a code of
	// their own (go-sdk's ResourceNotFoundError).
	ProtocolErrorFuncs []FixedCode
}

// ServedRegistrar is a registration of a resource, a resource template or
// a prompt: the argument Definition defines it, the argument Handler
// answers it.
type ServedRegistrar struct {
	// Kind is what it registers: "resource", "resource template" or
	// "prompt".
	Kind                string
	Func                FuncRef
	Definition, Handler int
	// Request is the request its handler receives after a context.
	Request TypeRef
	// Constructors build the definition, named by their argument NameArg:
	// a resource's URI, a template's URI template, a prompt's name.
	Constructors []ToolConstructor
	// NameField holds that name in a literal of the definition's type.
	NameField string
}

// FixedCode is a function that builds a protocol error value with the
// JSON-RPC code Code, or with the value of the constant Const of its
// package where the release declares one.
type FixedCode struct {
	Func  FuncRef
	Code  int64
	Const string
}

// FlaggedResult is a result constructor whose argument Flag is its isError.
type FlaggedResult struct {
	Func FuncRef
	Flag int
}

// CodeArg is a function whose argument Code is the JSON-RPC error code of
// what it builds.
type CodeArg struct {
	Func FuncRef
	Code int
}

// Registrar is a registration that takes its handler untyped: the
// argument Handler is the handler. The constant string argument Name, when
// not negative, names its tool; otherwise the tool is named as for any
// registration, from the tool definition among its arguments.
type Registrar struct {
	Func    FuncRef
	Handler int
	Name    int
}

// ToolConstructor is a function that builds a tool definition.
type ToolConstructor struct {
	Func    FuncRef
	NameArg int
}

const (
	mcpgoMCP    = "github.com/mark3labs/mcp-go/mcp"
	mcpgoServer = "github.com/mark3labs/mcp-go/server"
	gosdkMCP    = "github.com/modelcontextprotocol/go-sdk/mcp"
	gosdkWire   = "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"
	trpcMCP     = "trpc.group/trpc-go/trpc-mcp-go"
	foxyMCP     = "github.com/strowk/foxy-contexts/pkg/mcp"
	foxyFxctx   = "github.com/strowk/foxy-contexts/pkg/fxctx"
	gomcpProto  = "github.com/ThinkInAIXYZ/go-mcp/protocol"
	gomcpServer = "github.com/ThinkInAIXYZ/go-mcp/server"
	mcpgolang   = "github.com/metoro-io/mcp-golang"
)

// Builtin is the table of supported frameworks.
var Builtin = []*Profile{
	{
		Name:   "mcp-go",
		Module: "github.com/mark3labs/mcp-go",
		Shapes: []Shape{
			{
				Kind:                     "raw",
				FuncType:                 TypeRef{Path: mcpgoServer, Name: "ToolHandlerFunc"},
				Params:                   []TypeRef{Context, {Path: mcpgoMCP, Name: "CallToolRequest"}},
				Results:                  []TypeRef{{Path: mcpgoMCP, Name: "CallToolResult", Pointer: true}, Error},
				ErrorBecomes:             ProtocolError,
				ProtocolCode:             "-32603",
				NilResultIsProtocolError: true,
				FromSignature:            true,
				Fixable:                  true,
			},
			{
				Kind:                     "typed",
				FuncType:                 TypeRef{Path: mcpgoMCP, Name: "TypedToolHandlerFunc"},
				Params:                   []TypeRef{Context, {Path: mcpgoMCP, Name: "CallToolRequest"}, Any},
				Results:                  []TypeRef{{Path: mcpgoMCP, Name: "CallToolResult", Pointer: true}, Error},
				ErrorBecomes:             ProtocolError,
				ProtocolCode:             "-32603",
				NilResultIsProtocolError: true,
				FromSignature:            true,
				Fixable:                  true,
			},
			{
				Kind:         "structured",
				FuncType:     TypeRef{Path: mcpgoMCP, Name: "StructuredToolHandlerFunc"},
				Params:       []TypeRef{Context, {Path: mcpgoMCP, Name: "CallToolRequest"}, Any},
				Results:      []TypeRef{Any, Error},
				ErrorBecomes: ToolError,
				// Tried after the typed shape: a (*CallToolResult, error)
				// result is a typed handler's.
				FromSignature: true,
			},
			{
				Kind:                     "task",
				FuncType:                 TypeRef{Path: mcpgoServer, Name: "TaskToolHandlerFunc"},
				Params:                   []TypeRef{Context, {Path: mcpgoMCP, Name: "CallToolRequest"}},
				Results:                  []TypeRef{{Path: mcpgoMCP, Name: "CreateTaskResult", Pointer: true}, Error},
				ErrorBecomes:             ProtocolError,
				ProtocolCode:             "-32603",
				NilResultIsProtocolError: true,
				RecoversPanics:           true,
			},
		},
		Result:       TypeRef{Path: mcpgoMCP, Name: "CallToolResult"},
		IsErrorField: "IsError",
		ErrorResults: []FuncRef{
			{Path: mcpgoMCP, Name: "NewToolResultError"},
			{Path: mcpgoMCP, Name: "NewToolResultErrorFromErr"},
			{Path: mcpgoMCP, Name: "NewToolResultErrorf"},
		},
		Request:        TypeRef{Path: mcpgoMCP, Name: "CallToolRequest"},
		ParamsField:    "Params",
		ArgumentsField: "Arguments",
		OmittedFields:  []string{"Meta"},
		ArgumentGetters: []FuncRef{
			{Path: mcpgoMCP, Recv: "CallToolRequest", Name: "GetArguments"},
			{Path: mcpgoMCP, Recv: "CallToolRequest", Name: "GetRawArguments"},
		},
		ArgumentBinders: []FuncRef{
			{Path: mcpgoMCP, Recv: "CallToolRequest", Name: "Require*"},
			{Path: mcpgoMCP, Recv: "CallToolRequest", Name: "BindArguments"},
		},
		ProtocolIntended: []TypeRef{
			{Path: mcpgoMCP, Name: "URLElicitationRequiredError"},
		},
		ProtocolErrorObjects:   []TypeRef{{Path: mcpgoMCP, Name: "JSONRPCErrorDetails"}},
		ProtocolErrorCodeField: "Code",
		ProtocolErrorBuilders: []CodeArg{
			{Func: FuncRef{Path: mcpgoMCP, Name: "NewJSONRPCError"}, Code: 1},
			{Func: FuncRef{Path: mcpgoMCP, Name: "NewJSONRPCErrorDetails"}, Code: 0},
		},
		ToolConstructors: []ToolConstructor{
			{Func: FuncRef{Path: mcpgoMCP, Name: "NewTool"}, NameArg: 0},
			{Func: FuncRef{Path: mcpgoMCP, Name: "NewToolWithRawSchema"}, NameArg: 0},
		},
		ToolType:         TypeRef{Path: mcpgoMCP, Name: "Tool"},
		ToolNameField:    "Name",
		ClientCallMethod: "CallTool",
		Recovery:         []FuncRef{{Path: mcpgoServer, Name: "WithRecovery"}},
		EncodingHelpers: []FuncRef{
			{Path: mcpgoMCP, Name: "NewToolResultJSON"},
		},
		Fix:     ErrorResultFix{Package: mcpgoMCP, Expression: "{{pkg}}.NewToolResultError({{text}})"},
		Success: ErrorResultFix{Package: mcpgoMCP, Expression: "{{pkg}}.NewToolResultText({{text}})"},
		NeverNil: []FuncRef{
			{Path: mcpgoServer, Name: "ServerFromContext"},
			{Path: mcpgoServer, Name: "ClientSessionFromContext"},
		},
		Server:               TypeRef{Path: mcpgoServer, Name: "MCPServer", Pointer: true},
		ServerConstructors:   []FuncRef{{Path: mcpgoServer, Name: "NewMCPServer"}},
		MiddlewareOptions:    []FuncRef{{Path: mcpgoServer, Name: "WithToolHandlerMiddleware"}},
		MiddlewareInstallers: []FuncRef{{Path: mcpgoServer, Recv: "MCPServer", Name: "Use"}},
		MiddlewareTypes:      []TypeRef{{Path: mcpgoServer, Name: "ToolHandlerMiddleware"}},
		// handlerError answers every error of a resource or prompt
		// handler with INTERNAL_ERROR (a URL elicitation request aside).
		Served: []ServedRegistrar{
			{
				Kind: "resource", Func: FuncRef{Path: mcpgoServer, Recv: "MCPServer", Name: "AddResource"}, Definition: 0, Handler: 1,
				Request:      TypeRef{Path: mcpgoMCP, Name: "ReadResourceRequest"},
				Constructors: []ToolConstructor{{Func: FuncRef{Path: mcpgoMCP, Name: "NewResource"}, NameArg: 0}},
				NameField:    "URI",
			},
			{
				// A literal's URITemplate is a parsed *URITemplate: only
				// the constructor names the template.
				Kind: "resource template", Func: FuncRef{Path: mcpgoServer, Recv: "MCPServer", Name: "AddResourceTemplate"}, Definition: 0, Handler: 1,
				Request:      TypeRef{Path: mcpgoMCP, Name: "ReadResourceRequest"},
				Constructors: []ToolConstructor{{Func: FuncRef{Path: mcpgoMCP, Name: "NewResourceTemplate"}, NameArg: 0}},
			},
			{
				Kind: "prompt", Func: FuncRef{Path: mcpgoServer, Recv: "MCPServer", Name: "AddPrompt"}, Definition: 0, Handler: 1,
				Request:      TypeRef{Path: mcpgoMCP, Name: "GetPromptRequest"},
				Constructors: []ToolConstructor{{Func: FuncRef{Path: mcpgoMCP, Name: "NewPrompt"}, NameArg: 0}},
				NameField:    "Name",
			},
		},
		ServedErrorCode: "-32603",
	},
	{
		Name:   "go-sdk",
		Module: "github.com/modelcontextprotocol/go-sdk",
		Shapes: []Shape{
			{
				Kind:                     "raw",
				FuncType:                 TypeRef{Path: gosdkMCP, Name: "ToolHandler"},
				Params:                   []TypeRef{Context, {Path: gosdkMCP, Name: "CallToolRequest", Pointer: true}},
				Results:                  []TypeRef{{Path: gosdkMCP, Name: "CallToolResult", Pointer: true}, Error},
				ErrorBecomes:             ProtocolError,
				ProtocolCode:             "code 0",
				NilResultIsProtocolError: true,
				// v1.8.0 marshals the nil *CallToolResult as null; for a
				// client of the 2026-07-28 revision it first annotates the
				// result's _meta (annotateServerInfo), a nil dereference
				// nothing recovers.
				NilResultBecomes: `crashes the server for clients of protocol 2026-07-28 (older clients receive "result": null)`,
				FromSignature:    true,
				Fixable:          true,
			},
			{
				Kind:               "generic",
				FuncType:           TypeRef{Path: gosdkMCP, Name: "ToolHandlerFor"},
				Params:             []TypeRef{Context, {Path: gosdkMCP, Name: "CallToolRequest", Pointer: true}, Any},
				Results:            []TypeRef{{Path: gosdkMCP, Name: "CallToolResult", Pointer: true}, Any, Error},
				ErrorBecomes:       ToolError,
				ProtocolErrorsStay: true,
				FromSignature:      true,
				// A *jsonrpc.Error it returns becomes the CallToolResult
				// of the fix, its output left as it is.
				Fixable: true,
			},
		},
		Result:       TypeRef{Path: gosdkMCP, Name: "CallToolResult"},
		IsErrorField: "IsError",
		ErrorSetters: []FuncRef{
			{Path: gosdkMCP, Recv: "CallToolResult", Name: "SetError"},
		},
		Request:                   TypeRef{Path: gosdkMCP, Name: "CallToolRequest"},
		ParamsField:               "Params",
		ArgumentsField:            "Arguments",
		ProtocolErrorTypes:        []TypeRef{{Path: gosdkWire, Name: "WireError"}},
		ProtocolErrorCodeField:    "Code",
		ProtocolErrorMessageField: "Message",
		ProtocolErrorName:         "*jsonrpc.Error",
		ToolType:                  TypeRef{Path: gosdkMCP, Name: "Tool"},
		ToolNameField:             "Name",
		ClientCallMethod:          "CallTool",
		Server:                    TypeRef{Path: gosdkMCP, Name: "Server", Pointer: true},
		ServerConstructors:        []FuncRef{{Path: gosdkMCP, Name: "NewServer"}},
		MiddlewareInstallers:      []FuncRef{{Path: gosdkMCP, Recv: "Server", Name: "AddReceivingMiddleware"}},
		InstallsWrap:              true,
		MiddlewareTypes:           []TypeRef{{Path: gosdkMCP, Name: "Middleware"}},
		MethodHandler:             TypeRef{Path: gosdkMCP, Name: "MethodHandler"},
		Fix: ErrorResultFix{
			Package:    gosdkMCP,
			Expression: "&{{pkg}}.CallToolResult{IsError: true, Content: []{{pkg}}.Content{&{{pkg}}.TextContent{Text: {{text}}}}}",
		},
		Success: ErrorResultFix{
			Package:    gosdkMCP,
			Expression: "&{{pkg}}.CallToolResult{Content: []{{pkg}}.Content{&{{pkg}}.TextContent{Text: {{text}}}}}",
		},
		ToolsCallMethod: "tools/call",
		// A returned error is sent with its own code when it is, or
		// wraps, a *jsonrpc.Error, and with code 0 otherwise.
		Served: []ServedRegistrar{
			{
				Kind: "resource", Func: FuncRef{Path: gosdkMCP, Recv: "Server", Name: "AddResource"}, Definition: 0, Handler: 1,
				Request: TypeRef{Path: gosdkMCP, Name: "ReadResourceRequest", Pointer: true}, NameField: "URI",
			},
			{
				Kind: "resource template", Func: FuncRef{Path: gosdkMCP, Recv: "Server", Name: "AddResourceTemplate"}, Definition: 0, Handler: 1,
				Request: TypeRef{Path: gosdkMCP, Name: "ReadResourceRequest", Pointer: true}, NameField: "URITemplate",
			},
			{
				Kind: "prompt", Func: FuncRef{Path: gosdkMCP, Recv: "Server", Name: "AddPrompt"}, Definition: 0, Handler: 1,
				Request: TypeRef{Path: gosdkMCP, Name: "GetPromptRequest", Pointer: true}, NameField: "Name",
			},
		},
		ServedErrorCode: "0",
		// ResourceNotFoundError's code is CodeResourceNotFound: before
		// v1.7.0 a constant, -32002; from v1.7.0 a variable, -32602
		// (SEP-2164) unless MCPGODEBUG restores -32002.
		ProtocolErrorFuncs: []FixedCode{{Func: FuncRef{Path: gosdkMCP, Name: "ResourceNotFoundError"}, Code: -32602, Const: "CodeResourceNotFound"}},
	},
	{
		// v0.0.20's handleCallTool turns a returned error into an isError
		// result carrying the error's text (the result returned beside it,
		// if any, with IsError set), except context cancellation, which
		// stays a -32603 protocol error. A nil result is sent as
		// "result": null.
		Name:   "trpc-mcp-go",
		Module: "trpc.group/trpc-go/trpc-mcp-go",
		Shapes: []Shape{
			{
				Kind:                     "raw",
				FuncType:                 TypeRef{Path: trpcMCP, Name: "toolHandler"},
				Params:                   []TypeRef{Context, {Path: trpcMCP, Name: "CallToolRequest", Pointer: true}},
				Results:                  []TypeRef{{Path: trpcMCP, Name: "CallToolResult", Pointer: true}, Error},
				ErrorBecomes:             ToolError,
				NilResultIsProtocolError: true,
				NilResultBecomes:         `the client receives as "result": null, not a tool result`,
				FromSignature:            true,
			},
			{
				// NewTypedToolHandler answers the error with
				// NewErrorResult("Tool execution failed: " + its text).
				Kind:          "typed",
				FuncType:      TypeRef{Path: trpcMCP, Name: "TypedToolHandler"},
				Params:        []TypeRef{Context, {Path: trpcMCP, Name: "CallToolRequest", Pointer: true}, Any},
				Results:       []TypeRef{Any, Error},
				ErrorBecomes:  ToolError,
				FromSignature: true,
			},
		},
		Result:       TypeRef{Path: trpcMCP, Name: "CallToolResult"},
		IsErrorField: "IsError",
		ErrorResults: []FuncRef{
			{Path: trpcMCP, Name: "NewErrorResult"},
		},
		Request:        TypeRef{Path: trpcMCP, Name: "CallToolRequest"},
		ParamsField:    "Params",
		ArgumentsField: "Arguments",
		ToolConstructors: []ToolConstructor{
			{Func: FuncRef{Path: trpcMCP, Name: "NewTool"}, NameArg: 0},
		},
		ToolType:           TypeRef{Path: trpcMCP, Name: "Tool"},
		ToolNameField:      "Name",
		ClientCallMethod:   "CallTool",
		Fix:                ErrorResultFix{Package: trpcMCP, Expression: "{{pkg}}.NewErrorResult({{text}})"},
		Success:            ErrorResultFix{Package: trpcMCP, Expression: "{{pkg}}.NewTextResult({{text}})"},
		Server:             TypeRef{Path: trpcMCP, Name: "Server", Pointer: true},
		ServerConstructors: []FuncRef{{Path: trpcMCP, Name: "NewServer"}},
	},
	{
		// A tool is fxctx.NewTool(tool, callback): the callback returns a
		// result and no error, and the tool mux reads res.Meta of what it
		// returns, so a nil result panics in the dispatcher, which nothing
		// recovers. An error result sets the *bool IsError.
		Name:   "foxy-contexts",
		Module: "github.com/strowk/foxy-contexts",
		Shapes: []Shape{
			{
				Kind: "callback",
				// The arguments map, undecoded.
				Params:                   []TypeRef{Context, Any},
				Results:                  []TypeRef{{Path: foxyMCP, Name: "CallToolResult", Pointer: true}},
				NilResultIsProtocolError: true,
				NilResultBecomes:         "crashes the server in the tool dispatcher",
				FromSignature:            true,
			},
		},
		// fxctx.NewTool(tool, callback) names the tool in its first
		// argument, a *mcp.Tool.
		Registrars: []Registrar{
			{Func: FuncRef{Path: foxyFxctx, Name: "NewTool"}, Handler: 1, Name: -1},
		},
		Result:        TypeRef{Path: foxyMCP, Name: "CallToolResult"},
		IsErrorField:  "IsError",
		ToolType:      TypeRef{Path: foxyMCP, Name: "Tool"},
		ToolNameField: "Name",
		// foxy-contexts has no error result constructor: its examples set
		// IsError with an internal Ptr helper. &[]bool{true}[0] is a
		// *bool to true that needs no helper nor Go 1.26's new(true).
		Fix: ErrorResultFix{
			Package:    foxyMCP,
			Expression: `&{{pkg}}.CallToolResult{IsError: &[]bool{true}[0], Content: []any{{{pkg}}.TextContent{Type: "text", Text: {{text}}}}}`,
		},
		Success: ErrorResultFix{
			Package:    foxyMCP,
			Expression: `&{{pkg}}.CallToolResult{Content: []any{{{pkg}}.TextContent{Type: "text", Text: {{text}}}}}`,
		},
	},
	{
		Name:   "go-mcp",
		Module: "github.com/ThinkInAIXYZ/go-mcp",
		Shapes: []Shape{
			{
				Kind:         "raw",
				FuncType:     TypeRef{Path: gomcpServer, Name: "ToolHandlerFunc"},
				Params:       []TypeRef{Context, {Path: gomcpProto, Name: "CallToolRequest", Pointer: true}},
				Results:      []TypeRef{{Path: gomcpProto, Name: "CallToolResult", Pointer: true}, Error},
				ErrorBecomes: ProtocolError,
				ProtocolCode: "-32603",
				// The dispatcher sends a nil *CallToolResult as the
				// response's result: "result": null.
				NilResultIsProtocolError: true,
				NilResultBecomes:         "the client receives as a null result",
				// Each request runs in a goroutine that defers
				// pkg.Recover: a panic is logged, and the request gets
				// no response at all.
				PanicBecomes:  "go-mcp recovers without answering: the call never gets a response",
				FromSignature: true,
				Fixable:       true,
			},
		},
		Result:       TypeRef{Path: gomcpProto, Name: "CallToolResult"},
		IsErrorField: "IsError",
		FlaggedResults: []FlaggedResult{
			{Func: FuncRef{Path: gomcpProto, Name: "NewCallToolResult"}, Flag: 1},
		},
		Request:           TypeRef{Path: gomcpProto, Name: "CallToolRequest"},
		ArgumentsField:    "Arguments",
		RawArgumentsField: "RawArguments",
		ArgumentBinders: []FuncRef{
			{Path: gomcpProto, Name: "VerifyAndUnmarshal"},
		},
		ToolConstructors: []ToolConstructor{
			{Func: FuncRef{Path: gomcpProto, Name: "NewTool"}, NameArg: 0},
			{Func: FuncRef{Path: gomcpProto, Name: "NewToolWithRawSchema"}, NameArg: 0},
		},
		ToolType:             TypeRef{Path: gomcpProto, Name: "Tool"},
		ToolNameField:        "Name",
		ClientCallMethod:     "CallTool",
		Server:               TypeRef{Path: gomcpServer, Name: "Server", Pointer: true},
		ServerConstructors:   []FuncRef{{Path: gomcpServer, Name: "NewServer"}},
		MiddlewareInstallers: []FuncRef{{Path: gomcpServer, Recv: "Server", Name: "Use"}},
		MiddlewareTypes:      []TypeRef{{Path: gomcpServer, Name: "ToolMiddleware"}},
		Fix: ErrorResultFix{
			Package:    gomcpProto,
			Expression: "{{pkg}}.NewCallToolResult([]{{pkg}}.Content{&{{pkg}}.TextContent{Type: \"text\", Text: {{text}}}}, true)",
		},
		Success: ErrorResultFix{
			Package:    gomcpProto,
			Expression: "{{pkg}}.NewCallToolResult([]{{pkg}}.Content{&{{pkg}}.TextContent{Type: \"text\", Text: {{text}}}}, false)",
		},
	},
	{
		Name:   "mcp-golang",
		Module: "github.com/metoro-io/mcp-golang",
		// RegisterTool takes the handler as any and calls it by
		// reflection, with or without a context, on the arguments decoded
		// into its own parameter type. A returned error is sent as an
		// isError result with the error's text; a nil *ToolResponse
		// panics while the response is encoded, in a goroutine nothing
		// recovers.
		Shapes: []Shape{
			{
				Kind:                     "context",
				Params:                   []TypeRef{Context, Any},
				Results:                  []TypeRef{{Path: mcpgolang, Name: "ToolResponse", Pointer: true}, Error},
				ErrorBecomes:             ToolError,
				NilResultIsProtocolError: true,
				NilResultBecomes:         "crashes the server",
				FromSignature:            true,
			},
			{
				Kind:                     "plain",
				Params:                   []TypeRef{Any},
				Results:                  []TypeRef{{Path: mcpgolang, Name: "ToolResponse", Pointer: true}, Error},
				ErrorBecomes:             ToolError,
				NilResultIsProtocolError: true,
				NilResultBecomes:         "crashes the server",
				FromSignature:            true,
			},
		},
		Result: TypeRef{Path: mcpgolang, Name: "ToolResponse"},
		// No Fix: a ToolResponse has no isError flag (v0.16.0); a tool
		// fails only by returning an error, which the framework sends as
		// an isError result.
		Success: ErrorResultFix{Package: mcpgolang, Expression: "{{pkg}}.NewToolResponse({{pkg}}.NewTextContent({{text}}))"},
		Registrars: []Registrar{
			{Func: FuncRef{Path: mcpgolang, Recv: "Server", Name: "RegisterTool"}, Handler: 2, Name: 0},
		},
		ClientCallMethod:   "CallTool",
		Server:             TypeRef{Path: mcpgolang, Name: "Server", Pointer: true},
		ServerConstructors: []FuncRef{{Path: mcpgolang, Name: "NewServer"}},
	},
}

// Framework reports whether the package path lies in the module of a
// built-in profile's framework.
func Framework(path string) bool {
	for _, p := range Builtin {
		// Not HasPrefix(path, p.Module+"/"): the string it would make,
		// asked of every import of every package and their imports, is
		// longer than the compiler makes on the stack.
		if rest, ok := strings.CutPrefix(path, p.Module); ok && (rest == "" || rest[0] == '/') {
			return true
		}
	}
	return false
}
