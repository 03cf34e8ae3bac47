// Package require is a stub of testify's require: the assertions the
// fixtures' tests make, which stop the test when they fail.
package require

// TestingT is what the assertions report to.
type TestingT interface {
	Errorf(format string, args ...any)
	FailNow()
}

func Error(t TestingT, err error, msgAndArgs ...any)                          {}
func NoError(t TestingT, err error, msgAndArgs ...any)                        {}
func ErrorContains(t TestingT, err error, contains string, msgAndArgs ...any) {}
func ErrorIs(t TestingT, err, target error, msgAndArgs ...any)                {}
func NotNil(t TestingT, object any, msgAndArgs ...any)                        {}
func True(t TestingT, value bool, msgAndArgs ...any)                          {}
