package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// renderResult renders a note; render_note returns its result unchanged, so
// its returns are the handler's.
func renderResult(n *Note) (*mcp.CallToolResult, error) {
	if n == nil {
		return nil, nil // want `tool "render_note" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText("# " + n.ID + "\n\n" + n.Body), nil
}

func handleRenderNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	note, _, err := store.Get(ctx, request.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("lookup failed", err), nil
	}
	return renderResult(note)
}

// cachedSummary returns a cached summary, or nil, nil when there is none. It
// has a handler's signature but is a helper whose result its caller checks.
func cachedSummary(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// Not reported: cachedSummary is not a handler.
	return nil, nil
}

func handleSummarizeNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res, err := cachedSummary(ctx, request); err == nil && res != nil {
		return res, nil
	}
	note, found, err := store.Get(ctx, request.GetString("id", ""))
	if err != nil || !found {
		return mcp.NewToolResultError("no such note"), nil
	}
	if len(note.Body) < 80 {
		return nil, nil //nolint:toolerrlint // the client treats this as "nothing to summarize"
	}
	if len(note.Body) > 1<<20 {
		//toolerr:ignore nilresult huge notes are summarized offline
		return nil, nil
	}
	if note.Body[0] == '#' {
		//toolerr:ignore protocolerr this names another rule, so the finding below stays
		return nil, nil // want `tool "summarize_note" returns a nil result and a nil error`
	}
	return mcp.NewToolResultText(note.Body[:80] + "…"), nil
}
