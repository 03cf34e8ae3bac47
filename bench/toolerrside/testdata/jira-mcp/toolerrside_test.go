package tools

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

func TestToolerrSide(t *testing.T) {
	jira := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `{"errorMessages":["not found"],"errors":{}}`)
	}))
	defer jira.Close()
	// Read once, at the first call, by the services' clients.
	os.Setenv("ATLASSIAN_HOST", jira.URL)
	os.Setenv("ATLASSIAN_EMAIL", "a@example.com")
	os.Setenv("ATLASSIAN_TOKEN", "t")
	s := server.NewMCPServer("Jira MCP", "1.0.1", server.WithLogging(), server.WithRecovery())
	filter := NewFilterFromEnv()
	RegisterJiraIssueTool(s, filter)
	RegisterJiraSearchTool(s, filter)
	RegisterJiraSprintTool(s, filter)
	RegisterJiraStatusTool(s, filter)
	RegisterJiraTransitionTool(s, filter)
	RegisterJiraWorklogTool(s, filter)
	RegisterJiraCommentTools(s, filter)
	RegisterJiraHistoryTool(s, filter)
	RegisterJiraRelationshipTool(s, filter)
	RegisterJiraVersionTool(s, filter)
	RegisterJiraDevelopmentTool(s, filter)
	RegisterJiraAttachmentTool(s, filter)
	toolerrtest.Audit(t, s, toolerrtest.Options{})
}
