package main

import (
	"os"
	"regexp"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/examples/toolerrs/errs"
	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/gosdk"
)

// contract is the error contract of ../toolerrs/errs as a go-sdk client
// sees it: the code in the envelope's "code" field, or at the start of
// the text of the error results that the SDK builds from a returned
// *errs.ToolError ("not_found: no account x"). The stamp is not checked:
// an empty request id, all a test's context holds, leaves the envelope's
// omitempty field out.
func contract(skip ...string) toolerrtest.Options {
	return toolerrtest.Options{
		Skip:        skip,
		Codes:       []string{string(errs.NotFound), string(errs.InvalidArgument), string(errs.Conflict), string(errs.RateLimited), string(errs.Internal)},
		CodeField:   "code",
		CodePattern: regexp.MustCompile(`^([a-z_]+): `),
		Report:      os.Getenv("TOOLERRLINT_REPORT"),
	}
}

// get_account answers a missing login with an error the SDK turns into an
// error result without a code, as toolerrlint reports in ../expected.txt;
// the other tools code every failure.
func TestAuditFindsWrongTools(t *testing.T) {
	d := &directory{accounts: make(map[string]*account)}
	failures, err := toolerrtest.Check(newServer(d), contract())
	if err != nil {
		t.Fatal(err)
	}
	var failed []string
	for _, f := range failures {
		if !slices.Contains(failed, f.Tool) {
			failed = append(failed, f.Tool)
		}
	}
	if want := []string{"get_account"}; !slices.Equal(failed, want) {
		t.Errorf("the audit failed the tools %q, want %q", failed, want)
		for _, f := range failures {
			t.Log(f)
		}
	}
}

func TestAudit(t *testing.T) {
	toolerrtest.Audit(t, newServer(&directory{accounts: make(map[string]*account)}), contract("get_account"))
}
