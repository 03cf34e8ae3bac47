package main

import (
	"flag"
	"os"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/toolerrlint/toolerrlint/analyzers"
)

// isUnitcheckerInvocation reports whether the command line is one that
// `go vet -vettool` sends: -V=full to identify the tool for the build cache,
// -flags to list the accepted flags, or flags followed by a single *.cfg file
// describing one compilation unit. Multichecker and singlechecker recognise
// the same three forms.
func isUnitcheckerInvocation(args []string) bool {
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

// runUnitchecker hands the process over to the unitchecker driver, which
// `go vet` runs once per package. Rules keep their -RULE and -RULE.flag
// switches from unitchecker; -enable, -disable and the flags of the shared
// passes are added so that a vet invocation accepts the same settings as a
// standalone one.
func runUnitchecker(rules []*analysis.Analyzer) {
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
	renamed := registerPassFlags(flag.CommandLine, rules, switches)
	os.Args = append(os.Args[:1], renameDeclarationArgs(os.Args[1:], renamed)...)
	unitchecker.Main(rules...)
}

// renameDeclarationArgs rewrites -NAME=VALUE, for a pass flag NAME that
// unitchecker also defines as a rule's on/off switch (-provenance), into
// the pass flag's own name when VALUE is not a boolean: under go vet,
// -provenance=false turns the rule off and -provenance=example.com/errs.Stamp
// declares a stamp, as on the standalone command line.
func renameDeclarationArgs(args []string, renamed map[string]string) []string {
	out := make([]string, 0, len(args))
	for _, arg := range args {
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if to, ok := renamed[name]; ok && strings.HasPrefix(arg, "-") && hasValue {
			if _, err := strconv.ParseBool(value); err != nil {
				arg = "-" + to + "=" + value
			}
		}
		out = append(out, arg)
	}
	return out
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
