// Package db is the warehouse's database client. Its errors quote the
// queries, tables and hosts they concern, which no model may read.
//
//toolerr:sensitive
package db

import (
	"context"
	"errors"
)

// ErrNoRows is returned by Query when nothing matches.
var ErrNoRows = errors.New("db: no rows in result set")

// Conn is a connection to the warehouse database.
type Conn struct {
	dsn string
}

// Open connects to the database at dsn.
func Open(dsn string) (*Conn, error) {
	if dsn == "" {
		return nil, errors.New("db: empty dsn")
	}
	return &Conn{dsn: dsn}, nil
}

// Query runs a query and returns its first column.
func (c *Conn) Query(ctx context.Context, query string, args ...any) (string, error) {
	if ctx.Err() != nil {
		return "", ctx.Err()
	}
	return "", errors.New("db: relation \"items\" does not exist at " + c.dsn + ": " + query)
}

// Exec runs a statement.
func (c *Conn) Exec(ctx context.Context, stmt string, args ...any) error {
	return errors.New("db: permission denied for table items at " + c.dsn)
}
