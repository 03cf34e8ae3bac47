package main

import (
	"fmt"
	"strconv"
	"strings"
)

// parseYAML parses the block-style subset of YAML that the workflows in
// the documentation are written in: mappings, sequences, literal blocks
// (|), flow sequences of scalars ([a, b]), quoted and plain scalars, and
// comments. Mappings become map[string]any, sequences []any, scalars
// string. Anything else (tabs in indentation, a line indented deeper than
// its block, a repeated key, anchors, flow mappings, folded blocks) is an
// error naming the line, so that a malformed workflow fails its test
// rather than passing for a smaller one.
func parseYAML(text string) (any, error) {
	lines, err := yamlLines(text)
	if err != nil {
		return nil, err
	}
	if len(lines) == 0 {
		return nil, fmt.Errorf("empty document")
	}
	p := &yamlParser{lines: lines}
	v, err := p.block(lines[0].indent)
	if err != nil {
		return nil, err
	}
	if p.i < len(lines) {
		return nil, p.errorf("not part of the block above it")
	}
	return v, nil
}

// A yamlLine is one line of structure: "-" for a sequence item, or the
// text of a mapping entry or scalar. "- key: value" is two lines, the item
// and the entry at the column of its key.
type yamlLine struct {
	n       int // 1-based line number
	indent  int
	text    string
	literal string // the text of the block a "key: |" line opens
}

