package cache

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// config hashes what every key of a run shares: the toolerrlint binary,
// the settings that change what the rules report, the go command (which
// brings the standard library) and the environment it reads.
func (s *Store) config(settings []string) (Key, error) {
	tool, err := s.toolID()
	if err != nil {
		return Key{}, err
	}
	goCmd, err := goCommand()
	if err != nil {
		return Key{}, err
	}
	h := newHasher("config")
	h.key(tool)
	h.strs(settings)
	h.str(goCmd)
	h.strs(goEnviron())
	h.key(fileHash(goEnvFile()))
	return h.sum(), nil
}

// toolID hashes the running binary. The hash is kept in the store under
// the binary's path, size and modification time, so that only the first
// run of a build reads it whole.
func (s *Store) toolID() (Key, error) {
	exe, err := os.Executable()
	if err != nil {
		return Key{}, err
	}
	info, err := os.Stat(exe)
	if err != nil {
		return Key{}, err
	}
	h := newHasher("executable")
	h.str(exe)
	h.str(strconv.FormatInt(info.Size(), 10))
	h.str(strconv.FormatInt(info.ModTime().UnixNano(), 10))
	memo := h.sum()
	if data, ok := s.get(memo); ok && len(data) == len(Key{}) {
		return Key(data), nil
	}
	f, err := os.Open(exe)
	if err != nil {
		return Key{}, err
	}
	defer f.Close()
	sum := newHasher("binary")
	if _, err := io.Copy(sum.h, f); err != nil {
		return Key{}, err
	}
	id := sum.sum()
	s.put(memo, id[:])
	return id, nil
}

// goCommand names the go command on PATH, the one go/packages runs, by its
// resolved path, size and modification time.
func goCommand() (string, error) {
	path, err := exec.LookPath("go")
	if err != nil {
		return "", err
	}
	if resolved, err := filepath.EvalSymlinks(path); err == nil {
		path = resolved
	}
	info, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	return path + "\x00" + strconv.FormatInt(info.Size(), 10) + "\x00" + strconv.FormatInt(info.ModTime().UnixNano(), 10), nil
}

// goEnviron lists, sorted, the environment variables the go command and
// cgo read.
func goEnviron() []string {
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(name, "GO") || strings.HasPrefix(name, "CGO_") || name == "CC" || name == "CXX" || name == "PKG_CONFIG" {
			env = append(env, kv)
		}
	}
	slices.Sort(env)
	return env
}

// goEnvFile is the file `go env -w` writes, which the go command reads as
// part of its environment.
func goEnvFile() string {
	if f := os.Getenv("GOENV"); f != "" {
		return f
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "go", "env")
}
