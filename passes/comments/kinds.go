package comments

import (
	"go/types"
	"reflect"
	"strings"
)

// A kind is one known directive: what it may govern, and whether it takes
// arguments. The table below is the only place that says so; Problems
// reports what does not fit it and Valid tells the declaration passes what
// does.
type kind struct {
	name string
	// fits reports whether the directive may govern obj; nil for a
	// directive that governs a line rather than a declaration.
	fits func(obj types.Object) bool
	// allowed says what fits accepts, for messages.
	allowed string
	// args: the directive takes arguments; usage, when set, is the form
	// they must have, and their absence is a problem.
	args  bool
	usage string
	// clause: the directive may govern a whole package, from the doc
	// comment of its package clause.
	clause bool
}

// kinds lists the known directives in the order the documentation does.
var kinds = []kind{
	{name: "codes", fits: isCodeType, allowed: "a named type whose underlying type is a string or an integer"},
	{name: "envelope", fits: isStructType, allowed: "a struct type"},
	{name: "provenance", fits: isFunc, allowed: "a function or method"},
	{name: "handler", fits: isHandlerDecl, allowed: "a function, a method, or a named func type"},
	{name: "infra", fits: isInfraDecl, allowed: "a function, a method, or a named type that implements error"},
	{name: "rpcerror", fits: isRPCErrorType, allowed: "a struct type with an integer field Code, or one tagged json:\"code\""},
	{name: "sensitive", fits: isInfraDecl, clause: true, allowed: "a function, a method, a named type that implements error, or the package clause"},
	{name: "requires", fits: isCodeConst, allowed: "a constant of a named string or integer type", args: true, usage: "FIELD[,FIELD]"},
	{name: "retryable", fits: isCodeConst, allowed: "a constant of a named string or integer type"},
	{name: "returns", fits: isFunc, allowed: "a function or method: a tool handler, or the factory that returns one", args: true, usage: "CODE[,CODE]"},
	{name: "ignore", args: true},
}

func lookupKind(name string) (kind, bool) {
	for _, k := range kinds {
		if k.name == name {
			return k, true
		}
	}
	return kind{}, false
}

// kindNames lists the known directives' names.
func kindNames() []string {
	names := make([]string, len(kinds))
	for i, k := range kinds {
		names[i] = k.name
	}
	return names
}

// namedType returns obj as the declaration of a defined (non-alias) type.
func namedType(obj types.Object) (*types.TypeName, bool) {
	tn, ok := obj.(*types.TypeName)
	return tn, ok && !tn.IsAlias()
}

func isCodeType(obj types.Object) bool {
	tn, ok := namedType(obj)
	if !ok {
		return false
	}
	b, ok := tn.Type().Underlying().(*types.Basic)
	return ok && b.Info()&(types.IsString|types.IsInteger) != 0
}

// isCodeConst reports whether obj is a constant of a type that may be a
// code type; whether its type is declared one is the declarations pass's
// question.
func isCodeConst(obj types.Object) bool {
	c, ok := obj.(*types.Const)
	if !ok {
		return false
	}
	named, ok := types.Unalias(c.Type()).(*types.Named)
	return ok && isCodeType(named.Obj())
}

func isStructType(obj types.Object) bool {
	tn, ok := namedType(obj)
	if !ok {
		return false
	}
	_, ok = tn.Type().Underlying().(*types.Struct)
	return ok
}

func isRPCErrorType(obj types.Object) bool {
	tn, ok := namedType(obj)
	return ok && RPCCodeField(tn) != ""
}

// RPCCodeField names the field of the struct type tn that holds the
// JSON-RPC code of a protocol error: an integer field named Code, or
// else one tagged json:"code"; "" when it has none.
func RPCCodeField(tn *types.TypeName) string {
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	integer := func(v *types.Var) bool {
		b, ok := v.Type().Underlying().(*types.Basic)
		return ok && b.Info()&types.IsInteger != 0
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == "Code" && integer(f) {
			return f.Name()
		}
	}
	for i := range st.NumFields() {
		name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if f := st.Field(i); name == "code" && integer(f) {
			return f.Name()
		}
	}
	return ""
}

func isFunc(obj types.Object) bool {
	_, ok := obj.(*types.Func)
	return ok
}

func isFuncType(obj types.Object) bool {
	tn, ok := namedType(obj)
	if !ok {
		return false
	}
	_, ok = tn.Type().Underlying().(*types.Signature)
	return ok
}

func isHandlerDecl(obj types.Object) bool { return isFunc(obj) || isFuncType(obj) }

func isInfraDecl(obj types.Object) bool { return isFunc(obj) || isErrorType(obj) }

// isErrorType reports whether obj declares a type whose values, or
// pointers to them, have the method Error() string. Looking the method up,
// rather than asking types.Implements, also answers for generic types.
func isErrorType(obj types.Object) bool {
	tn, ok := namedType(obj)
	if !ok {
		return false
	}
	m, _, _ := types.LookupFieldOrMethod(tn.Type(), true, tn.Pkg(), "Error")
	fn, ok := m.(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Signature()
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().(*types.Basic)
	return ok && b.Kind() == types.String
}

// describe names the declaration obj for a message: "function lookup",
// "method Store.Get", "struct type Envelope", "type Level, whose underlying
// type is float64".
func describe(obj types.Object) string {
	switch obj := obj.(type) {
	case *types.Func:
		if recv := obj.Signature().Recv(); recv != nil {
			return "method " + receiverName(recv.Type()) + "." + obj.Name()
		}
		return "function " + obj.Name()
	case *types.TypeName:
		if obj.IsAlias() {
			return "alias " + obj.Name()
		}
		switch u := obj.Type().Underlying().(type) {
		case *types.Struct:
			return "struct type " + obj.Name()
		case *types.Interface:
			return "interface type " + obj.Name()
		case *types.Signature:
			return "func type " + obj.Name()
		default:
			return "type " + obj.Name() + ", whose underlying type is " + types.TypeString(u, types.RelativeTo(obj.Pkg()))
		}
	case *types.Const:
		return "constant " + obj.Name()
	case *types.Var:
		return "variable " + obj.Name()
	}
	return obj.Name()
}

// receiverName is the name of a method's receiver type, without pointer
// or type arguments.
func receiverName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	name := types.TypeString(t, func(*types.Package) string { return "" })
	name, _, _ = strings.Cut(name, "[")
	return name
}
