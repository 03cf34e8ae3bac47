// Package fix is a notes MCP server on mcp-go: the fixture of the
// protocolerr suggested fix.
package fix

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note", mcp.WithString("name", mcp.Required())), handleReadNote)
	s.AddTool(mcp.NewTool("rename_note"), mcp.NewTypedToolHandler(handleRenameNote))
	s.AddTool(mcp.NewTool("append_note"), handleAppendNote)
	s.AddTool(mcp.NewTool("note_size"), handleNoteSize)
	s.AddTaskTool(mcp.NewTool("sync_notes"), handleSyncNotes)
	s.AddTool(mcp.NewTool("list_notes"), handleListNotes)
	s.AddTool(mcp.NewTool("count_notes"), mcp.NewStructuredToolHandler(handleCountNotes))
	s.AddTool(mcp.NewTool("share_note"), handleShareNote)
	s.AddTool(mcp.NewTool("tag_note"), handleTagNote)
	s.AddTool(mcp.NewTool("copy_note"), handleCopyNote)
	s.AddTool(mcp.NewTool("pin_note"), handlePinNote)
	s.AddTool(mcp.NewTool("touch_note"), handleTouchNote)
	s.AddTool(mcp.NewTool("lock_note"), handleLockNote)
	s.AddPrompt(mcp.Prompt{Name: "new_note"}, noteTemplate)
}

func newServer() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0.0", server.WithToolHandlerMiddleware(logCalls))
	register(s)
	return s
}

func handleReadNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := request.RequireString("name")
	if err != nil {
		return nil, err // want `tool "read_note" returns an argument-binding failure from RequireString as a protocol error \(-32603\)`
	}
	if name == "" {
		return nil, errors.New("name must not be empty") // want `tool "read_note" returns an error built in place as a protocol error \(-32603\)`
	}
	if len(name) > 255 {
		return nil, fmt.Errorf("name is %d bytes, over the 255 byte limit", len(name)) // want `tool "read_note" returns an error built in place as a protocol error \(-32603\)`
	}
	data, err := os.ReadFile(name)
	if errors.Is(err, os.ErrNotExist) {
		return mcp.NewToolResultErrorf("no note named %q", name), nil
	}
	if err != nil {
		return nil, fmt.Errorf("read note %s: %w", name, err) // want `tool "read_note" returns a wrapped error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(string(data)), nil
}

type renameArgs struct {
	From string `json:"from"`
	To   string `json:"to"`
}

func handleRenameNote(ctx context.Context, request mcp.CallToolRequest, args renameArgs) (*mcp.CallToolResult, error) {
	if err := os.Rename(args.From, args.To); err != nil {
		return nil, err // want `tool "rename_note" returns an error from downstream call os.Rename as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("renamed"), nil
}

// handleAppendNote gets no fix: its result operand is not nil.
func handleAppendNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.OpenFile(request.GetString("name", ""), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("cannot open note", err), nil
	}
	defer f.Close()
	_, err = f.WriteString(request.GetString("text", ""))
	return mcp.NewToolResultText("appended"), err // want `tool "append_note" returns an error from downstream call File.WriteString as a protocol error \(-32603\)`
}

// noteInfo is a helper whose results the handler returns: the fix
// rewrites its return, whose results are the handler's.
func noteInfo(name string) (*mcp.CallToolResult, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, err // want `tool "note_size" returns an error from downstream call os.Stat as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d bytes", info.Size())), nil
}

func handleNoteSize(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return noteInfo(request.GetString("name", ""))
}

// handleSyncNotes gets no fix: a task handler answers with a task, not a
// tool result.
func handleSyncNotes(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if _, err := os.Stat("/var/lib/notes/.sync"); err != nil {
		return nil, err // want `tool "sync_notes" returns an error from downstream call os.Stat as a protocol error \(-32603\)`
	}
	return &mcp.CreateTaskResult{Task: mcp.Task{TaskId: "sync", Status: mcp.TaskStatusWorking}}, nil
}

// handleListNotes gets no finding and so no fix.
func handleListNotes(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := ctx.Err(); err != nil {
		// Not reported: cancellation.
		return nil, err
	}
	entries, err := os.ReadDir("/var/lib/notes")
	if err != nil {
		// Not reported: an isError result.
		return mcp.NewToolResultErrorFromErr("cannot list notes", err), nil
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	// Not reported: err is nil here, the failure was handled above.
	return mcp.NewToolResultText(fmt.Sprint(names)), err
}

type countArgs struct {
	Dir string `json:"dir"`
}

// handleCountNotes is a structured handler: its errors become isError
// results, so it gets no finding and no fix.
func handleCountNotes(ctx context.Context, request mcp.CallToolRequest, args countArgs) (int, error) {
	entries, err := os.ReadDir(args.Dir)
	if err != nil {
		// Not reported: becomes an isError result.
		return 0, err
	}
	if len(entries) == 0 {
		// Not reported: becomes an isError result.
		return 0, errors.New("no notes")
	}
	return len(entries), nil
}

// logCalls passes every call on; it gets no finding and no fix.
func logCalls(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, request)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", request.Params.Name, err)
		}
		// Not reported: next's error passed on unchanged.
		return res, err
	}
}

