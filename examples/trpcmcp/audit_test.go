package main

import (
	"slices"
	"testing"

	mcp "trpc.group/trpc-go/trpc-mcp-go"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

// newServer builds the bookmarks server as main does, to be served in
// process through its HTTP handler.
func newServer() *mcp.Server {
	b := &bookmarks{byTag: map[string][]string{}}
	s := mcp.NewServer("bookmarks", "0.1.0")
	s.RegisterTool(mcp.NewTool("add_bookmark",
		mcp.WithDescription("Bookmark a URL under a tag."),
		mcp.WithString("url", mcp.Required()),
		mcp.WithString("tag", mcp.Required())), b.add)
	s.RegisterTool(mcp.NewTool("list_bookmarks",
		mcp.WithDescription("List the bookmarks of a tag."),
		mcp.WithString("tag", mcp.Required())), b.list)
	s.RegisterTool(mcp.NewTool("archive_bookmark",
		mcp.WithDescription("Archive a bookmarked page."),
		mcp.WithString("url", mcp.Required())), b.archive)
	return s
}

// The calls fail the tools toolerrlint reports in ../expected.txt for
// what the calls can see: add_bookmark's panic and list_bookmarks' null
// result, on a server where add_bookmark has not filed a bookmark under
// the tag the calls list. (archive_bookmark's finding, errleak, is about
// the text of an isError result, which the audit does not judge.)
func TestAuditFindsWrongTools(t *testing.T) {
	got := make(map[string][]string)
	for _, skip := range [][]string{nil, {"add_bookmark"}} {
		failures, err := toolerrtest.Check(newServer().HTTPHandler(), toolerrtest.Options{Skip: skip})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range failures {
			if !slices.Contains(got[f.Tool], f.Kind) {
				got[f.Tool] = append(got[f.Tool], f.Kind)
			}
		}
	}
	want := map[string][]string{"add_bookmark": {"panic"}, "list_bookmarks": {"no result"}}
	if len(got) != len(want) {
		t.Errorf("the audit failed the tools %q, want %q", got, want)
	}
	for tool, kinds := range want {
		if !slices.Equal(got[tool], kinds) {
			t.Errorf("tool %q failed as %q, want %q", tool, got[tool], kinds)
		}
	}
}
