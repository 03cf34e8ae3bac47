package gosdk

import (
	"context"
	"testing"
)

func TestLookup(t *testing.T) {
	_, _, err := lookupTicket(context.Background(), nil, in{})
	if err == nil || err.Error() != "no ticket id" {
		t.Fatalf("got %v", err)
	}
}

func TestClose(t *testing.T) {
	if _, _, err := closeTicket(context.Background(), nil, in{ID: "1"}); err != nil {
		t.Fatal(err)
	}
}

func TestRaw(t *testing.T) {
	_, err := rawTicket(context.Background(), nil)
	if err == nil {
		t.Error("want an error")
	}
}
