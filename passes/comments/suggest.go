package comments

import (
	"strings"

	"github.com/toolerrlint/toolerrlint/internal/spelling"
)

// closest returns the candidate a misspelt name most likely meant, and
// false when none is close enough to suggest. A candidate is close when
// the edit distance, case aside, is small for the name's length, or when
// one of the two begins with the other ("infrastructure" for "infra",
// "ign" for "ignore"). Ties go to the earlier candidate.
func closest(name string, candidates []string) (string, bool) {
	lower := strings.ToLower(name)
	best, bestDist := "", -1
	for _, c := range candidates {
		lc := strings.ToLower(c)
		d := spelling.Distance(lower, lc)
		if d > tolerance(lower) && !prefixed(lower, lc) {
			continue
		}
		if bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	return best, bestDist >= 0
}

// tolerance is the largest edit distance at which a name is taken for a
// misspelling: one edit for short names, two from five letters on.
func tolerance(name string) int {
	if len([]rune(name)) < 5 {
		return 1
	}
	return 2
}

// prefixed reports whether one of a and b begins with the other, the
// shorter having at least three letters.
func prefixed(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(a) >= 3 && strings.HasPrefix(b, a)
}
