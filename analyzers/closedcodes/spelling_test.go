package closedcodes

import "testing"

func TestFold(t *testing.T) {
	for _, s := range []string{"not_found", "NOT_FOUND", "not-found", "NotFound", "not found", "not.found"} {
		if got := fold(s); got != "notfound" {
			t.Errorf("fold(%q) = %q, want notfound", s, got)
		}
	}
}
