package rpcerrors

import (
	"go/token"
	"go/types"
	"testing"
)

// Only a named type, an alias, or a pointer to one can be a protocol
// error type: codeField answers any other type at once.
func TestNamedOrPointer(t *testing.T) {
	pkg := types.NewPackage("example.com/rpc", "rpc")
	errType := types.NewNamed(types.NewTypeName(token.NoPos, pkg, "Error", nil), types.NewStruct(nil, nil), nil)
	alias := types.NewAlias(types.NewTypeName(token.NoPos, pkg, "E", nil), errType)
	for _, c := range []struct {
		name string
		t    types.Type
		want bool
	}{
		{"named", errType, true},
		{"pointer to named", types.NewPointer(errType), true},
		{"alias", alias, true},
		{"pointer to alias", types.NewPointer(alias), true},
		{"slice", types.NewSlice(types.Typ[types.String]), false},
		{"map", types.NewMap(types.Typ[types.String], types.Universe.Lookup("any").Type()), false},
		{"unnamed struct", types.NewStruct(nil, nil), false},
		{"pointer to pointer", types.NewPointer(types.NewPointer(errType)), false},
	} {
		if got := namedOrPointer(c.t); got != c.want {
			t.Errorf("namedOrPointer(%s) = %v, want %v", c.name, got, c.want)
		}
	}
}
