// Package mock is a stub of testify's mock package: the parts the
// fixtures of test doubles use.
package mock

// Mock records the calls of a test double and answers what the test set.
type Mock struct{}

// Called records a call and returns what the test set for it.
func (m *Mock) Called(arguments ...any) Arguments { return nil }

// On sets what a call of the method answers.
func (m *Mock) On(methodName string, arguments ...any) *Call { return &Call{} }

// Call is an expected call.
type Call struct{}

// Return sets what the call returns.
func (c *Call) Return(returnArguments ...any) *Call { return c }

// Arguments are what a call returns.
type Arguments []any

// Get returns the i-th value.
func (args Arguments) Get(i int) any { return args[i] }

// Error returns the i-th value as an error.
func (args Arguments) Error(i int) error {
	err, _ := args[i].(error)
	return err
}
