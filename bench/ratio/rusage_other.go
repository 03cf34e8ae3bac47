//go:build !unix

package main

import "os"

// maxRSSKiB is not measured where the system reports no rusage.
func maxRSSKiB(*os.ProcessState) int64 { return 0 }
