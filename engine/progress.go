package engine

import (
	"sync/atomic"
)

// Progress counts a run's work as it goes, for a progress display: the
// engine updates it, and anyone may read it at any time. Give it to a run
// in Options.Progress.
type Progress struct {
	Read    atomic.Int64 // input records read, the ones resumed past included
	Bytes   atomic.Int64 // input bytes those records took, when the format tells (JSON Lines, CSV)
	Done    atomic.Int64 // verdicts emitted
	ByRules atomic.Int64 // emitted verdicts a rule decided
	ToLLM   atomic.Int64 // cases handed to the judge (some still in flight)
	Failed  atomic.Int64 // emitted verdicts with an error: bad lines, LLM or rule failures
}

// emitted counts one emitted verdict.
func (p *Progress) emitted(v Verdict) {
	if p == nil {
		return
	}
	p.Done.Add(1)
	if decidedByRule(v.DecidedBy) {
		p.ByRules.Add(1)
	}
	if v.Error != "" {
		p.Failed.Add(1)
	}
}
