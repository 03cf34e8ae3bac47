package errresult

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/toolerrlint/toolerrlint/internal/leaks"
)

// Fallback is the fixed message where the text a fix keeps says nothing
// before the error it leaves out.
const Fallback = "internal error"

// Redact removes from a printf format the verbs of the operands that
// drop selects, with the separator that led to each, and returns the
// format and the operands left; false where the format numbers its
// operands or takes widths from them. "backup of %s failed: %w" with the
// error dropped gives "backup of %s failed"; a format left with no words
// gives Fallback.
func Redact(format string, operands []ast.Expr, drop func(ast.Expr) bool) (string, []ast.Expr, bool) {
	var b strings.Builder
	var kept []ast.Expr
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.", format[j]) >= 0 {
			j++
		}
		if j >= len(format) || format[j] == '[' || format[j] == '*' {
			return "", nil, false
		}
		verb := format[i : j+1]
		i = j
		if verb == "%%" {
			b.WriteString(verb)
			continue
		}
		if arg >= len(operands) {
			return "", nil, false
		}
		if drop(operands[arg]) {
			trimmed := strings.TrimRight(b.String(), " :-,;(\t\n")
			b.Reset()
			b.WriteString(trimmed)
		} else {
			b.WriteString(verb)
			kept = append(kept, operands[arg])
		}
		arg++
	}
	if arg != len(operands) {
		return "", nil, false
	}
	msg := strings.TrimRight(b.String(), " :-,;(\t\n")
	if strings.Trim(msg, " ") == "" {
		msg = Fallback
	}
	return msg, kept, true
}

// Withhold is Redact of the operands that may show an error's text
// (ShowsError), for a fix that moves text the model did not read into a
// result; false where an operand it keeps would still show sensitive
// text that tr finds at the point at (a string that holds an error's
// text).
func Withhold(info *types.Info, tr *leaks.Tracer, at inspector.Cursor, format string, operands []ast.Expr) (string, []ast.Expr, bool) {
	kept, rest, ok := Redact(format, operands, func(e ast.Expr) bool { return ShowsError(info, e) })
	if !ok {
		return "", nil, false
	}
	for _, op := range rest {
		if tr.Shows(at, op) {
			return "", nil, false
		}
	}
	return kept, rest, true
}
