package profiles

import "go/types"

// TestDoubles are the types a test double holds: a testify mock embeds
// mock.Mock, a gomock mock holds its *gomock.Controller. A method of a type
// holding one answers what a test told it to, whichever file declares it:
// a mock of a handler is the tests' fixture, not a handler the program
// serves.
var TestDoubles = []TypeRef{
	{Path: "github.com/stretchr/testify/mock", Name: "Mock"},
	{Path: "go.uber.org/mock/gomock", Name: "Controller", Pointer: true},
	{Path: "github.com/golang/mock/gomock", Name: "Controller", Pointer: true},
}

// IsTestDouble reports whether t, or the type it points to, is a struct
// with a field of one of the TestDoubles, embedded or not.
func IsTestDouble(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		for _, ref := range TestDoubles {
			if ref.MatchValueOrPointer(st.Field(i).Type()) {
				return true
			}
		}
	}
	return false
}