// handleShareNote needs the user to sign in first; it gets no finding and
// no fix.
func handleShareNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if os.Getenv("NOTES_TOKEN") == "" {
		// Not reported: URL elicitation travels as a protocol error by design.
		return nil, mcp.URLElicitationRequiredError{Elicitations: []mcp.ElicitationParams{{Mode: "url", Message: "Sign in", URL: "https://notes.example.com/login"}}}
	}
	return mcp.NewToolResultText("shared"), nil
}

// ErrLocked is the failure of a note another session is editing.
var ErrLocked = errors.New("note is locked")

// tagFormat wraps the failure of a tag: a constant that is no literal
// cannot have its %w rewritten in place.
const tagFormat = "cannot tag note: %w"

// handleTagNote's fixes write the text as a person would: a format
// without verbs as the literal it is, %% kept, a sentinel's own text.
func handleTagNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tag := request.GetString("tag", "")
	if tag == "" {
		return nil, fmt.Errorf("tag must not be empty") // want `tool "tag_note" returns an error built in place as a protocol error \(-32603\)`
	}
	if len(tag) > 100 {
		return nil, fmt.Errorf("tag is %d%% over its limit", len(tag)-100) // want `tool "tag_note" returns an error built in place as a protocol error \(-32603\)`
	}
	if tag == "locked" {
		return nil, ErrLocked // want `tool "tag_note" returns an error built in place as a protocol error \(-32603\)`
	}
	if _, err := os.Stat(tag); err != nil {
		return nil, fmt.Errorf(`tag %q: %w`, tag, err) // want `tool "tag_note" returns a wrapped error from downstream call os.Stat as a protocol error \(-32603\)`
	}
	if err := os.Chmod(tag, 0o600); err != nil {
		// No fix: the format is a named constant.
		return nil, fmt.Errorf(tagFormat, err) // want `tool "tag_note" returns a wrapped error from downstream call os.Chmod as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("tagged"), nil
}

// handleCopyNote gets no fix where the error may be nil at the return:
// err.Error() would panic there.
func handleCopyNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(request.GetString("from", ""))
	if len(data) == 0 {
		return nil, err // want `tool "copy_note" returns an error from downstream call os.ReadFile as a protocol error \(-32603\)`
	}
	if request.GetBool("check", false) {
		return nil, checkNote(data) // want `tool "copy_note" returns an error built by checkNote as a protocol error \(-32603\)`
	}
	if err := os.WriteFile(request.GetString("to", ""), data, 0o600); err != nil {
		return nil, err // want `tool "copy_note" returns an error from downstream call os.WriteFile as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("copied"), nil
}

func checkNote(data []byte) error {
	if len(data) > 1<<20 {
		return errors.New("note is over 1 MiB")
	}
	return nil
}

// noteTemplate is a prompt handler, not a tool handler.
func noteTemplate(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	data, err := os.ReadFile("/etc/notes/template.md")
	if err != nil {
		// Not reported: a prompt handler.
		return nil, err
	}
	return &mcp.GetPromptResult{Messages: []mcp.PromptMessage{{Role: mcp.RoleUser, Content: mcp.NewTextContent(string(data))}}}, nil
}

// handlePinNote returns an error result with an error beside it, which
// mcp-go sends instead: the fix keeps the result and drops the error.
func handlePinNote(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if request.GetString("name", "") == "" {
		return mcp.NewToolResultError("name must not be empty"), errors.New("no name") // want `tool "pin_note" returns an error built in place as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("pinned"), nil
}

// handleTouchNote fails with a bare return of its named results: the fix
// spells out the error result and a nil error.
func handleTouchNote(ctx context.Context, request mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	name := request.GetString("name", "")
	if _, err = os.Stat(name); err != nil {
		return // want `tool "touch_note" returns an error from downstream call os.Stat as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("touched"), nil
}

// handleLockNote gets no fix for its bare return: the deferred call reads
// the error the return leaves in err.
func handleLockNote(ctx context.Context, request mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			fmt.Fprintln(os.Stderr, "lock failed:", err)
		}
	}()
	if _, err = os.Stat(request.GetString("name", "")); err != nil {
		return // want `tool "lock_note" returns an error from downstream call os.Stat as a protocol error \(-32603\)`
	}
	return mcp.NewToolResultText("locked"), nil
}
