package main

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseYAML(t *testing.T) {
	doc := `name: check   # a comment
on:
  push:
    branches: [main, 'release-*']
  pull_request:
jobs:
  lint:
    steps:
      - uses: actions/checkout@v5
      - name: Run
        id: run
        run: |
          one
            two # kept

          three
      - plain item
    list:
    - a
    - "b: c"
`
	got, err := parseYAML(doc)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"name": "check",
		"on": map[string]any{
			"push":         map[string]any{"branches": []any{"main", "release-*"}},
			"pull_request": nil,
		},
		"jobs": map[string]any{"lint": map[string]any{
			"steps": []any{
				map[string]any{"uses": "actions/checkout@v5"},
				map[string]any{"name": "Run", "id": "run", "run": "one\n  two # kept\n\nthree"},
				"plain item",
			},
			"list": []any{"a", "b: c"},
		}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("parseYAML:\n got %#v\nwant %#v", got, want)
	}
}

func TestParseYAMLRejects(t *testing.T) {
	for _, tc := range []struct{ name, doc, want string }{
		{"tab", "a:\n\tb: c\n", "line 2: a tab in the indentation"},
		{"too deep", "a: b\n    c: d\n", "line 2: indented deeper than the mapping entry above it"},
		{"repeated key", "a: b\na: c\n", `line 2: key "a" repeated`},
		{"not an entry", "a:\n  b: c\n  d\n", `line 3: "d" is not a key: value entry`},
		{"flow mapping", "a: {b: c}\n", "line 1: \"{b: c}\": not in the subset"},
		{"dedent into nothing", "a:\n    b: c\n  d: e\n", "line 3: indented deeper than the mapping entry above it"},
		{"two documents", "- a\nb: c\n", "line 2: not part of the block above it"},
		{"empty literal", "run: |\nnext: x\n", "line 1: an empty literal block"},
	} {
		_, err := parseYAML(tc.doc)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}
