package fix

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// lineEdits turns any text into any other, and touches only the lines
// that differ when one line changes among many.
func TestLineEdits(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	randomText := func() string {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(strconv.Itoa(rng.IntN(4)) + "\n")
		}
		if rng.IntN(4) == 0 {
			b.WriteString("no newline")
		}
		return b.String()
	}
	for trial := range 500 {
		old, new := randomText(), randomText()
		if got := string(ApplyEdits([]byte(old), lineEdits([]byte(old), []byte(new)))); got != new {
			t.Fatalf("trial %d: the edits of %q to %q give %q", trial, old, new, got)
		}
	}

	old := numberedLines(200)
	new := strings.Replace(old, "line 100\n", "line one hundred\n", 1)
	edits := lineEdits([]byte(old), []byte(new))
	if len(edits) != 1 || old[edits[0].Start:edits[0].End] != "line 100\n" || edits[0].NewText != "line one hundred\n" {
		t.Errorf("edits %+v, want line 100 replaced alone", edits)
	}
}
