package comments

import (
	"go/ast"
	"go/token"
	"regexp"
	"strings"
)

// The //nolint comments are read as golangci-lint's nolint filter reads
// them (pkg/result/processors/nolint_filter.go), so that the standalone
// command and go vet silence exactly what golangci-lint silences for the
// plugin, quirks included: what is written here is theirs, not a design of
// our own.

// linterName is the name golangci-lint knows the plugin by, and users
// write in //nolint comments.
const linterName = "toolerrlint"

// nolintPattern matches a comment's text, once its leading slashes and
// spaces are gone, that golangci-lint reads as a //nolint comment.
var nolintPattern = regexp.MustCompile(`^nolint( |:|$)`)

// nolintComment is a //nolint comment: the lines of its comment group, the
// group's column, and the linters it names.
type nolintComment struct {
	file     string
	from, to int // lines
	col      int
	every    bool     // no linter named, or "all"
	linters  []string // lowercased, as written otherwise
	reason   string
}

// silencesUs reports whether the comment silences this linter's findings.
func (c *nolintComment) silencesUs() bool {
	if c.every {
		return true
	}
	for _, l := range c.linters {
		if l == linterName {
			return true
		}
	}
	return false
}

// parseNolint reads the text of one comment, slashes included. "//nolint",
// "// nolint", "//nolint // why" and anything not a list after "nolint"
// silence every linter, as does a list starting with or holding "all";
// "//nolint:a,b // why" silences a and b. Text after "//" in the list is a
// comment on the comment; a list with anything else after a name, as in
// "//nolint:toolerrlint why", names a linter of that name.
func parseNolint(text string) (c nolintComment, ok bool) {
	body := strings.TrimLeft(text, "/ ")
	if !nolintPattern.MatchString(body) {
		return c, false
	}
	if _, after, found := strings.Cut(strings.TrimPrefix(text, "//"), "//"); found {
		c.reason = strings.TrimSpace(after)
	}
	if strings.HasPrefix(body, "nolint:all") || !strings.HasPrefix(body, "nolint:") {
		c.every = true
		return c, true
	}
	list, _, _ := strings.Cut(body, "//")
	for _, item := range strings.Split(strings.TrimPrefix(list, "nolint:"), ",") {
		name := strings.ToLower(strings.TrimSpace(item))
		if name == "all" {
			c.every, c.linters = true, nil
			return c, true
		}
		c.linters = append(c.linters, name)
	}
	return c, true
}

// lineRange is the lines, first and last, that a //nolint comment silences
// this linter on, and the comment's reason.
type lineRange struct {
	file     string
	from, to int
	reason   string
}

// nolintRanges lists the line ranges of file where //nolint comments
// silence this linter. A comment silences the lines of its comment group;
// when the group ends on the line just above a syntax node that starts at
// the group's column, it silences the whole of that node too: a function
// declaration, a statement, a block of var specs, or the file itself above
// its package clause. Whether the comment ends a line of code or stands
// alone does not matter; the column does. Only the first comment of the
// group, in source order, is stretched over a node.
func nolintRanges(fset *token.FileSet, file *ast.File) []lineRange {
	var comments []nolintComment
	byEnd := make(map[int][]int) // last line of a group → its comments
	for _, group := range file.Comments {
		for _, c := range group.List {
			nc, ok := parseNolint(c.Text)
			if !ok {
				continue
			}
			start := fset.Position(group.Pos())
			nc.file, nc.from, nc.col = start.Filename, start.Line, start.Column
			nc.to = fset.Position(group.End()).Line
			byEnd[nc.to] = append(byEnd[nc.to], len(comments))
			comments = append(comments, nc)
		}
	}
	if len(comments) == 0 {
		return nil
	}
	var ranges []lineRange
	seen := make(map[lineRange]bool)
	add := func(c *nolintComment, to int) {
		if !c.silencesUs() {
			return
		}
		r := lineRange{c.file, c.from, to, c.reason}
		if !seen[r] {
			seen[r] = true
			ranges = append(ranges, r)
		}
	}
	for i := range comments {
		add(&comments[i], comments[i].to)
	}
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		start := fset.Position(n.Pos())
		for _, i := range byEnd[start.Line-1] {
			c := &comments[i]
			if c.col != start.Column {
				continue
			}
			add(c, max(c.to, fset.Position(n.End()).Line))
			break
		}
		return true
	})
	return ranges
}
