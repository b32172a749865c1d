package main

import "runtime/debug"

// gradingMemoryLimit is the memory the Go runtime of grade and eval keeps to
// (a soft limit: heap, stacks and runtime data; the binary's own pages are
// not in it).
//
// What grade and eval hold does not grow with the input: a window of
// batches in flight and the scoreboard's counts (2-4 MB live on JSON
// Lines). With the collector's default (GOGC=100) the heap's goal is twice
// what happens to be live at the last collection, 4 MB at least; a run
// makes thousands of collections, and a long one meets a higher mark than a
// short one (max RSS 7-15% apart at 1x and 30x the input), while
// collecting takes about a fifth of its CPU. With the collector run by this
// limit instead (GOGC=off), it collects when the runtime's memory reaches
// the limit, whatever is live at that moment: a run's memory is this
// constant, not a draw that grows with the input's length, and it collects
// far less often.
//
// 32 MiB is above what a Parquet run holds (a row group at a time: it runs
// in the same CPU time under the limit as without it) and the LLM path's
// largest batches (about 15 MB at 100,000 cases). A run that holds more
// (lines of several MB, near the 8 MB line limit, back to back) still
// runs: over the limit the runtime collects more often, with at most half
// the CPU, as under any limit set by hand. See README, Performance.
const gradingMemoryLimit = 32 << 20

// ownCollector reports whether the command args name runs the Go
// collector its own way (GOGC=off under gradingMemoryLimit): grade and eval
// do, unless the environment sets GOGC or GOMEMLIMIT, which then rule as
// they always do. Other commands keep the runtime's defaults: report holds
// every verdict it shows, which a fixed limit would not fit.
func ownCollector(args []string, getenv func(string) string) bool {
	if len(args) == 0 || args[0] != "grade" && args[0] != "eval" {
		return false
	}
	return getenv("GOGC") == "" && getenv("GOMEMLIMIT") == ""
}

// setCollector sets the collector for the command args name (see
// ownCollector). main calls it once, before run: run itself, which the
// tests call in process, leaves the process's collector alone.
func setCollector(args []string, getenv func(string) string) {
	if ownCollector(args, getenv) {
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(gradingMemoryLimit)
	}
}
