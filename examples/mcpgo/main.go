// Command mcpgo serves a small issue tracker over MCP on stdio. It is built
// on github.com/mark3labs/mcp-go and mixes handlers that toolerrlint reports
// with handlers it must leave alone; ../expected.txt lists the findings.
package main

import (
	"log"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	logger := log.New(os.Stderr, "tracker: ", log.LstdFlags)
	s := newServer(logger, ".", 20)
	if err := server.ServeStdio(s); err != nil {
		logger.Fatal(err)
	}
}

// newServer builds the tracker's server on the files under dir, allowing
// each tool perMinute calls a minute.
func newServer(logger *log.Logger, dir string, perMinute int) *server.MCPServer {
	t := &tracker{issues: newIssueStore(filepath.Join(dir, "issues.json"))}

	s := server.NewMCPServer("issue-tracker", "0.1.0",
		server.WithToolCapabilities(false),
		server.WithToolHandlerMiddleware(logCalls(logger)),
		server.WithToolHandlerMiddleware(rateLimit(newLimiter(perMinute))),
	)

	s.AddTool(mcp.NewTool("get_issue",
		mcp.WithDescription("Fetch one issue by id."),
		mcp.WithString("id", mcp.Required(), mcp.Description("Issue id, such as TRK-12.")),
	), t.getIssue)
	s.AddTool(mcp.NewTool("create_issue",
		mcp.WithDescription("Open a new issue."),
		mcp.WithInputSchema[createIssueArgs](),
	), mcp.NewTypedToolHandler(t.createIssue))
	s.AddTool(mcp.NewTool("list_issues",
		mcp.WithDescription("List issues, optionally only the open ones with a label."),
		mcp.WithInputSchema[listIssuesArgs](),
		mcp.WithOutputSchema[issueList](),
	), mcp.NewStructuredToolHandler(t.listIssues))
	s.AddTool(mcp.NewTool("assign_issue",
		mcp.WithDescription("Assign an issue to a team member."),
		mcp.WithString("id", mcp.Required()),
		mcp.WithString("assignee", mcp.Required(), mcp.Enum(teamMembers...)),
	), t.assignIssue)
	s.AddTool(mcp.NewTool("close_issue",
		mcp.WithDescription("Close an issue."),
		mcp.WithString("id", mcp.Required()),
	), t.closeIssue)
	s.AddTool(mcp.NewTool("delete_issue",
		mcp.WithDescription("Delete an issue for good."),
		mcp.WithString("id", mcp.Required()),
		mcp.WithDestructiveHintAnnotation(true),
	), t.deleteIssue)
	s.AddTools(attachmentTools(filepath.Join(dir, "attachments"))...)
	s.AddTools(historyTools(filepath.Join(dir, "history"))...)

	s.AddPrompt(mcp.NewPrompt("triage",
		mcp.WithPromptDescription("Suggest labels and an owner for an issue."),
		mcp.WithArgument("id", mcp.RequiredArgument()),
	), t.triagePrompt)
	s.AddResource(mcp.NewResource("tracker://issues/open", "Open issues",
		mcp.WithMIMEType("application/json"),
	), t.openIssues)
	return s
}
