package fix

import (
	"bufio"
	"bytes"
	"cmp"
	"fmt"
	"io"
	"path/filepath"
	"sort"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// diffContext is the number of unchanged lines shown around each change,
// as diff -u and git show them.
const diffContext = 3

// WriteDiff writes the planned changes as a unified diff that
// `git apply` and `patch -p1` accept from the working directory.
func WriteDiff(w io.Writer, files []File) error {
	bw := bufio.NewWriter(w)
	for _, f := range files {
		hunks := diffHunks(diffLines(f.Old, f.Edits))
		if len(hunks) == 0 {
			continue // the edits leave the file as it was
		}
		name := filepath.ToSlash(f.Name)
		from, to := cmp.Or(f.OldLabel, "a/"+name), cmp.Or(f.NewLabel, "b/"+name)
		fmt.Fprintf(bw, "--- %s\n+++ %s\n", from, to)
		for _, h := range hunks {
			h.write(bw)
		}
	}
	return bw.Flush()
}

// A diffLine is one line of a diff: ' ' kept, '-' removed, '+' added.
// Text keeps its newline; the last line of a file may have none.
type diffLine struct {
	Kind byte
	Text []byte
}

// Rewrite is the File that turns old into new, its edits whole lines of a
// shortest edit script, for a diff of a file regenerated rather than fixed.
func Rewrite(name string, old, new []byte) File {
	return File{Name: name, Old: old, New: new, Edits: lineEdits(old, new)}
}

// diffLines turns the edits of one file into the whole file as a sequence
// of kept, removed and added lines. Each group of edits touching the same
// lines replaces those lines; lines that the replacement leaves as they
// were at its start and end stay kept lines, so the diff shows only what
// changed.
func diffLines(old []byte, edits []report.Edit) []diffLine {
	lines := splitLines(old)
	starts := make([]int, len(lines)+1) // offset of each line, and the end
	for i, l := range lines {
		starts[i+1] = starts[i] + len(l)
	}
	// lineOf is the index of the line holding offset. The offset just past
	// a final newline (or in an empty file) lies on an empty line after the
	// last; past a last line without a newline, it lies on that line.
	lastIndex := len(lines)
	if len(old) > 0 && old[len(old)-1] != '\n' {
		lastIndex--
	}
	lineOf := func(offset int) int {
		i := sort.Search(len(starts), func(i int) bool { return starts[i] > offset }) - 1
		return min(max(i, 0), lastIndex)
	}

	var out []diffLine
	next := 0 // the first line not yet written
	for i := 0; i < len(edits); {
		first := lineOf(edits[i].Start)
		last := lastLine(edits[i], lineOf, starts)
		j := i + 1
		for j < len(edits) && lineOf(edits[j].Start) <= last {
			last = max(last, lastLine(edits[j], lineOf, starts))
			j++
		}
		for ; next < first; next++ {
			out = append(out, diffLine{' ', lines[next]})
		}
		from, to := starts[first], starts[min(last+1, len(lines))]
		var replaced []report.Edit
		for _, e := range edits[i:j] {
			replaced = append(replaced, report.Edit{Start: e.Start - from, End: e.End - from, NewText: e.NewText})
		}
		out = append(out, changedLines(splitLines(old[from:to]), splitLines(ApplyEdits(old[from:to], replaced)))...)
		next = min(last+1, len(lines))
		i = j
	}
	for ; next < len(lines); next++ {
		out = append(out, diffLine{' ', lines[next]})
	}
	return out
}

// lastLine is the index of the last line an edit changes: the line of its
// end, unless the edit removes text up to the start of that line.
func lastLine(e report.Edit, lineOf func(int) int, starts []int) int {
	last := lineOf(e.End)
	if e.End > e.Start && e.End == starts[last] {
		last--
	}
	return last
}

// changedLines writes old lines replaced by new ones, keeping the lines the
// two share at their start and end.
func changedLines(old, new [][]byte) []diffLine {
	head := 0
	for head < len(old) && head < len(new) && bytes.Equal(old[head], new[head]) {
		head++
	}
	tail := 0
	for tail < len(old)-head && tail < len(new)-head && bytes.Equal(old[len(old)-1-tail], new[len(new)-1-tail]) {
		tail++
	}
	var out []diffLine
	for _, l := range old[:head] {
		out = append(out, diffLine{' ', l})
	}
	for _, l := range old[head : len(old)-tail] {
		out = append(out, diffLine{'-', l})
	}
	for _, l := range new[head : len(new)-tail] {
		out = append(out, diffLine{'+', l})
	}
	for _, l := range old[len(old)-tail:] {
		out = append(out, diffLine{' ', l})
	}
	return out
}

// splitLines splits text after each newline; the last line keeps no
// newline when the text does not end with one.
func splitLines(text []byte) [][]byte {
	var lines [][]byte
	for len(text) > 0 {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			lines = append(lines, text)
			break
		}
		lines = append(lines, text[:i+1])
		text = text[i+1:]
	}
	return lines
}

// A diffHunk is a run of diff lines with the line numbers it starts at.
type diffHunk struct {
	OldStart, NewStart int // 1-based
	Lines              []diffLine
}

// diffHunks groups the changed lines of a file into hunks, each with up to
// diffContext kept lines around its changes; changes closer than twice
// that share a hunk.
func diffHunks(lines []diffLine) []diffHunk {
	var hunks []diffHunk
	oldLine, newLine := 1, 1 // line numbers of lines[i]
	for i := 0; i < len(lines); {
		if lines[i].Kind == ' ' {
			oldLine++
			newLine++
			i++
			continue
		}
		// A change starts at i: back up over the context before it.
		start := i
		for start > 0 && i-start < diffContext && lines[start-1].Kind == ' ' {
			start--
		}
		h := diffHunk{OldStart: oldLine - (i - start), NewStart: newLine - (i - start)}
		end := i // one past the last line of the hunk
		for end < len(lines) {
			if lines[end].Kind != ' ' {
				end++
				continue
			}
			run := 0
			for end+run < len(lines) && lines[end+run].Kind == ' ' {
				run++
			}
			if end+run == len(lines) || run > 2*diffContext {
				end += min(run, diffContext)
				break
			}
			end += run
		}
		h.Lines = lines[start:end]
		for _, l := range lines[i:end] {
			if l.Kind != '+' {
				oldLine++
			}
			if l.Kind != '-' {
				newLine++
			}
		}
		hunks = append(hunks, h)
		i = end
	}
	return hunks
}

func (h diffHunk) write(w *bufio.Writer) {
	oldCount, newCount := 0, 0
	for _, l := range h.Lines {
		if l.Kind != '+' {
			oldCount++
		}
		if l.Kind != '-' {
			newCount++
		}
	}
	fmt.Fprintf(w, "@@ -%s +%s @@\n", hunkRange(h.OldStart, oldCount), hunkRange(h.NewStart, newCount))
	for _, l := range h.Lines {
		w.WriteByte(l.Kind)
		w.Write(l.Text)
		if !bytes.HasSuffix(l.Text, []byte("\n")) {
			w.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// hunkRange formats the start and length of one side of a hunk; an empty
// side is numbered by the line before it, as diff -u does.
func hunkRange(start, count int) string {
	if count == 0 {
		start--
	}
	if count == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, count)
}
