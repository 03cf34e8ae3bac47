package toolerrside

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/mark3labs/mcp-go/server"
	"github.com/scottlepp/loki-mcp/internal/handlers"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

func TestToolerrSide(t *testing.T) {
	loki := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `{"status":"success","data":{"resultType":"streams","result":[]}}`)
	}))
	defer loki.Close()
	t.Setenv(handlers.EnvLokiURL, loki.URL)
	s := server.NewMCPServer("Loki MCP Server", "0.1.0", server.WithResourceCapabilities(true, true), server.WithLogging())
	s.AddTool(handlers.NewLokiQueryTool(), handlers.HandleLokiQuery)
	s.AddTool(handlers.NewLokiLabelNamesTool(), handlers.HandleLokiLabelNames)
	s.AddTool(handlers.NewLokiLabelValuesTool(), handlers.HandleLokiLabelValues)
	toolerrtest.Audit(t, s, toolerrtest.Options{})
}
