// Package errors is a stub of github.com/pkg/errors: its wrapping
// functions return nil where the error they wrap is nil.
package errors

import "fmt"

type withMessage struct {
	cause error
	msg   string
}

func (w *withMessage) Error() string { return w.msg + ": " + w.cause.Error() }
func (w *withMessage) Unwrap() error { return w.cause }

func New(message string) error                    { return fmt.Errorf("%s", message) }
func Errorf(format string, args ...any) error     { return fmt.Errorf(format, args...) }
func WithStack(err error) error                   { return err }
func WithMessage(err error, message string) error { return Wrap(err, message) }

func Wrap(err error, message string) error {
	if err == nil {
		return nil
	}
	return &withMessage{cause: err, msg: message}
}

func Wrapf(err error, format string, args ...any) error {
	return Wrap(err, fmt.Sprintf(format, args...))
}
