package spelling

import "testing"

func TestDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"codes", "codes", 0},
		{"code", "codes", 1},      // insertion
		{"codess", "codes", 1},    // deletion
		{"codez", "codes", 1},     // substitution
		{"ingore", "ignore", 1},   // adjacent transposition
		{"hnadler", "handler", 1}, // adjacent transposition
		{"provenace", "provenance", 1},
		{"envelop", "envelope", 1},
		{"infra", "ignore", 3},
		{"", "infra", 5},
		{"kitten", "sitting", 3},
		{"ça", "ca", 1}, // runes, not bytes
	} {
		if got := Distance(tc.a, tc.b); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a); got != tc.want {
			t.Errorf("Distance(%q, %q) = %d, want %d (symmetry)", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestOneEdit(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"not_found", "not_found", false},
		{"not_fond", "not_found", true},   // left out
		{"not_founds", "not_found", true}, // added at the end
		{"xnot_found", "not_found", true}, // added at the start
		{"not_fuond", "not_found", true},  // neighbours swapped
		{"ont_found", "not_found", true},  // neighbours swapped at the start
		{"not_foumd", "not_found", true},  // replaced
		{"not_fuodn", "not_found", false}, // two swaps
		{"nto_fuond", "not_found", false},
		{"not_fou", "not_found", false},
		{"", "a", true},
		{"ab", "ba", true},
		{"abc", "bca", false},
	} {
		if got := Distance(tc.a, tc.b) == 1; got != tc.want {
			t.Errorf("Distance(%q, %q) == 1 is %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if got := Distance(tc.b, tc.a) == 1; got != tc.want {
			t.Errorf("Distance(%q, %q) == 1 is %v, want %v", tc.b, tc.a, got, tc.want)
		}
	}
}
