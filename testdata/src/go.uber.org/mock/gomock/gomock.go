// Package gomock is a stub of go.uber.org/mock/gomock: the parts the
// fixtures of test doubles use.
package gomock

// Controller records the calls of the mocks it made.
type Controller struct{}

// Call records a call of method on receiver and returns what the test set.
func (c *Controller) Call(receiver any, method string, args ...any) []any { return nil }
