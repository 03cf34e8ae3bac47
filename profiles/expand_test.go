package profiles

import (
	"go/parser"
	"strings"
	"testing"
)

func TestErrorResultFixExpand(t *testing.T) {
	for _, tc := range []struct {
		expr, pkg, text, want string
	}{
		{"{{pkg}}.NewToolResultError({{text}})", "mcp", `"boom"`, `mcp.NewToolResultError("boom")`},
		{"[]{{pkg}}.Content{&{{pkg}}.TextContent{Text: {{text}}}}", "sdk", "err.Error()", "[]sdk.Content{&sdk.TextContent{Text: err.Error()}}"},
		// A message that spells a placeholder is written as it is.
		{"{{pkg}}.E({{text}})", "m", `"{{pkg}} {{text}}"`, `m.E("{{pkg}} {{text}}")`},
		// Braces that open no placeholder are kept.
		{"{{{pkg}}.T{}}", "m", "x", "{m.T{}}"},
		{"{{other}}", "m", "x", "{{other}}"},
	} {
		got := ErrorResultFix{Expression: tc.expr}.Expand(tc.pkg, tc.text)
		if got != tc.want {
			t.Errorf("Expand(%q, %q) of %q = %q, want %q", tc.pkg, tc.text, tc.expr, got, tc.want)
		}
		// The same as replacing both placeholders at once.
		if ref := strings.NewReplacer("{{pkg}}", tc.pkg, "{{text}}", tc.text).Replace(tc.expr); got != ref {
			t.Errorf("Expand of %q = %q, a replacer gives %q", tc.expr, got, ref)
		}
	}
	for _, p := range Builtin {
		for _, fix := range []ErrorResultFix{p.Fix, p.Success} {
			if fix.Expression == "" {
				continue
			}
			got := fix.Expand("pkg", `"x"`)
			if strings.Contains(got, "{{") {
				t.Errorf("%s: Expand left a placeholder: %q", p.Name, got)
			}
			if _, err := parser.ParseExpr(got); err != nil {
				t.Errorf("%s: %q is no expression: %v", p.Name, got, err)
			}
		}
	}
}
