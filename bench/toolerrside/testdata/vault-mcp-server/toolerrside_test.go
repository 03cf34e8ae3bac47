package main

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/hashicorp/vault-mcp-server/pkg/tools"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/sirupsen/logrus"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

// session is the client session the stdio transport registers, in which
// the tools look up their Vault client.
type session struct{ notes chan mcp.JSONRPCNotification }

func (s session) Initialize()                                         {}
func (s session) Initialized() bool                                   { return true }
func (s session) NotificationChannel() chan<- mcp.JSONRPCNotification { return s.notes }
func (s session) SessionID() string                                   { return "toolerrside" }

func TestToolerrSide(t *testing.T) {
	vault := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, `{"errors":[]}`)
	}))
	defer vault.Close()
	t.Setenv("VAULT_ADDR", vault.URL)
	t.Setenv("VAULT_TOKEN", "t")
	logger := logrus.New()
	logger.SetOutput(io.Discard)
	s := NewServer("test", logger)
	tools.InitTools(s, logger)
	var sess server.ClientSession = session{notes: make(chan mcp.JSONRPCNotification, 1024)}
	toolerrtest.Audit(t, s, toolerrtest.Options{
		// What the stdio transport gives every call: its session.
		Context: func(ctx context.Context, tool string) context.Context { return s.WithContext(ctx, sess) },
	})
}
