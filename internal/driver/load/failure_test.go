package load

import (
	"errors"
	"testing"
)

func TestGoFailure(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{
			"err: exit status 1: stderr: go: example.com/gone@v1.0.0: module lookup disabled by GOPROXY=off\n",
			"go: example.com/gone@v1.0.0: module lookup disabled by GOPROXY=off",
		},
		{
			"err: exit status 1: stderr: go: downloading example.com/gone v1.0.0\ngo: errors parsing go.mod:\ngo.mod:6: unknown directive: garbage\n",
			"go: errors parsing go.mod:\ngo.mod:6: unknown directive: garbage",
		},
		{"couldn't run 'go': context canceled", "couldn't run 'go': context canceled"},
		{"err: exit status 1: stderr: go: downloading example.com/gone v1.0.0\n", "err: exit status 1: stderr: go: downloading example.com/gone v1.0.0\n"},
	} {
		if got := goFailure(errors.New(tc.in)).Error(); got != tc.want {
			t.Errorf("goFailure(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
