// Package handlerfix builds what the rules' suggested fixes write inside a
// tool handler: the operands of a whole return that answers the call with
// an isError result (built by errresult, in the project's contract) or
// with a success result, every result of the handler's signature
// included; and fresh names for the variables a fix declares.
package handlerfix

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/toolerrlint/toolerrlint/internal/edit"
	"github.com/toolerrlint/toolerrlint/internal/errresult"
	"github.com/toolerrlint/toolerrlint/passes/declarations"
	"github.com/toolerrlint/toolerrlint/passes/handlers"
	"github.com/toolerrlint/toolerrlint/profiles"
)

// Site is where a fix writes a return of a handler: at Pos, in File.
type Site struct {
	Pass    *analysis.Pass
	Decls   *declarations.Result
	Handler *handlers.Handler
	File    *ast.File
	Pos     token.Pos
}

// Message is the text a result carries: the source of a string
// expression, or of a format and its operands, as printf-like calls take
// them. Err, where set, is the source of an error that is not nil whose
// text Expr is: a framework that makes a returned error an isError result
// is handed it as it is.
type Message struct {
	Expr   string
	Format string
	Args   []string
	Err    string
}

// Text is a message that is the string expression src.
func Text(src string) Message { return Message{Expr: src} }

// Printf is a message that is fmt.Sprintf(format, args...).
func Printf(format string, args []string) Message {
	if len(args) == 0 && !strings.Contains(format, "%") {
		return Message{Expr: format}
	}
	return Message{Format: format, Args: args}
}

// Failure returns the operands of a return at s that answers the call
// with an isError result carrying msg, with the edits that import what
// they name; false where none can be written with certainty (see
// errresult.Build).
func (s Site) Failure(msg Message) (string, []analysis.TextEdit, bool) {
	h := s.Handler
	if h.Shape.Profile == nil {
		return "", nil, false
	}
	converts := h.Shape.HasError() && h.Shape.ErrorBecomes == profiles.ToolError
	// A go-sdk typed handler's result goes out with its output, which
	// the SDK checks against the tool's output schema: a returned error
	// skips both.
	if !(converts && h.Sig.Results().Len() > 2) && s.returnsResult(h.Shape.Profile) {
		if operands, edits, ok := s.errorResult(msg); ok {
			return operands, edits, true
		}
	}
	if converts {
		// The framework makes a returned error an isError result carrying
		// its text (mcp-golang, whose result has no isError, and go-sdk
		// typed handlers).
		return s.errorOperands(msg)
	}
	return "", nil, false
}

// errorResult returns the operands of a return of the isError result
// errresult builds with msg.
func (s Site) errorResult(msg Message) (string, []analysis.TextEdit, bool) {
	text, edits, ok := s.sprintf(msg)
	if !ok {
		return "", nil, false
	}
	built, ok := errresult.Build(errresult.Request{
		Pass: s.Pass, Decls: s.Decls, Handler: s.Handler, File: s.File, Pos: s.Pos,
		Message: text,
	})
	if !ok {
		return "", nil, false
	}
	operands, ok := s.withZeros(built.Expr)
	return operands, edits, ok
}

// Success returns the operands of a return at s that answers the call
// with a success result carrying msg; false where the framework has none
// a fix can write.
func (s Site) Success(msg Message) (string, []analysis.TextEdit, bool) {
	p := s.Handler.Shape.Profile
	if p == nil || p.Success.Expression == "" || !s.returnsResult(p) {
		return "", nil, false
	}
	return s.resultOperands(p.Success, msg)
}

// contract reports whether the program declares what an error result of
// the handler must carry: a code, an envelope, or a stamp its wire does
// not add. The isError result a framework builds from a returned error
// carries none of them.
func (s Site) contract() bool {
	prog := s.Decls.Program
	return prog.Codes || prog.Envelopes || prog.Stamps && !s.Handler.Stamped
}

// returnsResult reports whether the handler's first result is a pointer
// to the framework's result type.
func (s Site) returnsResult(p *profiles.Profile) bool {
	res := s.Handler.Sig.Results()
	if res.Len() == 0 {
		return false
	}
	ptr, ok := types.Unalias(res.At(0).Type()).(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := types.Unalias(ptr.Elem()).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == p.Result.Path && named.Obj().Name() == p.Result.Name
}

// resultOperands returns the operands of a return of the result that fix
// builds with msg, then the zero values of the handler's other results.
func (s Site) resultOperands(fix profiles.ErrorResultFix, msg Message) (string, []analysis.TextEdit, bool) {
	pkg, ok := edit.ImportName(s.File, fix.Package)
	if !ok || !errresult.InScope(s.Pass, pkg, fix.Package, s.Pos) {
		return "", nil, false
	}
	text, edits, ok := s.sprintf(msg)
	if !ok {
		return "", nil, false
	}
	result, ok := edit.Expr(s.Pass, fix.Expand(pkg, text), s.Pos)
	if !ok {
		return "", nil, false
	}
	operands, ok := s.withZeros(result)
	return operands, edits, ok
}

// withZeros returns the operands of a return of result, then the zero
// values of the handler's other results (its output, its error).
func (s Site) withZeros(result string) (string, bool) {
	res := s.Handler.Sig.Results()
	operands := []string{result}
	for i := 1; i < res.Len(); i++ {
		zero, ok := s.zero(res.At(i).Type())
		if !ok {
			return "", false
		}
		operands = append(operands, zero)
	}
	return strings.Join(operands, ", "), true
}

// errorOperands returns the operands of a return of the zero value of
// every result but the last, and of an error carrying msg; false where
// the program declares a contract, which that error's result cannot
// honour.
func (s Site) errorOperands(msg Message) (string, []analysis.TextEdit, bool) {
	if s.contract() {
		return "", nil, false
	}
	res := s.Handler.Sig.Results()
	var operands []string
	for i := 0; i < res.Len()-1; i++ {
		zero, ok := s.zero(res.At(i).Type())
		if !ok {
			return "", nil, false
		}
		operands = append(operands, zero)
	}
	var err string
	var edits []analysis.TextEdit
	switch {
	case msg.Err != "" && !s.Decls.Program.Sensitive:
		err = msg.Err // its text, whole: Expr may be redacted
	case msg.Expr != "":
		errs, imp, ok := s.Package("errors")
		if !ok {
			return "", nil, false
		}
		err, edits = errs+".New("+msg.Expr+")", imp
	default:
		fmtName, imp, ok := s.Package("fmt")
		if !ok {
			return "", nil, false
		}
		err, edits = fmtName+".Errorf("+strings.Join(append([]string{msg.Format}, msg.Args...), ", ")+")", imp
	}
	return strings.Join(append(operands, err), ", "), edits, true
}

// sprintf returns the source of msg as a string expression.
func (s Site) sprintf(msg Message) (string, []analysis.TextEdit, bool) {
	if msg.Expr != "" {
		return msg.Expr, nil, true
	}
	fmtName, edits, ok := s.Package("fmt")
	if !ok {
		return "", nil, false
	}
	return fmtName + ".Sprintf(" + strings.Join(append([]string{msg.Format}, msg.Args...), ", ") + ")", edits, true
}

// Literal is a message that is the constant text s, written as a raw
// string where s holds double quotes (`argument "id" must be a string`),
// which reads better than their escapes.
func Literal(s string) Message {
	if strings.Contains(s, `"`) && !strings.ContainsAny(s, "`\r\n") && strconv.CanBackquote(s) {
		return Message{Expr: "`" + s + "`"}
	}
	return Message{Expr: strconv.Quote(s)}
}
