package baseline

import "testing"

func TestToolOf(t *testing.T) {
	for _, tc := range []struct{ message, want string }{
		{`tool "get_issue" returns an error built in place as a protocol error (-32603)`, "get_issue"},
		{`tool "say \"hi\"" calls panic, which crashes the server`, `say "hi"`},
		{"handler in rateLimit returns an error built in place as a protocol error (-32603)", "handler in rateLimit"},
		{"handler Server.handle returns a nil result and a nil error", "handler Server.handle"},
		{`handler dispatch (tools "lock" and "unlock") returns an error built in place`, "handler dispatch"},
		{"handler literal calls os.Exit, which exits the server", "handler literal"},
		{`"refund_window_closed" is not one of the codes declared by errs.Code`, ""},
		{"//toolerr:infrastructure is not a directive; did you mean //toolerr:infra?", ""},
		{`tool "unterminated returns`, ""},
		{"handler ", ""},
	} {
		if got := toolOf(tc.message); got != tc.want {
			t.Errorf("toolOf(%q) = %q, want %q", tc.message, got, tc.want)
		}
	}
}
