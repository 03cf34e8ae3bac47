package declarations

import "context"

// Ratio is a float, which cannot be a closed set of codes.
// want +2 `^//toolerr:codes is on type Ratio, whose underlying type is float64; it goes on a named type whose underlying type is a string or an integer$`
//
//toolerr:codes
type Ratio float64

// Reason is a string type, not a struct.
// want +2 `^//toolerr:envelope is on type Reason, whose underlying type is string; it goes on a struct type$`
//
//toolerr:envelope
type Reason string

// Label aliases string.
// want +2 `//toolerr:codes is on alias Label; it goes on a named type`
//
//toolerr:codes
type Label = string

// lookup is a function.
// want +2 `//toolerr:codes is on function lookup; it goes on a named type whose underlying type is a string or an integer`
//
//toolerr:codes
func lookup() Code { return CodeNotFound }

// Meta is a struct type.
// want +2 `^//toolerr:provenance is on struct type Meta; it goes on a function or method$`
//
//toolerr:provenance
type Meta struct{ RequestID string }

// Get is a method, not a type.
// want +2 `//toolerr:envelope is on method Store.Get; it goes on a struct type`
//
//toolerr:envelope
func (*Store) Get(key string) (string, error) { return key, nil }

// Registry is a struct type, not a func type.
// want +2 `^//toolerr:handler is on struct type Registry; it goes on a function, a method, or a named func type$`
//
//toolerr:handler
type Registry struct{}

// Runner is an interface type.
// want +2 `//toolerr:handler is on interface type Runner; it goes on a function, a method, or a named func type`
//
//toolerr:handler
type Runner interface {
	Run(ctx context.Context) error
}

// Config does not implement error.
// want +2 `^//toolerr:infra is on struct type Config, which does not implement error; it goes on a function, a method, or a named type that implements error$`
//
//toolerr:infra
type Config struct{ Path string }

// Mistake has an Error method of the wrong shape.
// want +2 `//toolerr:infra is on type Mistake, whose underlying type is int, which does not implement error`
//
//toolerr:infra
type Mistake int

func (Mistake) Error(verbose bool) string { return "mistake" }

// defaultCode is a constant.
// want +2 `//toolerr:codes is on constant defaultCode; it goes on a named type`
//
//toolerr:codes
const defaultCode Code = "internal_error"

// retries is a variable.
// want +2 `//toolerr:infra is on variable retries; it goes on a function, a method, or a named type that implements error`
//
//toolerr:infra
var retries = 3

// want +1 `^//toolerr:envelope governs no declaration; put it in the doc comment of a struct type, or at the end of its first line$`
//toolerr:envelope

// A group's doc comment governs none of its types.
// want +2 `//toolerr:codes governs no declaration`
//
//toolerr:codes
type (
	Phase string
	Stage string
)

// Failure has a field whose comment is not a declaration's.
type Failure struct {
	// want +1 `//toolerr:codes governs no declaration; put it in the doc comment of a named type whose underlying type is a string or an integer`
	//toolerr:codes
	Kind string
}

func handleLocal(ctx context.Context) error {
	// want +1 `//toolerr:infra governs no declaration`
	//toolerr:infra
	return ctx.Err()
}

// Directives that take no arguments.

// Outcome has an explanation after its directive.
// want +2 `^//toolerr:codes takes no arguments; remove "the codes the model sees", or move it into the text of the doc comment$`
//
//toolerr:codes the codes the model sees
type Outcome string

// want +1 `//toolerr:infra takes no arguments; remove "the database"`
func query() error { return nil } //toolerr:infra the database

// Both misplaced and given arguments.
// want +2 `//toolerr:provenance is on type Weight` `//toolerr:provenance takes no arguments`
//
//toolerr:provenance request id
type Weight float32

var _, _ = lookup, query

// The error contract's directives.

// maxRetries is a constant of no named type.
// want +2 `^//toolerr:requires is on constant maxRetries; it goes on a constant of a named string or integer type$`
//
//toolerr:requires RetryAfter
const maxRetries = 3

// CodeGone names no field.
// want +2 `^//toolerr:requires names nothing; write //toolerr:requires FIELD\[,FIELD\]$`
//
//toolerr:requires
const CodeGone Code = "gone"

// CodeBusy is retryable, with a reason that belongs in the text.
// want +2 `^//toolerr:retryable takes no arguments; remove "after a second"`
//
//toolerr:retryable after a second
const CodeBusy Code = "busy"

// Shelf is a type, not a handler.
// want +2 `^//toolerr:returns is on struct type Shelf; it goes on a function or method: a tool handler, or the factory that returns one$`
//
//toolerr:returns not_found
type Shelf struct{}

// want +1 `^//toolerr:returns names nothing; write //toolerr:returns CODE\[,CODE\]$`
func fetch() error { return nil } //toolerr:returns

var _ = fetch

// RPCFault is a struct type whose Code is a string, not a JSON-RPC code.
// want +2 `^//toolerr:rpcerror is on struct type RPCFault; it goes on a struct type with an integer field Code, or one tagged json:"code"$`
//
//toolerr:rpcerror
type RPCFault struct{ Code string }
