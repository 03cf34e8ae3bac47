// Command trpcmcp serves a bookmark list over streamable HTTP. It is built
// on trpc.group/trpc-go/trpc-mcp-go v0.0.20, which answers an error a
// handler returns with an isError result carrying the error's text, and a
// nil result with "result": null; ../expected.txt lists the findings.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/url"
	"strings"
	"sync"

	mcp "trpc.group/trpc-go/trpc-mcp-go"
)

type bookmarks struct {
	mu    sync.Mutex
	byTag map[string][]string
}

// errVault is what the credential vault says when it refuses a lookup; its
// text names the vault's internal path.
var errVault = errors.New("vault: sealed at /var/lib/vault/bookmarks")

// token returns the API token of the archive service.
//
//toolerr:sensitive
func token(ctx context.Context) (string, error) {
	return "", errVault
}

func main() {
	b := &bookmarks{byTag: map[string][]string{}}
	s := mcp.NewServer("bookmarks", "0.1.0", mcp.WithServerAddress(":3000"))
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
	log.Fatal(s.Start())
}

func (b *bookmarks) add(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw := req.Params.Arguments["url"].(string) // reported: panics on a missing or non-string url
	tag, ok := req.Params.Arguments["tag"].(string)
	if !ok {
		return mcp.NewErrorResult("tag must be a string"), nil
	}
	u, err := url.Parse(raw)
	if err != nil {
		// Not reported: v0.0.20 turns it into an isError result.
		return nil, fmt.Errorf("url: %w", err)
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.byTag[tag] = append(b.byTag[tag], u.String())
	return mcp.NewTextResult("bookmarked " + u.String()), nil
}

func (b *bookmarks) list(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag, ok := req.Params.Arguments["tag"].(string)
	if !ok {
		return mcp.NewErrorResult("tag must be a string"), nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	urls := b.byTag[tag]
	if len(urls) == 0 {
		return nil, nil // reported: the client receives "result": null
	}
	return mcp.NewTextResult(strings.Join(urls, "\n")), nil
}

func (b *bookmarks) archive(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, ok := req.Params.Arguments["url"].(string)
	if !ok {
		return mcp.NewErrorResult("url must be a string"), nil
	}
	if _, err := token(ctx); err != nil {
		// reported: the framework puts the vault's text in the isError result
		return nil, fmt.Errorf("archive %s: %w", raw, err)
	}
	return mcp.NewTextResult("archived " + raw), nil
}
