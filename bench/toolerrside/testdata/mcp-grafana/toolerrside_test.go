package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	mcpgrafana "github.com/grafana/mcp-grafana"
	"github.com/grafana/mcp-grafana/observability"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

func TestToolerrSide(t *testing.T) {
	grafana := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `{"message":"not found"}`)
	}))
	defer grafana.Close()
	dt := disabledTools{enabledTools: "search,datasource,incident,prometheus,loki,alerting,dashboard,folder,oncall,asserts,sift,pyroscope,navigation,proxied,annotations,rendering,snapshot,plugin,api,config,provisioning"}
	s, _, _ := newServer("mcp-grafana", "stdio", dt, &observability.Observability{}, 30)
	stdio := mcpgrafana.ComposedStdioContextFunc(mcpgrafana.GrafanaConfig{URL: grafana.URL, APIKey: "x"})
	toolerrtest.Audit(t, s, toolerrtest.Options{
		Timeout: 10 * time.Second,
		Context: func(ctx context.Context, tool string) context.Context { return stdio(ctx) },
	})
}
