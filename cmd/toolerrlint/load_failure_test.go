package main

import (
	"strings"
	"testing"

	"github.com/toolerrlint/toolerrlint/internal/driver/drivertest"
	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// With the real rules, which load the module's own imports from source to
// carry declarations across packages, a module that is not available is
// still reported once, and each package it keeps from being analyzed is
// named once, in every format.
func TestUnavailableModule(t *testing.T) {
	module := drivertest.Fixture("unavailable")
	want := []string{
		"tools/tools.go:5:2: example.com/gone@v1.0.0: replacement directory ./gone does not exist",
		"package example.com/unavailable/tools: not analyzed: its imports example.com/gone/store, example.com/gone/wire did not load",
		"package example.com/unavailable/server: not analyzed: its import example.com/unavailable/tools did not load",
	}
	for _, format := range []string{"text", "json", "sarif", "github"} {
		r := toolerrlint(t, "", "-C", module, "-format", format)
		r.WantCode(t, report.ExitFailure)
		var stderr []string
		for _, l := range strings.Split(strings.TrimSpace(r.Stderr), "\n") {
			stderr = append(stderr, strings.TrimPrefix(l, "toolerrlint: "))
		}
		if strings.Join(stderr, "\n") != strings.Join(want, "\n") {
			t.Errorf("-format %s: stderr:\n%s\nwant:\n%s", format, r.Stderr, strings.Join(want, "\n"))
		}
		var reported []string
		switch format {
		case "json":
			for _, e := range drivertest.DecodeReport(t, r.Stdout).Errors {
				reported = append(reported, report.Error{Package: e.Package, Message: e.Message}.String())
			}
		case "sarif":
			for _, n := range drivertest.DecodeSARIF(t, r.Stdout).Runs[0].Invocations[0].ToolExecutionNotifications {
				reported = append(reported, n.Message.Text)
			}
		case "github":
			for _, c := range drivertest.ParseGitHub(t, r.Stdout) {
				reported = append(reported, c.Message)
			}
		default:
			continue
		}
		if strings.Join(reported, "\n") != strings.Join(want, "\n") {
			t.Errorf("-format %s reports:\n%s\nwant:\n%s", format, strings.Join(reported, "\n"), strings.Join(want, "\n"))
		}
	}
}
