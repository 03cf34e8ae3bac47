package outcomes

import (
	"go/ast"
	"go/types"
	"net/url"
	"regexp"
	"strconv"
	"time"
)

// pureParsers are standard functions whose error depends only on their
// first argument, a string: called with a constant they either always or
// never fail, and the pass can tell which by calling them.
var pureParsers = map[string]func(string) error{
	"net/url.Parse":           func(s string) error { _, err := url.Parse(s); return err },
	"net/url.ParseRequestURI": func(s string) error { _, err := url.ParseRequestURI(s); return err },
	"net/url.JoinPath":        func(s string) error { _, err := url.Parse(s); return err }, // fails only on its base
	"regexp.Compile":          func(s string) error { _, err := regexp.Compile(s); return err },
	"time.ParseDuration":      func(s string) error { _, err := time.ParseDuration(s); return err },
	"strconv.Atoi":            func(s string) error { _, err := strconv.Atoi(s); return err },
	"strconv.ParseBool":       func(s string) error { _, err := strconv.ParseBool(s); return err },
	"strconv.ParseFloat":      func(s string) error { _, err := strconv.ParseFloat(s, 64); return err },
}

// constantSuccess reports whether a call of fn with the arguments args
// cannot fail: a pure parser given a constant it accepts.
func (a *analyzer) constantSuccess(fn *types.Func, args []ast.Expr) bool {
	if fn.Pkg() == nil || fn.Signature().Recv() != nil || len(args) == 0 {
		return false
	}
	parse, ok := pureParsers[fn.Pkg().Path()+"."+fn.Name()]
	if !ok {
		return false
	}
	tv, ok := a.info.Types[args[0]]
	if !ok || tv.Value == nil {
		return false
	}
	s := a.constString(args[0])
	return parse(s) == nil
}
