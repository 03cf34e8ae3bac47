package pinned

import (
	"slices"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/modtree"
	"github.com/toolerrlint/toolerrlint/internal/modtree/modtreetest"
)

// clientTestsIn writes a module whose e2e package holds the test file
// src, and returns the client tests read from it, each as its tools
// joined by commas ("*" for a test that may call any).
func clientTestsIn(t *testing.T, src string) []string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{
		"go.mod":          "module example.com/m\n",
		"e2e/doc.go":      "package e2e\n",
		"e2e/e2e_test.go": src,
	}
	modtreetest.Write(t, root, files)
	tree, ok := modtree.Of(root)
	if !ok {
		t.Fatal("no module")
	}
	var got []string
	for _, ct := range readClientTests(tree) {
		if ct.Tools == nil {
			got = append(got, "*")
			continue
		}
		got = append(got, strings.Join(ct.Tools, ","))
	}
	return got
}

func TestClientTests(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		want       []string
	}{{
		name: "mcp-go request named by assignment, require.Error",
		body: `func TestX(t *testing.T) {
	var req mcp.CallToolRequest
	req.Params.Name = "lookup"
	_, err := c.CallTool(ctx, req)
	require.Error(t, err)
}`,
		want: []string{"lookup"},
	}, {
		name: "go-sdk params literal, a suite's assertion in a subtest",
		body: `func (s *Suite) TestX() {
	s.Run("fails", func() {
		res, err := s.session.CallTool(ctx, &mcp.CallToolParams{Name: "events_list", Arguments: map[string]any{"ns": "default"}})
		s.Require().Error(err, "token exchange fails")
		s.Nil(res)
	})
}`,
		want: []string{"events_list"},
	}, {
		name: "a helper named by its argument, failing if nil",
		body: `func TestX(t *testing.T) {
	_, err := s.CallTool("configuration_view", map[string]any{"minified": false})
	if err == nil {
		t.Fatal("want rate limit error")
	}
}`,
		want: []string{"configuration_view"},
	}, {
		name: "the name from a table: any tool",
		body: `func TestX(t *testing.T) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := c.CallTool(ctx, tc.request)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}`,
		want: []string{"*"},
	}, {
		name: "gotests' table form",
		body: `func TestX(t *testing.T) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "lookup"}})
			if (err != nil) != tt.wantErr {
				t.Errorf("error = %v, wantErr %v", err, tt.wantErr)
			}
		})
	}
}`,
		want: []string{"lookup"},
	}, {
		name: "the error's presence compared with a constant",
		body: `func TestX(t *testing.T) {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "lookup"}})
	assert.Equal(t, false, err != nil)
	require.True(t, err == nil)
}`,
	}, {
		name: "a tool the tests register themselves",
		body: `func TestX(t *testing.T) {
	s.AddTool(mcp.NewTool("test_tool"), failing)
	var req mcp.CallToolRequest
	req.Params.Name = "test_tool"
	_, err := c.CallTool(ctx, req)
	assert.Error(t, err)
}`,
	}, {
		name: "success asserted",
		body: `func TestX(t *testing.T) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "lookup"}})
	require.NoError(t, err)
	require.True(t, res.IsError)
}`,
	}, {
		name: "an error read only where it is not nil",
		body: `func TestX(t *testing.T) {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "lookup"}})
	if err != nil {
		assert.Contains(t, err.Error(), "missing")
	}
}`,
	}, {
		name: "testing's Error logs the error",
		body: `func TestX(t *testing.T) {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "lookup"}})
	t.Error(err)
}`,
	}, {
		name: "an error asserted that no call of a tool returned",
		body: `func TestX(t *testing.T) {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "lookup"}})
	_, err := parse(res)
	require.Error(t, err)
}`,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			got := clientTestsIn(t, "package e2e_test\n\n"+tc.body+"\n")
			if !slices.Equal(got, tc.want) {
				t.Errorf("client tests %q, want %q", got, tc.want)
			}
		})
	}
}

func TestClientTestCalls(t *testing.T) {
	named := &clientTest{Tools: []string{"lookup"}}
	anyTool := &clientTest{}
	for _, tc := range []struct {
		test  *clientTest
		names []string
		want  bool
	}{
		{named, []string{"lookup"}, true},
		{named, []string{"remove"}, false},
		{named, nil, true}, // a handler registered under a computed name
		{anyTool, []string{"remove"}, true},
	} {
		if got := tc.test.calls(tc.names); got != tc.want {
			t.Errorf("%v calls %v = %v, want %v", tc.test.Tools, tc.names, got, tc.want)
		}
	}
}
