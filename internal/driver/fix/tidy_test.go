package fix

import (
	"bytes"
	"go/format"
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// A fixed Go file is written as gofmt writes it, without the imports the
// fixes left unused between them, and its edits (and so -diff) give
// exactly that, line by line.
func TestPlanTidiesGoFiles(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{
			name: "two fixes remove the last two uses of an import, and comments realign",
			src: `package p

import (
	"errors"
	"fmt"
)

func f(n int) (string, error) {
	switch n {
	case 0:
		return "", errors.New("zero") // no input
	case 1:
		return "", errors.New("one")  // too little
	}
	return fmt.Sprint(n), nil
}
`,
			want: `package p

import (
	"fmt"
)

func f(n int) (string, error) {
	switch n {
	case 0:
		return "", nil // no input
	case 1:
		return "", nil // too little
	}
	return fmt.Sprint(n), nil
}
`,
		},
		{
			name: "a renamed import still used stays",
			src: `package p

import (
	stderrs "errors"
	mcp "example.com/go-sdk/v2"
	"log"
)

var errOld = stderrs.New("old")

func f() (*mcp.Result, error) {
	log.Print("f")
	return nil, stderrs.New("x")
}

func g() error { return errOld }
`,
			want: `package p

import (
	stderrs "errors"
	mcp "example.com/go-sdk/v2"
	"log"
)

var errOld = stderrs.New("old")

func f() (*mcp.Result, error) {
	log.Print("f")
	return nil, nil
}

func g() error { return errOld }
`,
		},
		{
			name: "a package named after its path without go- and the major version",
			src: `package p

import (
	"example.com/go-sdk/v2"
	"strings"
)

func f(s string) any {
	if s == "" {
		return sdk.Empty()
	}
	return strings.ToUpper(s)
}
`,
			want: `package p

import (
	"strings"
)

func f(s string) any {
	if s == "" {
		return nil
	}
	return strings.ToUpper(s)
}
`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var findings []report.Finding
			for _, call := range []string{`errors.New("zero")`, `errors.New("one")`, `stderrs.New("x")`, `sdk.Empty()`} {
				if i := strings.Index(tc.src, call); i >= 0 {
					findings = append(findings, fixFinding(1, "r", report.Edit{File: "f.go", Start: i, End: i + len(call), NewText: "nil"}))
				}
			}
			plan := NewPlan(planReport(t, tc.src, findings...))
			if len(plan.Files) != 1 {
				t.Fatalf("%d files planned", len(plan.Files))
			}
			f := plan.Files[0]
			if string(f.New) != tc.want {
				t.Errorf("fixed file:\n%s\nwant:\n%s", f.New, tc.want)
			}
			if formatted, err := format.Source(f.New); err != nil || !bytes.Equal(formatted, f.New) {
				t.Errorf("the fixed file is not gofmt-formatted (%v)", err)
			}
			if got := ApplyEdits(f.Old, f.Edits); !bytes.Equal(got, f.New) {
				t.Errorf("the edits give:\n%s\nwant the fixed file:\n%s", got, f.New)
			}
			for _, e := range f.Edits {
				if strings.Contains(string(f.Old[e.Start:e.End]), "\nfunc ") {
					t.Errorf("an edit spans unchanged lines: %q", f.Old[e.Start:e.End])
				}
			}
		})
	}
}

// A file that does not parse keeps the edits as they are.
func TestPlanLeavesUnparsableFiles(t *testing.T) {
	const src = "package p\n\nfunc f() { return errors.New(\"x\") \n"
	i := strings.Index(src, "errors")
	plan := NewPlan(planReport(t, src, fixFinding(1, "r", report.Edit{File: "f.go", Start: i, End: i + len(`errors.New("x")`), NewText: "nil"})))
	if got, want := string(plan.Files[0].New), strings.Replace(src, `errors.New("x")`, "nil", 1); got != want {
		t.Errorf("fixed file %q, want %q", got, want)
	}
}
