package fix

import (
	"bytes"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// lineEdits returns the edits of old, whole lines each, that turn it into
// new: a shortest edit script (Myers' algorithm), so that a file that
// formatting or an import deletion changed beyond the fixes' own edits
// still shows in a diff as small as its change.
func lineEdits(old, new []byte) []report.Edit {
	a, b := splitLines(old), splitLines(new)
	// The common head and tail are most of a fixed file; leave them out
	// of the search.
	head := 0
	for head < len(a) && head < len(b) && bytes.Equal(a[head], b[head]) {
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && bytes.Equal(a[len(a)-1-tail], b[len(b)-1-tail]) {
		tail++
	}
	offset := 0
	for _, l := range a[:head] {
		offset += len(l)
	}
	a, b = a[head:len(a)-tail], b[head:len(b)-tail]

	var edits []report.Edit
	start, i, j := offset, 0, 0
	flush := func(toI, toJ int) {
		if toI == i && toJ == j {
			return
		}
		end := start
		for _, l := range a[i:toI] {
			end += len(l)
		}
		edits = append(edits, report.Edit{Start: start, End: end, NewText: string(bytes.Join(b[j:toJ], nil))})
		start, i, j = end, toI, toJ
	}
	for _, m := range matches(a, b) {
		flush(m[0], m[1])
		start += len(a[i])
		i++
		j++
	}
	flush(len(a), len(b))
	return edits
}

// matches returns the pairs of indexes of equal lines, in order, that a
// shortest edit script from a to b keeps.
func matches(a, b [][]byte) [][2]int {
	n, m := len(a), len(b)
	max := n + m
	v := make([]int, 2*max+2)
	var trace [][]int
	found := false
	for d := 0; d <= max && !found; d++ {
		trace = append(trace, append([]int(nil), v...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[max+k-1] < v[max+k+1]) {
				x = v[max+k+1]
			} else {
				x = v[max+k-1] + 1
			}
			y := x - k
			for x < n && y < m && bytes.Equal(a[x], b[y]) {
				x, y = x+1, y+1
			}
			v[max+k] = x
			if x >= n && y >= m {
				found = true
				break
			}
		}
	}
	// Walk back from the end through the recorded frontiers.
	var pairs [][2]int
	x, y := n, m
	for d := len(trace) - 1; d >= 0 && (x > 0 || y > 0); d-- {
		v := trace[d]
		k := x - y
		var prevK int
		if k == -d || (k != d && v[max+k-1] < v[max+k+1]) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := v[max+prevK]
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x, y = x-1, y-1
			pairs = append(pairs, [2]int{x, y})
		}
		if d > 0 {
			x, y = prevX, prevY
		}
	}
	for l, r := 0, len(pairs)-1; l < r; l, r = l+1, r-1 {
		pairs[l], pairs[r] = pairs[r], pairs[l]
	}
	return pairs
}
