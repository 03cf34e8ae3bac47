package vet

import "testing"

func TestIsInvocation(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want bool
	}{
		{[]string{"-V=full"}, true},
		{[]string{"-flags"}, true},
		{[]string{"--flags"}, true},
		{[]string{"/tmp/go-build1/b001/vet.cfg"}, true},
		{[]string{"-protocolerr=false", "-json", "/tmp/go-build1/b001/vet.cfg"}, true},
		{nil, false},
		{[]string{"./..."}, false},
		{[]string{"-format", "json", "./..."}, false},
		{[]string{"-C", "flags", "./..."}, false},
		{[]string{"version"}, false},
		{[]string{"explain", "protocolerr"}, false},
	} {
		if got := IsInvocation(tc.args); got != tc.want {
			t.Errorf("IsInvocation(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}
