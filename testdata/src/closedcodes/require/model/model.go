// Package model registers no tool handler. Not reported under
// -require=codes: only packages that register handlers need a code set.
package model

import "time"

// Now is the current time, as the clock tool reports it.
func Now() string { return time.Now().UTC().Format(time.RFC3339) }
