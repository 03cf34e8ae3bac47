// Package plain imports no framework: the handlers pass finds no handler
// in it without a walk, and makes its index on the first ask.
package plain

func helper() int { return 1 }

func caller() int {
	n := helper() // want `call helper in caller`
	func() {      // want `recovers`
		_ = recover() // want `call - in a closure`
	}() // want `call - in caller`
	return n
}
