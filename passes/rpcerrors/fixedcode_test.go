package rpcerrors

import (
	"go/constant"
	"go/token"
	"go/types"
	"testing"
)

// go-sdk's ResourceNotFoundError sends CodeResourceNotFound: a constant,
// -32002, before v1.7.0, a variable set to -32602 from v1.7.0 on. The
// code is read from the release the program builds with.
func TestFixedCodeFollowsTheRelease(t *testing.T) {
	release := func(declare func(*types.Package)) *types.Func {
		pkg := types.NewPackage("github.com/modelcontextprotocol/go-sdk/mcp", "mcp")
		declare(pkg)
		errType := types.Universe.Lookup("error").Type()
		fn := types.NewFunc(token.NoPos, pkg, "ResourceNotFoundError", types.NewSignatureType(nil, nil, nil,
			types.NewTuple(types.NewParam(token.NoPos, pkg, "uri", types.Typ[types.String])),
			types.NewTuple(types.NewParam(token.NoPos, pkg, "", errType)), false))
		pkg.Scope().Insert(fn)
		return fn
	}
	older := release(func(pkg *types.Package) {
		pkg.Scope().Insert(types.NewConst(token.NoPos, pkg, "CodeResourceNotFound", types.Typ[types.UntypedInt], constant.MakeInt64(-32002)))
	})
	newer := release(func(pkg *types.Package) {
		pkg.Scope().Insert(types.NewVar(token.NoPos, pkg, "CodeResourceNotFound", types.Typ[types.Int64]))
	})
	for _, c := range []struct {
		name string
		fn   *types.Func
		want int64
	}{{"v1.5.0", older, -32002}, {"v1.8.0", newer, -32602}} {
		if got, ok := fixedCode(c.fn); !ok || got != c.want {
			t.Errorf("%s: ResourceNotFoundError's code %d, %v; want %d", c.name, got, ok, c.want)
		}
	}
	other := types.NewFunc(token.NoPos, types.NewPackage("example.com/errs", "errs"), "ResourceNotFoundError", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	if _, ok := fixedCode(other); ok {
		t.Errorf("a function of another package is given a code")
	}
}