func yamlLines(text string) ([]yamlLine, error) {
	raw := strings.Split(text, "\n")
	var out []yamlLine
	for i := 0; i < len(raw); i++ {
		t := strings.TrimSpace(raw[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := raw[i][:len(raw[i])-len(strings.TrimLeft(raw[i], " \t"))]
		if strings.Contains(lead, "\t") {
			return nil, fmt.Errorf("line %d: a tab in the indentation", i+1)
		}
		indent := len(lead)
		for t == "-" || strings.HasPrefix(t, "- ") {
			out = append(out, yamlLine{n: i + 1, indent: indent, text: "-"})
			rest := strings.TrimLeft(t[1:], " ")
			indent += len(t) - len(rest)
			t = rest
		}
		if t == "" {
			continue
		}
		line := yamlLine{n: i + 1, indent: indent, text: t}
		if _, value, ok := cutKey(t); ok && (value == "|" || value == "|-") {
			var block []string
			blockIndent := -1
			for ; i+1 < len(raw); i++ {
				next := raw[i+1]
				if strings.TrimSpace(next) == "" {
					block = append(block, "")
					continue
				}
				n := len(next) - len(strings.TrimLeft(next, " "))
				if n <= indent {
					break
				}
				if blockIndent < 0 {
					blockIndent = n
				}
				block = append(block, next[min(n, blockIndent):])
			}
			line.literal = strings.TrimRight(strings.Join(block, "\n"), "\n")
			if line.literal == "" {
				return nil, fmt.Errorf("line %d: an empty literal block", line.n)
			}
		}
		out = append(out, line)
	}
	return out, nil
}

type yamlParser struct {
	lines []yamlLine
	i     int
}

func (p *yamlParser) errorf(format string, args ...any) error {
	n := len(p.lines)
	if p.i < n {
		n = p.lines[p.i].n
	}
	return fmt.Errorf("line %d: %s", n, fmt.Sprintf(format, args...))
}

// at reports whether the next line is at indent.
func (p *yamlParser) at(indent int) bool {
	return p.i < len(p.lines) && p.lines[p.i].indent == indent
}

func (p *yamlParser) deeper(indent int) bool {
	return p.i < len(p.lines) && p.lines[p.i].indent > indent
}

// block parses the sequence, mapping or scalar at the next line.
func (p *yamlParser) block(indent int) (any, error) {
	l := p.lines[p.i]
	if l.text == "-" {
		return p.sequence(indent)
	}
	if _, _, ok := cutKey(l.text); ok {
		return p.mapping(indent)
	}
	p.i++
	v, err := scalar(l.text)
	if err != nil {
		p.i--
		return nil, p.errorf("%v", err)
	}
	return v, nil
}

func (p *yamlParser) sequence(indent int) (any, error) {
	seq := []any{}
	for p.at(indent) && p.lines[p.i].text == "-" {
		p.i++
		var item any
		if p.deeper(indent) {
			v, err := p.block(p.lines[p.i].indent)
			if err != nil {
				return nil, err
			}
			item = v
		}
		seq = append(seq, item)
	}
	if p.deeper(indent) {
		return nil, p.errorf("indented deeper than the sequence item above it")
	}
	return seq, nil
}

func (p *yamlParser) mapping(indent int) (any, error) {
	m := make(map[string]any)
	for p.at(indent) && p.lines[p.i].text != "-" {
		l := p.lines[p.i]
		key, value, ok := cutKey(l.text)
		if !ok {
			return nil, p.errorf("%q is not a key: value entry", l.text)
		}
		if _, dup := m[key]; dup {
			return nil, p.errorf("key %q repeated", key)
		}
		p.i++
		switch {
		case l.literal != "":
			m[key] = l.literal
		case value != "":
			v, err := scalar(value)
			if err != nil {
				p.i--
				return nil, p.errorf("%v", err)
			}
			m[key] = v
		case p.deeper(indent):
			v, err := p.block(p.lines[p.i].indent)
			if err != nil {
				return nil, err
			}
			m[key] = v
		case p.at(indent) && p.lines[p.i].text == "-":
			v, err := p.sequence(indent) // a sequence may sit at its key's column
			if err != nil {
				return nil, err
			}
			m[key] = v
		default:
			m[key] = nil
		}
	}
	if p.deeper(indent) {
		return nil, p.errorf("indented deeper than the mapping entry above it")
	}
	return m, nil
}

// cutKey splits "key: value" and "key:"; the value loses its comment.
func cutKey(s string) (key, value string, ok bool) {
	if strings.ContainsAny(s[:1], "-[{\"'#|>&*!") {
		return "", "", false
	}
	if k, ok := strings.CutSuffix(s, ":"); ok && !strings.Contains(k, ": ") {
		return k, "", true
	}
	key, value, ok = strings.Cut(s, ": ")
	if !ok || strings.Contains(key, " #") {
		return "", "", false
	}
	return key, stripComment(strings.TrimSpace(value)), true
}

func stripComment(s string) string {
	if strings.HasPrefix(s, "'") || strings.HasPrefix(s, `"`) {
		return s
	}
	if s == "#" || strings.HasPrefix(s, "# ") {
		return ""
	}
	if i := strings.Index(s, " #"); i >= 0 {
		return strings.TrimSpace(s[:i])
	}
	return s
}

// scalar parses a plain or quoted scalar, or a flow sequence of them.
func scalar(s string) (any, error) {
	switch s = stripComment(s); {
	case strings.HasPrefix(s, "["):
		inner, ok := strings.CutSuffix(s, "]")
		if !ok {
			return nil, fmt.Errorf("unterminated flow sequence %s", s)
		}
		seq := []any{}
		for _, e := range strings.Split(inner[1:], ",") {
			if e = strings.TrimSpace(e); e != "" {
				v, err := scalar(e)
				if err != nil {
					return nil, err
				}
				seq = append(seq, v)
			}
		}
		return seq, nil
	case strings.HasPrefix(s, `"`):
		return strconv.Unquote(s)
	case strings.HasPrefix(s, "'"):
		inner, ok := strings.CutSuffix(s[1:], "'")
		if !ok {
			return nil, fmt.Errorf("unterminated quoted scalar %s", s)
		}
		return strings.ReplaceAll(inner, "''", "'"), nil
	case s == "" || strings.ContainsAny(s[:1], "{&*!>|%@`"):
		return nil, fmt.Errorf("%q: not in the subset of YAML the documentation uses", s)
	}
	return s, nil
}
