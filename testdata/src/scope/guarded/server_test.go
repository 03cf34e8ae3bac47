package guarded

import "testing"

func TestServer(t *testing.T) {
	if newServer() == nil {
		t.Fatal("no server")
	}
}
