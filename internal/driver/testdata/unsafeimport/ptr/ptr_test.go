package ptr

import (
	"testing"
	"unsafe"
)

func TestSize(t *testing.T) {
	if Size() != unsafe.Sizeof(int(0)) {
		t.Fail()
	}
}
