// Package assert is a stub of testify's assert: the assertions the
// fixtures' tests make.
package assert

// TestingT is what the assertions report to.
type TestingT interface {
	Errorf(format string, args ...any)
}

func Error(t TestingT, err error, msgAndArgs ...any) bool                          { return err != nil }
func NoError(t TestingT, err error, msgAndArgs ...any) bool                        { return err == nil }
func ErrorContains(t TestingT, err error, contains string, msgAndArgs ...any) bool { return err != nil }
func EqualError(t TestingT, err error, errString string, msgAndArgs ...any) bool   { return err != nil }
func ErrorIs(t TestingT, err, target error, msgAndArgs ...any) bool                { return err != nil }
func NotNil(t TestingT, object any, msgAndArgs ...any) bool                        { return object != nil }
func Nil(t TestingT, object any, msgAndArgs ...any) bool                           { return object == nil }
func Contains(t TestingT, s, contains any, msgAndArgs ...any) bool                 { return true }
func Equal(t TestingT, expected, actual any, msgAndArgs ...any) bool               { return true }
func True(t TestingT, value bool, msgAndArgs ...any) bool                          { return value }

// Assertions are the assertions bound to one test, as a suite has them.
type Assertions struct{ t TestingT }

func New(t TestingT) *Assertions { return &Assertions{t} }

func (a *Assertions) Error(err error, msgAndArgs ...any) bool   { return err != nil }
func (a *Assertions) NoError(err error, msgAndArgs ...any) bool { return err == nil }
