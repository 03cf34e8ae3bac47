package declarations

import (
	"flag"
	"go/types"
	"strings"
)

// Flag names of the declarations pass: the twins of the directives and the
// switches that widen what the rules report. The command line and the
// golangci-lint settings spell them so; go vet prefixes a name it already
// uses as a rule's switch with the pass's name (-toolerrdecls.provenance).
const (
	FlagCodes        = "codes"
	FlagEnvelope     = "envelope"
	FlagProvenance   = "provenance"
	FlagHandlers     = "handlers"
	FlagInfra        = "infra"
	FlagRPCErrors    = "rpcerrors"
	FlagSensitive    = "sensitive"
	FlagRequires     = "requires"
	FlagRetryable    = "retryable"
	FlagReturns      = "returns"
	FlagRequire      = "require"
	FlagTestHandlers = "test-handlers"
	FlagGenerated    = "generated"
	FlagEncoding     = "encoding"
	FlagDecoded      = "decoded"
)

// Config is the pass's flags as they stood when the run began. Every pass
// and rule reads the flags through it, never through the flag variables,
// which a driver may still be setting while another run's queries go on.
type Config struct {
	Codes, Envelope, Provenance, Handlers, Infra nameList
	// RPCErrors names the protocol error types of in-house frameworks.
	RPCErrors nameList
	// Sensitive names the sources of error text that must not reach the
	// model: packages as well as functions and types.
	Sensitive sourceList
	// Requires and Returns are the twins of the directives that take a
	// list; Retryable of //toolerr:retryable.
	Requires, Returns nameValues
	Retryable         nameList
	// RequireCodes and RequireProvenance are -require: a package that
	// registers tool handlers must see a code set / a stamp.
	RequireCodes, RequireProvenance bool
	// TestHandlers reports handlers declared in _test.go files, which are
	// mocks and fixtures more often than not.
	TestHandlers bool
	// Generated reports findings in generated files.
	Generated bool
	// Encoding reports failures to encode values the server built itself
	// (json.Marshal and its kin) where they surface as protocol errors.
	Encoding bool
	// Decoded reports single-value type assertions on untyped data decoded
	// from outside the process (a downstream JSON response). On unless
	// turned off.
	Decoded bool
}

// The flags' values. They are read once, into a Config, when a package's
// run begins.
var flagValues Config

func flags() flag.FlagSet {
	var fs flag.FlagSet
	v := &flagValues
	fs.Var(&v.Codes, FlagCodes, "code types, as `PKG.Type,…`, whose constants are the closed set of error codes (twin of //toolerr:codes)")
	fs.Var(&v.Envelope, FlagEnvelope, "struct types, as `PKG.Type,…`, of the structured error payload (twin of //toolerr:envelope)")
	fs.Var(&v.Provenance, FlagProvenance, "functions or methods, as `PKG.Func|PKG.Type.Method,…`, that stamp provenance (twin of //toolerr:provenance)")
	fs.Var(&v.Handlers, FlagHandlers, "func types, as `PKG.FuncType,…`, of in-house tool handlers (twin of //toolerr:handler)")
	fs.Var(&v.Infra, FlagInfra, "functions or types, as `PKG.Func|PKG.Type,…`, whose errors are infrastructure failures (twin of //toolerr:infra)")
	fs.Var(&v.RPCErrors, FlagRPCErrors, "struct types, as `PKG.Type,…`, of in-house protocol errors, sent as JSON-RPC errors with the code in their Code field (twin of //toolerr:rpcerror)")
	fs.Var(&v.Sensitive, FlagSensitive, "packages, functions or types, as `PKG|PKG.Func|PKG.Type,…`, whose error text must never reach the model (twin of //toolerr:sensitive)")
	fs.Var(&v.Requires, FlagRequires, "code constants and the envelope fields errors built with them set, as `PKG.Const=FIELD+FIELD,…` (twin of //toolerr:requires)")
	fs.Var(&v.Retryable, FlagRetryable, "code constants, as `PKG.Const,…`, whose failures are worth retrying (twin of //toolerr:retryable)")
	fs.Var(&v.Returns, FlagReturns, "handlers or factories and the codes their tools may return, as `PKG.Func=CODE+CODE,…` (twin of //toolerr:returns)")
	fs.Var((*requirements)(v), FlagRequire, "`codes,provenance`: a package that registers tool handlers must see a code set / a stamp")
	fs.BoolVar(&v.TestHandlers, FlagTestHandlers, false, "also report handlers declared in _test.go files")
	fs.BoolVar(&v.Generated, FlagGenerated, false, "also report findings in generated files")
	fs.BoolVar(&v.Encoding, FlagEncoding, false, "also report failures to encode the server's own values (json.Marshal and kin) returned as protocol errors")
	fs.BoolVar(&v.Decoded, FlagDecoded, true, "report single-value type assertions on untyped data decoded from outside the process (map[string]any from a downstream JSON response); -decoded=false leaves them out")
	return fs
}

// Current returns the flags' values now, as a pass that begins now reads
// them.
func Current() Config { return *snapshot() }

// snapshot returns the flags' values now.
func snapshot() *Config {
	c := flagValues
	return &c
}

// namesIn reports whether a flag that names objects may name one of pkg's:
// a name spelt with pkg's path and a dot after it. It may say yes for a
// package whose path begins another's (example.com/errs for
// example.com/errs.v2/x.Code), never no for one a flag names.
func (c *Config) namesIn(pkg *types.Package) bool {
	prefix := pkg.Path() + "."
	for _, names := range [...]map[string]bool{
		c.Codes.names, c.Envelope.names, c.Provenance.names, c.Handlers.names,
		c.Infra.names, c.RPCErrors.names, c.Sensitive.names, c.Retryable.names,
	} {
		if keyWithPrefix(names, prefix) {
			return true
		}
	}
	return keyWithPrefix(c.Requires.values, prefix) || keyWithPrefix(c.Returns.values, prefix)
}

// keyWithPrefix reports whether a key of m begins with prefix.
func keyWithPrefix[V any](m map[string]V, prefix string) bool {
	for k := range m {
		if strings.HasPrefix(k, prefix) {
			return true
		}
	}
	return false
}
