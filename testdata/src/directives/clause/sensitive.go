// Package clause declares every error of its own sensitive, on its package
// clause, where no other directive may go.
//
//toolerr:sensitive
package clause

import "errors"

// ErrLocked is returned while the store is locked.
var ErrLocked = errors.New("store locked by pid 4242 on host db-3")

// Options is a struct type, which is no error.
// want +2 `^//toolerr:sensitive is on struct type Options, which does not implement error; it goes on a function, a method, a named type that implements error, or the package clause$`
//
//toolerr:sensitive
type Options struct{ DSN string }

// dsn is a variable.
// want +2 `//toolerr:sensitive is on variable dsn; it goes on a function, a method, a named type that implements error, or the package clause`
//
//toolerr:sensitive
var dsn = "postgres://db-3"

// DriverError is the driver's error.
//
//toolerr:sensitive
type DriverError struct{ Query string }

func (e *DriverError) Error() string { return "driver: " + e.Query }

// open connects.
//
//toolerr:sensitive
func open() error { return &DriverError{Query: dsn} }
