// Package vet is the command's go vet mode: `go vet -vettool` runs the
// command once per package, through the unitchecker driver.
package vet

import (
	"flag"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
)

// IsInvocation reports whether the command line is one that
// `go vet -vettool` sends: -V=full to identify the tool for the build cache,
// -flags to list the accepted flags, or flags followed by a single *.cfg file
// describing one compilation unit. Multichecker and singlechecker recognise
// the same three forms.
func IsInvocation(args []string) bool {
	if len(args) == 0 {
		return false
	}
	if strings.HasSuffix(args[len(args)-1], ".cfg") {
		return true
	}
	for _, arg := range args {
		if !strings.HasPrefix(arg, "-") {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if name == "V" || name == "flags" {
			return true
		}
	}
	return false
}

// Main hands the process over to the unitchecker driver, which
// `go vet` runs once per package. Rules keep their -RULE and -RULE.flag
// switches from unitchecker; -enable, -disable and the flags of the shared
// passes are added so that a vet invocation accepts the same settings as a
// standalone one. It does not return.
func Main(rules []*analysis.Analyzer) {
	flag.CommandLine.Func("enable", "comma-separated rules to run (default all)", func(list string) error {
		return setRuleSwitches(flag.CommandLine, rules, list, true)
	})
	flag.CommandLine.Func("disable", "comma-separated rules not to run", func(list string) error {
		return setRuleSwitches(flag.CommandLine, rules, list, false)
	})
	switches := make(map[string]bool) // unitchecker's -RULE switches
	for _, r := range rules {
		switches[r.Name] = true
	}
	// -provenance is the provenance rule's switch under go vet, which
	// parses it as a boolean before the tool runs: the pass's flag of that
	// name is -toolerrdecls.provenance there.
	options.RegisterPassFlags(flag.CommandLine, rules, switches)
	unitchecker.Main(rules...)
}

// setRuleSwitches turns -enable/-disable lists into the per-rule -RULE=true
// and -RULE=false switches that unitchecker registers before parsing: any
// rule set true runs alone, otherwise every rule not set false runs, which
// gives the standalone meaning of -enable and -disable.
func setRuleSwitches(fs *flag.FlagSet, rules []*analysis.Analyzer, list string, on bool) error {
	names, err := analyzers.CheckNames(rules, strings.Split(list, ","))
	if err != nil {
		return err
	}
	value := "false"
	if on {
		value = "true"
	}
	for _, name := range names {
		if err := fs.Set(name, value); err != nil {
			return err
		}
	}
	return nil
}
