// Package baseline records the findings of a run in a file, and keeps from
// a later run only the findings the file does not hold: how a project with
// findings already adopts the rules in CI and fails only on new ones.
//
// An entry is keyed by the finding's file, rule, tool and message, not by
// its line, so that it survives edits that move the finding. Entries are
// counted: a key recorded twice absorbs two findings, and a third is new.
// A finding that is fixed simply matches nothing; its entry stays until
// the baseline is written again.
//
// The file is JSON, sorted and indented so that a change to it reads well
// in review:
//
//	{
//	  "version": 1,
//	  "findings": [
//	    {
//	      "file": "billing/invoices.go",
//	      "rule": "closedcodes",
//	      "tool": "pay_invoice",
//	      "message": "tool \"pay_invoice\" returns an error result without a declared error code; …",
//	      "count": 1
//	    }
//	  ]
//	}
//
// file is slash-separated and relative to the working directory (-C), as
// findings show it; tool is the tool the message names (`tool "NAME"`), or
// `handler NAME` for a handler whose tool name is not known, and empty for
// a finding about no handler. Entries are sorted by file, rule, tool and
// message.
package baseline

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"slices"

	"github.com/toolerrlint/toolerrlint/internal/driver/report"
)

// Version is the version of the file format this package reads and writes.
const Version = 1

// A key identifies the findings one entry holds.
type key struct {
	File    string
	Rule    string
	Tool    string
	Message string
}

func keyOf(f report.Finding) key {
	return key{File: filepath.ToSlash(f.File), Rule: f.Rule, Tool: toolOf(f.Message), Message: f.Message}
}

func compareKeys(a, b key) int {
	return cmp.Or(
		cmp.Compare(a.File, b.File),
		cmp.Compare(a.Rule, b.Rule),
		cmp.Compare(a.Tool, b.Tool),
		cmp.Compare(a.Message, b.Message),
	)
}

// A Baseline is the findings a baseline file holds, with how many of each.
type Baseline struct {
	counts map[key]int
}

// Of records findings.
func Of(findings []report.Finding) *Baseline {
	b := &Baseline{counts: make(map[key]int)}
	for _, f := range findings {
		b.counts[keyOf(f)]++
	}
	return b
}

// Filter returns the findings the baseline does not hold, in their order.
// Each entry absorbs as many findings as its count, the first ones in
// report order.
func (b *Baseline) Filter(findings []report.Finding) []report.Finding {
	kept, _ := b.Match(findings)
	return kept
}

// Match is Filter, and also returns what the baseline holds that none of
// the findings matched: the entries of findings since fixed, each with
// the count it has left, in file order. A baseline written again from the
// same run would hold none of them.
func (b *Baseline) Match(findings []report.Finding) (kept []report.Finding, stale []report.BaselineEntry) {
	left := make(map[key]int, len(b.counts))
	for k, n := range b.counts {
		left[k] = n
	}
	for _, f := range findings {
		k := keyOf(f)
		if left[k] > 0 {
			left[k]--
			continue
		}
		kept = append(kept, f)
	}
	for _, k := range b.keys() {
		if n := left[k]; n > 0 {
			stale = append(stale, report.BaselineEntry{File: k.File, Rule: k.Rule, Tool: k.Tool, Message: k.Message, Count: n})
		}
	}
	return kept, stale
}

// keys lists the baseline's keys in file order.
func (b *Baseline) keys() []key {
	keys := make([]key, 0, len(b.counts))
	for k := range b.counts {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, compareKeys)
	return keys
}

// Fingerprint identifies a finding as a baseline entry does, by its file,
// rule, tool and message and not by its line: the same finding gives the
// same fingerprint after edits that move it, in every run. It is the hex
// SHA-256 of the key, whose fields are separated by NUL bytes, which none
// of them holds. Two findings with the same key share their fingerprint,
// as they share an entry; a format that needs one per finding tells them
// apart by their order.
func Fingerprint(f report.Finding) string {
	k := keyOf(f)
	sum := sha256.Sum256([]byte(k.File + "\x00" + k.Rule + "\x00" + k.Tool + "\x00" + k.Message))
	return hex.EncodeToString(sum[:])
}
