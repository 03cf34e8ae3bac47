package edit

import "testing"

func TestPrinted(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want printedExpr
	}{
		{"f(a+b,c)", printedExpr{out: "f(a+b, c)", ok: true}},
		{"mcp.NewToolResultError(err.Error())", printedExpr{out: "mcp.NewToolResultError(err.Error())", ok: true}},
		{"f(", printedExpr{}},
		{"f(func() {\nreturn\n})", printedExpr{out: "f(func() {\n\treturn\n})", ok: true}},
		{"f(`a\nb`, func() {\nreturn\n})", printedExpr{out: "f(`a\nb`, func() {\n\treturn\n})", ok: true, multiline: true}},
	} {
		// The second answer comes from what the first stored.
		for range 2 {
			if got := printed(tc.src); got != tc.want {
				t.Errorf("printed(%q) = %+v, want %+v", tc.src, got, tc.want)
			}
		}
	}
}
