package audited

import (
	"testing"

	"scope/harness"
)

func TestServer(t *testing.T) {
	s := newServer()
	harness.Guard(s)
}
