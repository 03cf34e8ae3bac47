package main

import (
	"io"
	"log"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

// wrongTools are the tracker's tools that break the error contract on
// input a model can send, as toolerrlint reports in ../expected.txt: a
// missing or mistyped argument, or a value outside its enum, reaches a
// return that sends a protocol error, or an unchecked assertion that
// panics.
var wrongTools = []string{"assign_issue", "create_issue", "get_issue", "read_attachment"}

// auditOptions skips the tools named. TOOLERRLINT_REPORT, when set, is the
// path of toolerrlint's JSON report on the examples (`toolerrlint -format
// json -o FILE ./...`): each failure then names the finding it confirms.
func auditOptions(skip ...string) toolerrtest.Options {
	return toolerrtest.Options{Skip: skip, Report: os.Getenv("TOOLERRLINT_REPORT")}
}

// quietServer is the tracker on an empty store in a directory of the
// test's own, logging nowhere, allowing perMinute calls a tool.
func quietServer(t *testing.T, perMinute int) *server.MCPServer {
	return newServer(log.New(io.Discard, "", 0), t.TempDir(), perMinute)
}

// The calls fail the wrong tools, each of them, and no other.
func TestAuditFindsWrongTools(t *testing.T) {
	failures, err := toolerrtest.Check(quietServer(t, 1000), auditOptions())
	if err != nil {
		t.Fatal(err)
	}
	var failed []string
	for _, f := range failures {
		if !slices.Contains(failed, f.Tool) {
			failed = append(failed, f.Tool)
		}
	}
	slices.Sort(failed)
	if !slices.Equal(failed, wrongTools) {
		t.Errorf("the audit failed the tools %q, want %q", failed, wrongTools)
		for _, f := range failures {
			t.Log(f)
		}
	}
}

// With the wrong tools skipped, the tracker keeps its contract: the test
// a project runs in CI.
func TestAudit(t *testing.T) {
	toolerrtest.Audit(t, quietServer(t, 1000), auditOptions(wrongTools...))
}

// rateLimit refuses a call beyond the budget with a protocol error: with
// one call a minute, the second call to every tool fails, in the
// middleware, whatever its handler does.
func TestAuditRateLimit(t *testing.T) {
	failures, err := toolerrtest.Check(quietServer(t, 1), auditOptions(wrongTools...))
	if err != nil {
		t.Fatal(err)
	}
	limited := make(map[string]bool)
	for _, f := range failures {
		if f.Kind == "protocol error" && strings.Contains(f.Got, "rate limit exceeded") {
			limited[f.Tool] = true
		}
	}
	for _, tool := range []string{"close_issue", "delete_issue", "history_size", "issue_history", "list_attachments", "list_issues"} {
		if !limited[tool] {
			t.Errorf("no call to %s was refused by the rate limit", tool)
		}
	}
}

func FuzzTools(f *testing.F) {
	toolerrtest.Fuzz(f, newServer(log.New(io.Discard, "", 0), f.TempDir(), 1<<30), auditOptions(wrongTools...))
}
