package toolerrtest_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
)

// streamable is a streamable HTTP server of one tool, "whoami", which
// answers with the X-Org-Id header of the request, or a protocol error
// without it. It gives a session id on initialize and requires it after,
// and answers tools/call as an event stream, the rest as JSON.
func streamable() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/rpc" || r.Method != http.MethodPost {
			http.NotFound(w, r)
			return
		}
		var req struct {
			ID     json.RawMessage `json:"id"`
			Method string          `json:"method"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		if req.Method != "initialize" && r.Header.Get("Mcp-Session-Id") != "s1" {
			http.Error(w, "no session", http.StatusBadRequest)
			return
		}
		if req.ID == nil {
			w.WriteHeader(http.StatusAccepted)
			return
		}
		answer := map[string]any{"jsonrpc": "2.0", "id": req.ID}
		switch req.Method {
		case "initialize":
			w.Header().Set("Mcp-Session-Id", "s1")
			answer["result"] = map[string]any{"protocolVersion": "2025-03-26", "capabilities": map[string]any{}, "serverInfo": map[string]any{"name": "s", "version": "1"}}
		case "tools/list":
			answer["result"] = map[string]any{"tools": []any{map[string]any{"name": "whoami", "inputSchema": map[string]any{"type": "object"}}}}
		case "tools/call":
			if org := r.Header.Get("X-Org-Id"); org != "" {
				answer["result"] = map[string]any{"content": []any{map[string]any{"type": "text", "text": org}}}
			} else {
				answer["error"] = map[string]any{"code": -32603, "message": "orgID not found in context"}
			}
			data, _ := json.Marshal(answer)
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprintf(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\"}\n\nevent: message\ndata: %s\n\n", data)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(answer)
	})
}

// A server given as its http.Handler is called in process, with the
// header on each request and the session it gave.
func TestAuditHTTPHandler(t *testing.T) {
	h := streamable()
	failures, err := toolerrtest.Check(h, toolerrtest.Options{HTTPPath: "/rpc"})
	if err != nil {
		t.Fatal(err)
	}
	if len(failures) == 0 || !strings.Contains(failures[0].Got, `protocol error -32603 "orgID not found in context"`) {
		t.Errorf("without the header: got %v", failures)
	}
	failures, err = toolerrtest.Check(h, toolerrtest.Options{HTTPPath: "/rpc", Header: http.Header{"X-Org-Id": {"7"}}})
	if err != nil || len(failures) > 0 {
		t.Errorf("with the header: %v, %v", failures, err)
	}
	// On a path it does not serve, the handshake fails, and says so.
	if _, err := toolerrtest.Check(h, toolerrtest.Options{}); err == nil || !strings.Contains(err.Error(), "initialize: protocol error 404") {
		t.Errorf("on the wrong path: got %v", err)
	}
}
