package main

import (
	"io"
	"slices"
	"testing"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
	"github.com/ThinkInAIXYZ/go-mcp/transport"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

// serve builds the bookmarks server as main does, on go-mcp's in-memory
// transport in place of stdio, and serves until in is closed.
func serve(in io.ReadCloser, out io.Writer) error {
	s, err := server.NewServer(transport.NewMockServerTransport(in, out))
	if err != nil {
		return err
	}
	get, err := protocol.NewTool("get_bookmark", "Get a bookmark's URL", getArgs{})
	if err != nil {
		return err
	}
	s.RegisterTool(get, getBookmark)
	title, err := protocol.NewTool("bookmark_title", "Get a bookmark's title", getArgs{})
	if err != nil {
		return err
	}
	s.RegisterTool(title, titleOf)
	return s.Run()
}

// The calls fail the tools toolerrlint reports in ../expected.txt, each
// for what it reports: get_bookmark's protocol errors and
// bookmark_title's null result.
func TestAuditFindsWrongTools(t *testing.T) {
	failures, err := toolerrtest.Check(toolerrtest.Pipe(serve), toolerrtest.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := make(map[string][]string)
	for _, f := range failures {
		if !slices.Contains(got[f.Tool], f.Kind) {
			got[f.Tool] = append(got[f.Tool], f.Kind)
		}
	}
	want := map[string][]string{"get_bookmark": {"protocol error"}, "bookmark_title": {"no result"}}
	for tool, kinds := range want {
		if !slices.Equal(got[tool], kinds) {
			t.Errorf("tool %q failed as %q, want %q", tool, got[tool], kinds)
		}
	}
	if t.Failed() || len(got) != len(want) {
		for _, g := range toolerrtest.Groups(failures) {
			t.Log(g)
		}
	}
}
