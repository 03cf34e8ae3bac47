package toolerrtest

import "testing"

func TestFuzzInput(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{"", "(arguments omitted)"},
		{`{"id":1}`, `{"id":1}`},
		{`{"id"`, `"{\"id\""`},
	} {
		if got := fuzzInput([]byte(tc.in)).String(); got != tc.want {
			t.Errorf("fuzzInput(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestFromPanic(t *testing.T) {
	stack := "goroutine 7 [running]:\nruntime/debug.Stack()\n\t/go/src/runtime/debug/stack.go:26\nmain.catch.func1()\n\t/x/catch.go:9\npanic({0x1, 0x2})\n\t/go/src/runtime/panic.go:783\nmain.handler()\n\t/x/handler.go:12\n"
	want := "goroutine 7 [running]:\nmain.handler()\n\t/x/handler.go:12\n"
	if got := string(fromPanic([]byte(stack))); got != want {
		t.Errorf("fromPanic:\n%s\nwant:\n%s", got, want)
	}
	if got := string(fromPanic([]byte("goroutine 1 [running]:\nmain.f()\n"))); got != "goroutine 1 [running]:\nmain.f()\n" {
		t.Errorf("fromPanic of a stack without panic: %q", got)
	}
}
