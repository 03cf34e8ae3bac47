package main

import (
	"os"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/gosdk"
)

// wrongTools are the tools that break the error contract on input a model
// can send, as toolerrlint reports in ../expected.txt: a protocol error
// for a bad argument or a note that does not exist (archive_note,
// get_note, note_stats, search_notes, tag_note), a panic on a value the
// handler does not expect (list_notes, pin_note), and no result for an
// empty tag list (tag_note).
var wrongTools = []string{"archive_note", "get_note", "list_notes", "note_stats", "pin_note", "search_notes", "tag_note"}

// exits are the tools that end the process on purpose: never called.
var exits = []string{"restart"}

// auditOptions skips exits and the tools named. TOOLERRLINT_REPORT, when
// set, is the path of toolerrlint's JSON report on the examples: each
// failure then names the finding it confirms.
func auditOptions(skip ...string) toolerrtest.Options {
	return toolerrtest.Options{Skip: append(skip, exits...), Report: os.Getenv("TOOLERRLINT_REPORT")}
}

// The calls fail the wrong tools, each of them, and no other.
func TestAuditFindsWrongTools(t *testing.T) {
	failures, err := toolerrtest.Check(newServer(t.TempDir()), auditOptions())
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

// With the wrong tools skipped, the server keeps its contract.
func TestAudit(t *testing.T) {
	toolerrtest.Audit(t, newServer(t.TempDir()), auditOptions(wrongTools...))
}

func FuzzTools(f *testing.F) {
	toolerrtest.Fuzz(f, newServer(f.TempDir()), auditOptions(wrongTools...))
}
