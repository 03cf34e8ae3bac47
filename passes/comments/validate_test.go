package comments

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"testing"
)

// declarations builds, in one package, the objects Valid is asked about.
func declarations() map[string]types.Object {
	pkg := types.NewPackage("example.com/tools", "tools")
	named := func(name string, underlying types.Type) *types.Named {
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, name, nil), underlying, nil)
	}
	errorMethod := func(recv *types.Named, result types.Type) {
		sig := types.NewSignatureType(types.NewVar(token.NoPos, pkg, "e", recv), nil, nil, nil,
			types.NewTuple(types.NewVar(token.NoPos, pkg, "", result)), false)
		recv.AddMethod(types.NewFunc(token.NoPos, pkg, "Error", sig))
	}
	handlerSig := types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(types.NewVar(token.NoPos, pkg, "", types.Universe.Lookup("error").Type())), false)

	code := named("Code", types.Typ[types.String])
	level := named("Level", types.Typ[types.Int64])
	ratio := named("Ratio", types.Typ[types.Float64])
	envelope := named("Envelope", types.NewStruct(nil, nil))
	handler := named("Handler", handlerSig)
	quota := named("QuotaError", types.NewStruct(nil, nil))
	errorMethod(quota, types.Typ[types.String])
	wrong := named("Mistake", types.NewStruct(nil, nil))
	errorMethod(wrong, types.Typ[types.Int])
	return map[string]types.Object{
		"Code":       code.Obj(),
		"Level":      level.Obj(),
		"Ratio":      ratio.Obj(),
		"Envelope":   envelope.Obj(),
		"Handler":    handler.Obj(),
		"QuotaError": quota.Obj(),
		"Mistake":    wrong.Obj(),
		"Alias":      types.NewTypeName(token.NoPos, pkg, "Alias", types.Typ[types.String]),
		"connect":    types.NewFunc(token.NoPos, pkg, "connect", handlerSig),
		"retries":    types.NewVar(token.NoPos, pkg, "retries", types.Typ[types.Int]),
	}
}

func TestValid(t *testing.T) {
	objs := declarations()
	for _, tc := range []struct {
		name, args, object string // object "" for none
		want               bool
	}{
		{"codes", "", "Code", true},
		{"codes", "", "Level", true},
		{"codes", "the set", "Code", true}, // arguments are a problem, not a reason to ignore it
		{"codes", "", "Ratio", false},
		{"codes", "", "Envelope", false},
		{"codes", "", "Alias", false},
		{"codes", "", "", false},
		{"envelope", "", "Envelope", true},
		{"envelope", "", "Code", false},
		{"provenance", "", "connect", true},
		{"provenance", "", "Envelope", false},
		{"handler", "", "connect", true},
		{"handler", "", "Handler", true},
		{"handler", "", "Envelope", false},
		{"handler", "", "retries", false},
		{"infra", "", "connect", true},
		{"infra", "", "QuotaError", true},
		{"infra", "", "Mistake", false}, // Error() int is not error's method
		{"infra", "", "Envelope", false},
		{"infra", "", "retries", false},
		{"code", "", "Code", false},
		{"Codes", "", "Code", false},
		{"ignore", "protocolerr the gateway retries", "", true},
		{"ignore", "protocolerr,nilresult the gateway retries", "connect", true},
		{"ignore", "protocolerr", "", false},
		{"ignore", "", "", false},
	} {
		d := &Directive{Comment: &ast.Comment{Text: Prefix + tc.name}, Name: tc.name, Args: tc.args}
		if tc.object != "" {
			d.Object = objs[tc.object]
		}
		if got := (&Result{}).Valid(d); got != tc.want {
			t.Errorf("Valid(%s%s %s on %q) = %v, want %v", Prefix, tc.name, tc.args, tc.object, got, tc.want)
		}
	}
}

func TestIgnoreArgs(t *testing.T) {
	for _, tc := range []struct {
		args   string
		rules  []string
		reason string
	}{
		{"protocolerr the gateway retries", []string{"protocolerr"}, "the gateway retries"},
		{"nilresult,protocolerr  two spaces", []string{"nilresult", "protocolerr"}, "two spaces"},
		{"protocolerr\tafter a tab", []string{"protocolerr"}, "after a tab"},
		{"protocolerr", []string{"protocolerr"}, ""},
		{"protocolerr, nilresult reason", []string{"protocolerr", ""}, "nilresult reason"},
		{"", nil, ""},
	} {
		rules, reason := (&Directive{Args: tc.args}).IgnoreArgs()
		if !slices.Equal(rules, tc.rules) || reason != tc.reason {
			t.Errorf("IgnoreArgs(%q) = %q, %q; want %q, %q", tc.args, rules, reason, tc.rules, tc.reason)
		}
	}
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text, name, args string
	}{
		{"//toolerr:codes", "codes", ""},
		{"//toolerr:ignore protocolerr the reason", "ignore", "protocolerr the reason"},
		{"//toolerr:ignore\tprotocolerr reason", "ignore", "protocolerr reason"},
		{"//toolerr: codes", "", "codes"},
		{"//toolerr:", "", ""},
	} {
		d := parse(&ast.Comment{Text: tc.text})
		if d.Name != tc.name || d.Args != tc.args {
			t.Errorf("parse(%q) = %q, %q; want %q, %q", tc.text, d.Name, d.Args, tc.name, tc.args)
		}
	}
}

func TestSpaced(t *testing.T) {
	for text, want := range map[string]bool{
		"// toolerr:codes":                true,
		"//  toolerr:infra":               true,
		"//\ttoolerr:handler":             true,
		"// toolerr:ignore protocolerr x": true,
		"//toolerr:codes":                 false, // a directive
		"// toolerr: see below":           false, // names nothing
		"// toolerr:":                     false,
		"// see toolerr:codes":            false,
		"/* toolerr:codes */":             false,
		"//":                              false,
	} {
		if got := spaced(text); got != want {
			t.Errorf("spaced(%q) = %v, want %v", text, got, want)
		}
	}
}
