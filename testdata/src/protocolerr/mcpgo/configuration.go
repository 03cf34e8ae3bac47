package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// accessCache is a part of the server's configuration, set up, or not,
// before any call.
type accessCache struct{ allowed map[string]bool }

type lockdown struct {
	cache *accessCache
}

var sharedCache *accessCache

// registerConfigurationTools registers handlers that fail when a part of
// the server was never set up: no request can change that, and the
// failure is not the model's to repair. Guards on what the request
// brings, on flags, or on values the handler sets itself stay findings.
func registerConfigurationTools(s *server.MCPServer, cache *accessCache, writable bool) {
	s.AddTool(mcp.NewTool("locked_issue"), lockedIssueHandler(cache))
	s.AddTool(mcp.NewTool("locked_comments"), lockedCommentsHandler(cache))
	l := &lockdown{cache: cache}
	s.AddTool(mcp.NewTool("locked_labels"), l.handleLabels)
	s.AddTool(mcp.NewTool("shared_issue"), handleSharedIssue)
	s.AddTool(mcp.NewTool("write_issue"), writeIssueHandler(writable))
	s.AddTool(mcp.NewTool("cached_issue"), cachedIssueHandler(cache))
	s.AddTool(mcp.NewTool("lazy_issue"), lazyIssueHandler(cache))
	s.AddTool(mcp.NewTool("picked_issue"), pickedIssueHandler(cache))
}

func lockedIssueHandler(cache *accessCache) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if cache == nil {
			return nil, errors.New("lockdown cache is not configured") // Not reported: configuration.
		}
		return mcp.NewToolResultText("issue"), nil
	}
}

func lockedCommentsHandler(cache *accessCache) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lockedComments(ctx, cache, request.GetString("repo", ""))
	}
}

// lockedComments is called with the handler's configuration: its guard on
// cache is one on the configuration.
func lockedComments(ctx context.Context, cache *accessCache, repo string) (*mcp.CallToolResult, error) {
	if cache == nil {
		return nil, fmt.Errorf("lockdown cache is not configured") // Not reported: configuration, through the helper's parameter.
	}
	if !cache.allowed[repo] {
		return nil, fmt.Errorf("repository %s is locked down", repo) // want `tool "locked_comments" returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("comments"), nil
}

func (l *lockdown) handleLabels(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if l.cache == nil {
		return nil, errors.New("lockdown cache is not configured") // Not reported: a field of the receiver.
	}
	return mcp.NewToolResultText("labels"), nil
}

func handleSharedIssue(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if sharedCache == nil || sharedCache.allowed == nil {
		return nil, errors.New("shared cache is not configured") // Not reported: package state.
	}
	return mcp.NewToolResultText("issue"), nil
}

// writeIssueHandler refuses writes on a flag: a policy the model can
// adapt to, and must be told about.
func writeIssueHandler(writable bool) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if !writable {
			return nil, errors.New("writes are disabled") // want `tool "write_issue" returns an error built in place as a protocol error`
		}
		return mcp.NewToolResultText("written"), nil
	}
}

// cachedIssueHandler looks up what the request names: a nil entry is
// the request's failure.
func cachedIssueHandler(cache *accessCache) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		entry := cache.allowed
		if entry == nil {
			return nil, errors.New("no entry") // want `tool "cached_issue" returns an error built in place as a protocol error`
		}
		return mcp.NewToolResultText("issue"), nil
	}
}

// lazyIssueHandler sets the cache up itself, on some calls.
func lazyIssueHandler(cache *accessCache) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if request.GetBool("warm", false) {
			cache = &accessCache{}
		}
		if cache == nil {
			return nil, errors.New("cache is cold") // want `tool "lazy_issue" returns an error built in place as a protocol error`
		}
		return mcp.NewToolResultText("issue"), nil
	}
}

// pickedIssueHandler hands its helper a value the request chose.
func pickedIssueHandler(cache *accessCache) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var picked *accessCache
		if request.GetBool("cached", false) {
			picked = cache
		}
		return lockedPick(picked)
	}
}

func lockedPick(picked *accessCache) (*mcp.CallToolResult, error) {
	if picked == nil {
		return nil, errors.New("nothing picked") // want `tool "picked_issue" returns an error built in place as a protocol error`
	}
	return mcp.NewToolResultText("issue"), nil
}
