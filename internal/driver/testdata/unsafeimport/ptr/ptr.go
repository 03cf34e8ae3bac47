// Package ptr imports unsafe, which go list lists with no export data:
// the compiler provides it.
package ptr

import "unsafe"

// Size is the size of an int.
func Size() uintptr { return unsafe.Sizeof(0) }
