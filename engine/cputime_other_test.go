//go:build !unix

package engine_test

import "time"

// started is when the test process started (see cpuTime).
var started = time.Now()

// cpuTime returns the time since the process started: where the process's
// CPU time is not read, the wall clock stands in for it.
func cpuTime() time.Duration { return time.Since(started) }
