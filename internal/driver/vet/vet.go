// Package vet is the command's go vet mode: `go vet -vettool` runs the
// command once per package, through the unitchecker driver.
package vet

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/toolerrlint/toolerrlint/analyzers"
	"github.com/toolerrlint/toolerrlint/analyzers/directives"
	"github.com/toolerrlint/toolerrlint/internal/driver/options"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
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
	catchFlagErrors(flag.CommandLine, os.Args[1:])
	var extra []string
	rules, extra = withDeclarations(rules, os.Args[1:])
	if len(extra) > 0 {
		last := len(os.Args) - 1
		os.Args = slices.Concat(os.Args[:last], extra, os.Args[last:])
	}
	unitchecker.Main(rules...)
}

// catchFlagErrors makes a bad flag value one line and exit status 2, said
// once per go vet run. The flag package would print unitchecker's whole
// usage instead, and go vet runs the tool, with the user's flags, once
// for every package it vets and every package those import: the usage
// again and again. (go vet runs -flags and -V=full without the user's
// flags, so they cannot be checked before the first package.)
//
// set must report its errors through its own Usage, as flag.CommandLine
// does: unitchecker replaces flag.Usage, which set.Usage takes precedence
// over.
func catchFlagErrors(set *flag.FlagSet, args []string) {
	var msg bytes.Buffer
	set.SetOutput(&msg)
	set.Usage = func() {
		set.SetOutput(os.Stderr)
		if msg.Len() == 0 { // -h: the usage was asked for
			flag.Usage()
			return
		}
		os.Exit(flagError(os.Stderr, strings.TrimSpace(msg.String()), unitConfig(args)))
	}
}

// flagError says what is wrong with the flags of a go vet unit and returns
// the exit status. A unit vetted only for the facts its importers need
// stays silent, and so does any unit after the first one to say it: go vet
// shows the failure once, for a package it was asked to vet, and exits
// non-zero all the same. None of them writes facts, so go vet caches none
// of them as a success.
func flagError(w io.Writer, msg, cfg string) int {
	if cfg != "" {
		if factsOnly(cfg) || !firstToReport(cfg) {
			return 0
		}
	}
	fmt.Fprintf(w, "toolerrlint: %s (run 'toolerrlint help' for usage)\n", msg)
	return report.ExitFailure
}

// unitConfig is the .cfg file that describes the unit go vet runs the
// tool on, or "" when the command line names none.
func unitConfig(args []string) string {
	if len(args) > 0 && strings.HasSuffix(args[len(args)-1], ".cfg") {
		return args[len(args)-1]
	}
	return ""
}

// factsOnly reports whether the unit is vetted only for the facts of its
// importers (a dependency of the packages go vet was asked to vet).
func factsOnly(cfg string) bool {
	data, err := os.ReadFile(cfg)
	if err != nil {
		return false
	}
	var c struct{ VetxOnly bool }
	return json.Unmarshal(data, &c) == nil && c.VetxOnly
}

// firstToReport reports whether no other unit of the same go vet run has
// reported bad flags yet. Every unit's .cfg sits in a directory of its own
// under the run's work directory, which go vet makes afresh for each run
// and removes after it: a marker there is seen by that run alone.
func firstToReport(cfg string) bool {
	work := filepath.Dir(filepath.Dir(cfg))
	f, err := os.OpenFile(filepath.Join(work, "toolerrlint-flag-error"), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return !errors.Is(err, fs.ErrExist)
	}
	f.Close()
	return true
}

// withDeclarations keeps the check of broken declarations running when
// the command line leaves the directives rule out (-RULE switches,
// -enable, -disable), as the standalone command does: it puts the check
// in the rule's place among rules and returns the switches to append to
// the command line so that unitchecker runs it beside the rules selected.
// A command line other than one naming a compilation unit is left alone.
func withDeclarations(rules []*analysis.Analyzer, args []string) ([]*analysis.Analyzer, []string) {
	if len(args) == 0 || !strings.HasSuffix(args[len(args)-1], ".cfg") {
		return rules, nil
	}
	state := ruleSwitches(rules, args[:len(args)-1])
	anyTrue := slices.Contains(slices.Collect(maps.Values(state)), true)
	var run []string
	for _, r := range rules {
		on, set := state[r.Name]
		if anyTrue && on || !anyTrue && (!set || on) {
			run = append(run, r.Name)
		}
	}
	i := slices.Index(rules, directives.Analyzer)
	if i < 0 || slices.Contains(run, directives.Analyzer.Name) {
		return rules, nil
	}
	rules = slices.Clone(rules)
	rules[i] = directives.Declarations
	var extra []string
	for _, name := range append(run, directives.Analyzer.Name) {
		extra = append(extra, "-"+name+"=true")
	}
	return rules, extra
}

// ruleSwitches reads, as unitchecker and the -enable and -disable flags
// will, which rules the command line switches on (true) or off (false).
// Flags that take a value may give it as the next argument; a value of
// another flag is never a rule's switch, so skipping it does no harm.
func ruleSwitches(rules []*analysis.Analyzer, args []string) map[string]bool {
	isRule := make(map[string]bool)
	for _, r := range rules {
		isRule[r.Name] = true
	}
	state := make(map[string]bool)
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if arg == "--" {
			break
		}
		if !strings.HasPrefix(arg, "-") {
			continue // the value of the flag before it
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		switch {
		case name == "enable" || name == "disable":
			if !hasValue && i+1 < len(args) {
				i++
				value = args[i]
			}
			for _, r := range strings.Split(value, ",") {
				if r = strings.TrimSpace(r); isRule[r] {
					state[r] = name == "enable"
				}
			}
		case isRule[name]:
			on := true
			if hasValue {
				b, err := strconv.ParseBool(value)
				if err != nil {
					continue // unitchecker reports it
				}
				on = b
			}
			state[name] = on
		}
	}
	return state
}

// setRuleSwitches turns -enable/-disable lists into the per-rule -RULE=true
// and -RULE=false switches that unitchecker registers before parsing: any
// rule set true runs alone, otherwise every rule not set false runs, which
// gives the standalone meaning of -enable and -disable.
func setRuleSwitches(set *flag.FlagSet, rules []*analysis.Analyzer, list string, on bool) error {
	names, err := analyzers.CheckNames(rules, strings.Split(list, ","))
	if err != nil {
		return err
	}
	value := "false"
	if on {
		value = "true"
	}
	for _, name := range names {
		if err := set.Set(name, value); err != nil {
			return err
		}
	}
	return nil
}
