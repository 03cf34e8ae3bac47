package mcpgo

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var listIssuesSchema = json.RawMessage(`{"type":"object","properties":{"repo":{"type":"string"}},"required":["repo"]}`)

// newServer builds the tracker server with every tool registered.
func newServer(names map[string]string) *server.MCPServer {
	s := server.NewMCPServer("tracker", "1.4.0",
		server.WithToolHandlerMiddleware(logCalls),
		server.WithToolHandlerMiddleware(requireToken),
		server.WithToolHandlerMiddleware(countFailures),
	)

	s.AddTool(mcp.NewTool("get_issue",
		mcp.WithDescription("Get an issue by number"),
		mcp.WithString("repo", mcp.Required()),
		mcp.WithNumber("number", mcp.Required()),
	), handleGetIssue)
	s.AddTool(mcp.NewTool("fetch_issue", mcp.WithDescription("Deprecated name of get_issue")), handleFetchIssue)
	s.AddTool(mcp.NewToolWithRawSchema("list_issues", "List open issues", listIssuesSchema), handleListIssues)
	s.AddTool(mcp.Tool{Name: "read_attachment", Description: "Read an issue attachment"}, handleReadAttachment)
	s.AddTool(mcp.NewTool("link_account"), handleLinkAccount)
	s.AddTool(mcp.NewTool("get_readme", mcp.WithString("repo", mcp.Required())), handleGetReadme)
	s.AddTool(mcp.NewTool("issue_json"), handleIssueJSON)

	tools := &IssueTools{client: tracker}
	s.AddTool(mcp.NewTool("close_issue", mcp.WithString("repo", mcp.Required())), tools.CloseIssue)
	registerRenamed(s, tools, names)

	s.AddTool(mcp.NewTool("comment_issue", mcp.WithString("body", mcp.Required())), makeCommentHandler(tracker))
	registerWatchTools(s, tracker)
	registerLabelTools(s, tracker)
	registerErrHelpers(s)
	registerDispatch(s)
	s.AddTools(triageTools(tracker)...)

	s.AddTool(mcp.NewTool("assign_issue"), mcp.NewTypedToolHandler(handleAssign))
	s.AddTool(mcp.NewTool("repo_stats"), mcp.NewStructuredToolHandler(handleRepoStats))
	s.AddTool(mcp.NewTool("repo_summary"), handleRepoSummary)

	s.AddTaskTool(mcp.NewTool("export_repo", mcp.WithString("repo", mcp.Required())), handleExportRepo)
	s.AddTaskTools(server.ServerTaskTool{Tool: mcp.NewTool("import_issues"), Handler: handleImportIssues})

	s.AddTool(mcp.NewTool("delete_branch"), handleDeleteBranch)
	s.AddTool(mcp.NewTool("merge_branch"), handleMergeBranch)

	registerSearchTools(s)
	registerPrompts(s)
	return s
}
