package cache

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// A plan trusts the stat of a file hashed well before it changed, and
// reads any file whose stat moved: one rewritten with the same size and
// modification time is read again, and the plan stands only while every
// content hashes the same.
func TestPlanTrustsOnlyUnchangedStats(t *testing.T) {
	if runtime.GOOS != "linux" && runtime.GOOS != "darwin" {
		t.Skip("no change time on this platform: every file is read")
	}
	defer func(w time.Duration) { racyWindow = w }(racyWindow)
	racyWindow = 0

	dir := t.TempDir()
	path := filepath.Join(dir, "a.go")
	write := func(content string, mtime time.Time) {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, mtime, mtime); err != nil {
			t.Fatal(err)
		}
	}
	mtime := time.Now().Add(-time.Hour).Truncate(time.Second)
	write("package a\n", mtime)
	time.Sleep(20 * time.Millisecond) // the file's change time before the hashing
	s, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	in := newInputs()
	in.file(path)
	if _, ok := in.stats[path]; !ok {
		t.Fatalf("no stat kept for a file changed before the hashing")
	}
	k := newHasher("plan test").sum()
	s.savePlan(k, []root{{ID: "a", Dir: dir}}, in)
	if _, ok := s.loadPlan(k); !ok {
		t.Fatalf("the plan does not stand on unchanged files")
	}

	// The same size and modification time, another content: the change
	// time moved, so the file is read, and the plan falls.
	write("package b\n", mtime)
	if _, ok := s.loadPlan(k); ok {
		t.Errorf("the plan stands on a file rewritten with the same size and time")
	}
	// The content back, the stat still moved: read, and the plan stands,
	// keeping the file's new stat for the next run.
	write("package a\n", mtime)
	time.Sleep(20 * time.Millisecond)
	if _, ok := s.loadPlan(k); !ok {
		t.Errorf("the plan falls on a file whose content is as hashed")
	}
	data, ok := s.get(k)
	if !ok {
		t.Fatal("the plan is gone")
	}
	var p plan
	if err := json.Unmarshal(data, &p); err != nil {
		t.Fatal(err)
	}
	if now, _ := statOf(path); p.Stats[path] != now {
		t.Errorf("the plan keeps the stat %+v, want the file's new %+v", p.Stats[path], now)
	}
}

// A file changed within the racy window of its hashing keeps no stat: it
// may change again in the same tick without moving its times.
func TestRacyFilesKeepNoStat(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.go")
	if err := os.WriteFile(path, []byte("package a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := newInputs()
	in.file(path)
	if _, ok := in.stats[path]; ok {
		t.Errorf("kept the stat of a file written just before its hashing")
	}
}
