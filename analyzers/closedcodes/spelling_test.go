package closedcodes

import "testing"

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
		if got := oneEdit([]rune(tc.a), []rune(tc.b)); got != tc.want {
			t.Errorf("oneEdit(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
		if got := oneEdit([]rune(tc.b), []rune(tc.a)); got != tc.want {
			t.Errorf("oneEdit(%q, %q) = %v, want %v", tc.b, tc.a, got, tc.want)
		}
	}
}

func TestFold(t *testing.T) {
	for _, s := range []string{"not_found", "NOT_FOUND", "not-found", "NotFound", "not found", "not.found"} {
		if got := fold(s); got != "notfound" {
			t.Errorf("fold(%q) = %q, want notfound", s, got)
		}
	}
}
