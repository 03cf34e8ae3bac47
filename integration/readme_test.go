package integration

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The README shows the command's output on the examples, run from the
// root: it is the expected output, which TestExamples holds the command
// to, with paths from where the command started.
func TestReadmeShowsExpectedOutput(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	expected, err := os.ReadFile(filepath.Join("..", "examples", "expected.txt"))
	if err != nil {
		t.Fatal(err)
	}
	const command = "$ go run ./cmd/toolerrlint -C examples ./...\n"
	_, shown, ok := strings.Cut(string(readme), command)
	if !ok {
		t.Fatalf("README.md does not show %q", strings.TrimSpace(command))
	}
	shown, _, ok = strings.Cut(shown, "exit status 1\n")
	if !ok {
		t.Fatal("README.md does not show the exit status after the output")
	}
	// The command starts above the module: its paths begin with the
	// module's directory, those of expected.txt at the module.
	var want strings.Builder
	for line := range strings.Lines(string(expected)) {
		want.WriteString("examples/" + line)
	}
	if shown != want.String() {
		t.Errorf("README.md shows an output other than examples/expected.txt, from the root:\n%s", shown)
	}
}
