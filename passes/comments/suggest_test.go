package comments

import "testing"

func TestClosestDirective(t *testing.T) {
	for _, tc := range []struct {
		name string
		want string // "" for no suggestion
	}{
		{"code", "codes"},
		{"Codes", "codes"},
		{"CODE", "codes"},
		{"handlers", "handler"},
		{"hander", "handler"},
		{"ingore", "ignore"},
		{"ignroe", "ignore"},
		{"enveloppe", "envelope"},
		{"provenence", "provenance"},
		{"infrastructure", "infra"}, // the directive begins the name
		{"inf", "infra"},            // the name begins the directive
		{"prov", "provenance"},
		{"infa", "infra"},
		{"frobnicate", ""},
		{"nolint", ""},
		{"in", ""}, // too short to be a prefix worth suggesting
		{"", ""},
	} {
		got, ok := closest(tc.name, kindNames())
		if tc.want == "" {
			if ok {
				t.Errorf("closest(%q) = %q, want no suggestion", tc.name, got)
			}
			continue
		}
		if !ok || got != tc.want {
			t.Errorf("closest(%q) = %q, %v; want %q", tc.name, got, ok, tc.want)
		}
	}
}

func TestClosestRule(t *testing.T) {
	rules := []string{"protocolerr", "nilresult", "handlerpanic"}
	for _, tc := range []struct {
		name string
		want string
	}{
		{"protocolerror", "protocolerr"},
		{"protocolerrs", "protocolerr"},
		{"nilresults", "nilresult"},
		{"nilresutl", "nilresult"},
		{"handlerpanics", "handlerpanic"},
		{"panic", ""},
		{"directives", ""},
	} {
		got, ok := closest(tc.name, rules)
		if tc.want == "" {
			if ok {
				t.Errorf("closest(%q) = %q, want no suggestion", tc.name, got)
			}
			continue
		}
		if !ok || got != tc.want {
			t.Errorf("closest(%q) = %q, %v; want %q", tc.name, got, ok, tc.want)
		}
	}
}

// The closer of two candidates wins, and of two equally close ones the
// earlier.
func TestClosestPrefersTheNearest(t *testing.T) {
	if got, _ := closest("infras", []string{"infrastructure", "infra"}); got != "infra" {
		t.Errorf("closest(infras) = %q, want infra", got)
	}
	if got, _ := closest("cat", []string{"bat", "hat"}); got != "bat" {
		t.Errorf("closest(cat) = %q, want bat, the earlier of two at distance 1", got)
	}
}
