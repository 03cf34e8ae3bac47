package ruletest

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"text/scanner"
)

// An expectation is one part of a `// want` comment, as analysistest
// reads it: a diagnostic ("regexp"), or a fact (name:"regexp") of the
// object declared on the line, or of the package when name is
// "package".
type expectation struct {
	kind string // "diagnostic" or "fact"
	name string // the object a fact is of, or "package"; empty for a diagnostic
	rx   *regexp.Regexp
}

// wantText returns the text after "want" of a comment, written as // or
// /* */, that starts with "want" or holds "// want": a comment on a
// comment.
func wantText(comment string) (string, bool) {
	text := strings.TrimPrefix(comment, "//")
	if text == comment {
		text = strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/")
	}
	if i := strings.Index(text, "// want"); i >= 0 {
		text = text[i+len("// "):]
	}
	return strings.CutPrefix(strings.TrimSpace(text), "want")
}

// parseWant parses what follows "want": an optional +N line offset, then
// expectations, `"re"`, "`re`" or name:"re".
func parseWant(text string) (delta int, expects []expectation, err error) {
	var scanErr error
	sc := new(scanner.Scanner).Init(strings.NewReader(text))
	sc.Error = func(_ *scanner.Scanner, msg string) { scanErr = fmt.Errorf("%s", msg) }
	sc.Mode = scanner.ScanIdents | scanner.ScanStrings | scanner.ScanRawStrings | scanner.ScanInts
	pattern := func(tok rune) (*regexp.Regexp, error) {
		if tok != scanner.String && tok != scanner.RawString {
			return nil, fmt.Errorf("got %s, want regular expression", scanner.TokenString(tok))
		}
		s, _ := strconv.Unquote(sc.TokenText()) // the scanner accepted it
		return regexp.Compile(s)
	}
	for {
		switch tok := sc.Scan(); tok {
		case '+':
			if tok = sc.Scan(); tok != scanner.Int {
				return 0, nil, fmt.Errorf("got +%s, want +Int", scanner.TokenString(tok))
			}
			delta, _ = strconv.Atoi(sc.TokenText())
		case scanner.String, scanner.RawString:
			rx, err := pattern(tok)
			if err != nil {
				return 0, nil, err
			}
			expects = append(expects, expectation{kind: "diagnostic", rx: rx})
		case scanner.Ident:
			name := sc.TokenText()
			if tok = sc.Scan(); tok != ':' {
				return 0, nil, fmt.Errorf("got %s after %s, want ':'", scanner.TokenString(tok), name)
			}
			rx, err := pattern(sc.Scan())
			if err != nil {
				return 0, nil, err
			}
			expects = append(expects, expectation{kind: "fact", name: name, rx: rx})
		case scanner.EOF:
			if scanErr != nil {
				return 0, nil, scanErr
			}
			return delta, expects, nil
		default:
			return 0, nil, fmt.Errorf("unexpected %s", scanner.TokenString(tok))
		}
	}
}
