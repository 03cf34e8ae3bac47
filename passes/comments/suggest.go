package comments

import "strings"

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
		d := distance(lower, lc)
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

// distance is the optimal string alignment distance between a and b: the
// fewest insertions, deletions, substitutions and transpositions of
// adjacent letters that turn one into the other ("ingore" is one edit from
// "ignore").
func distance(a, b string) int {
	s, t := []rune(a), []rune(b)
	// d[i][j] is the distance between s[:i] and t[:j].
	d := make([][]int, len(s)+1)
	for i := range d {
		d[i] = make([]int, len(t)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(s); i++ {
		for j := 1; j <= len(t); j++ {
			cost := 1
			if s[i-1] == t[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && s[i-1] == t[j-2] && s[i-2] == t[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(s)][len(t)]
}
