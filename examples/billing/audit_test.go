package main

import (
	"os"
	"slices"
	"testing"

	"github.com/toolerrlint/toolerrlint/examples/toolerrs/errs"
	"github.com/toolerrlint/toolerrlint/toolerrtest"
	_ "github.com/toolerrlint/toolerrlint/toolerrtest/mcpgo"
)

// wrongTools are the billing tools whose error results break the contract
// declared in ../toolerrs/errs on input a model can send, as toolerrlint
// reports in ../expected.txt: export_invoices answers an unknown customer
// without a code, and month_total's errors, which mcp-go turns into error
// results, carry neither code nor stamp.
var wrongTools = []string{"export_invoices", "month_total"}

// contract is the error contract of ../toolerrs/errs, as the calls see
// it: the code in the envelope's "code" field, the request id that
// errs.Stamp records in the result's _meta. The codes each tool declares
// are its //toolerr:returns. TOOLERRLINT_CATALOG and TOOLERRLINT_REPORT,
// when set, are the paths of toolerrlint's JSON catalog and report on the
// examples.
func contract(skip ...string) toolerrtest.Options {
	return toolerrtest.Options{
		Skip:  skip,
		Codes: []string{string(errs.NotFound), string(errs.InvalidArgument), string(errs.Conflict), string(errs.RateLimited), string(errs.Internal)},
		ToolCodes: map[string][]string{
			"get_invoice":    {"invalid_argument", "not_found", "internal_error"},
			"refund_invoice": {"not_found"},
		},
		CodeField:  "code",
		StampField: "request_id",
		Catalog:    os.Getenv("TOOLERRLINT_CATALOG"),
		Report:     os.Getenv("TOOLERRLINT_REPORT"),
	}
}

// The calls fail the wrong tools, each of them, and no other.
func TestAuditFindsWrongTools(t *testing.T) {
	failures, err := toolerrtest.Check(newServer(), contract())
	if err != nil {
		t.Fatal(err)
	}
	var failed []string
	for _, f := range failures {
		if !slices.Contains(failed, f.Tool) {
			failed = append(failed, f.Tool)
		}
	}
	slices.Sort(failed)
	if !slices.Equal(failed, wrongTools) {
		t.Errorf("the audit failed the tools %q, want %q", failed, wrongTools)
		for _, f := range failures {
			t.Log(f)
		}
	}
	for _, f := range failures {
		if f.Kind != "code" && f.Kind != "stamp" {
			t.Errorf("a failure other than a code or a stamp: %s", f)
		}
	}
}

// With the wrong tools skipped, every error result is coded and stamped.
func TestAudit(t *testing.T) {
	toolerrtest.Audit(t, newServer(), contract(wrongTools...))
}
