package drivertest

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// ApplyUnifiedDiff applies a unified diff to files, checking every header,
// count and context line on the way, as patch would refuse a bad one.
func ApplyUnifiedDiff(t *testing.T, files map[string]string, diff string) map[string]string {
	t.Helper()
	out := make(map[string]string, len(files))
	for k, v := range files {
		out[k] = v
	}
	lines := strings.SplitAfter(diff, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	hunkHeader := regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@\n$`)
	for i := 0; i < len(lines); {
		oldName, ok1 := strings.CutPrefix(lines[i], "--- a/")
		if !ok1 || i+1 >= len(lines) || lines[i+1] != "+++ b/"+oldName {
			t.Fatalf("diff line %d: want a ---/+++ file header, got %q", i+1, lines[i])
		}
		name := strings.TrimSuffix(oldName, "\n")
		src, ok := out[name]
		if !ok {
			t.Fatalf("diff names %s, which does not exist", name)
		}
		old := strings.SplitAfter(src, "\n")
		if old[len(old)-1] == "" {
			old = old[:len(old)-1]
		}
		var result []string
		next := 0 // index of the first old line not yet copied
		i += 2
		for i < len(lines) && strings.HasPrefix(lines[i], "@@ ") {
			m := hunkHeader.FindStringSubmatch(lines[i])
			if m == nil {
				t.Fatalf("bad hunk header %q", lines[i])
			}
			oldStart, oldCount := atoi(t, m[1]), countOf(t, m[2])
			newCount := countOf(t, m[4])
			first := oldStart - 1
			if oldCount == 0 {
				first = oldStart // an empty side names the line before
			}
			if first < next {
				t.Fatalf("%s: hunk %q overlaps the one before", name, lines[i])
			}
			result = append(result, old[next:first]...)
			next = first
			i++
			seenOld, seenNew := 0, 0
			for i < len(lines) && (seenOld < oldCount || seenNew < newCount) {
				l := lines[i]
				i++
				text := l[1:]
				if i < len(lines) && lines[i] == "\\ No newline at end of file\n" {
					text = strings.TrimSuffix(text, "\n")
					i++
				}
				switch l[0] {
				case ' ', '-':
					if next >= len(old) || old[next] != text {
						t.Fatalf("%s: line %d is %q, the diff says %q", name, next+1, lineAt(old, next), text)
					}
					next++
					seenOld++
					if l[0] == ' ' {
						result = append(result, text)
						seenNew++
					}
				case '+':
					result = append(result, text)
					seenNew++
				default:
					t.Fatalf("%s: bad diff line %q", name, l)
				}
			}
			if seenOld != oldCount || seenNew != newCount {
				t.Fatalf("%s: hunk counts %d,%d; lines %d,%d", name, oldCount, newCount, seenOld, seenNew)
			}
		}
		out[name] = strings.Join(append(result, old[next:]...), "")
	}
	return out
}

func lineAt(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(end of file)"
}

func countOf(t *testing.T, s string) int {
	if s == "" {
		return 1
	}
	return atoi(t, s)
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}
