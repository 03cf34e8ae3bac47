package toolerrtest

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A Group is the failures of one tool for one cause: the same kind, and
// the same answer once the values of the inputs are left out of it (a
// protocol error's code and message, an error result's text, a panic's
// value).
type Group struct {
	// Failures are the calls that failed, in the order made; Shortest is
	// the one whose input is the shortest JSON (arguments omitted first).
	Failures []Failure
	Shortest Failure
}

// Groups returns the failures grouped by tool and cause, in the order of
// each group's first failure.
func Groups(failures []Failure) []Group {
	var groups []Group
	index := make(map[string]int)
	for _, f := range failures {
		key := f.Tool + "\x00" + f.Kind + "\x00" + f.cause() + "\x00" + f.Want
		i, ok := index[key]
		if !ok {
			i = len(groups)
			index[key] = i
			groups = append(groups, Group{Shortest: f})
		}
		g := &groups[i]
		g.Failures = append(g.Failures, f)
		if len(f.Input.JSON) < len(g.Shortest.Input.JSON) {
			g.Shortest = f
		}
	}
	return groups
}

// String returns the group as Audit reports it: the line of the shortest
// input's failure, with how many inputs gave the same.
func (g Group) String() string {
	if len(g.Failures) == 1 {
		return g.Shortest.String()
	}
	f := g.Shortest
	line := fmt.Sprintf("tool %q, %d inputs, the shortest %s: %s; %s%s", f.Tool, len(g.Failures), f.Input.describe(), f.Got, f.Want, f.Static)
	if len(f.Stack) > 0 {
		line += "\n" + strings.TrimRight(string(f.Stack), "\n")
	}
	return line
}

// cause is what came back with the input's values left out: two inputs
// that differ only in the values they send get the same cause.
func (f Failure) cause() string {
	got := f.Got
	for _, v := range inputValues(f.Input.JSON) {
		got = v.ReplaceAllString(got, "${1}…${2}")
	}
	// A failed type assertion names the dynamic type of the value sent:
	// the same assertion, whatever the input's type.
	return assertedType.ReplaceAllString(got, "${1}…${2}")
}

// assertedType matches the dynamic type in the panic of a failed type
// assertion: "interface conversion: interface {} is float64, not string".
var assertedType = regexp.MustCompile(`(interface conversion: .* is )[^,]+(, not )`)

// inputValues returns, longest first, patterns that match the scalar
// values of an input as an answer may quote them: the value as a word of
// its own, and a string's JSON-quoted form.
func inputValues(data json.RawMessage) []*regexp.Regexp {
	var v any
	if len(data) == 0 || json.Unmarshal(data, &v) != nil {
		return nil
	}
	var values []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		case string:
			values = append(values, v)
		case float64:
			values = append(values, strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
	walk(v)
	slices.SortStableFunc(values, func(a, b string) int { return len(b) - len(a) })
	var res []*regexp.Regexp
	seen := make(map[string]bool)
	for _, s := range values {
		if seen[s] {
			continue
		}
		seen[s] = true
		if s == "" {
			// An empty string shows as a pair of quotes, escaped as the
			// quoted message of a failure escapes them.
			res = append(res, regexp.MustCompile(`(\\")(\\")`))
			continue
		}
		// A value between characters that are not part of a word or a
		// number, so that "x" does not eat the x of "exceeded"; those
		// characters are kept.
		res = append(res, regexp.MustCompile(`(^|[^\pL\pN_.])`+regexp.QuoteMeta(s)+`($|[^\pL\pN_])`))
	}
	return res
}
