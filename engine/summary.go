package engine

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"
)

// Summary counts what a run did.
type Summary struct {
	Cases     int            // lines graded in this run
	Skipped   int            // lines passed over because an earlier run graded them
	Results   map[Result]int // by result
	DecidedBy map[string]int // by decided_by; "" for undecided
	BadLines  int
	Conflicts int // cases on which rules disagreed
	// RuleFailures counts cases a rule, or reading the case for the rules,
	// failed on (a bug in the rules): they
	// are UNDECIDED with the error.
	RuleFailures int
	LLM          LLMStats
	Elapsed      time.Duration
}

// LLMStats counts the judge's work.
type LLMStats struct {
	Cases            int // cases sent to the judge
	Requests         int // HTTP requests made, retries included
	CacheHits        int // replies from the cache, written by an earlier run
	Duplicates       int // replies this run already had, for an identical case
	Failures         int // cases the judge could not decide
	PromptTokens     int
	CompletionTokens int
}

func newSummary() Summary {
	return Summary{Results: map[Result]int{}, DecidedBy: map[string]int{}}
}

func (s *Summary) add(it Item) {
	v := it.Verdict
	s.Cases++
	s.Results[v.Result]++
	s.DecidedBy[v.DecidedBy]++
	if it.Err != nil {
		s.BadLines++
	}
	if it.Decision.Conflict {
		s.Conflicts++
	}
	if it.Decision.Failure != nil {
		s.RuleFailures++
	}
	if v.LLM != nil {
		s.LLM.Cases++
		switch {
		case v.LLM.Duplicate:
			s.LLM.Duplicates++
		case v.LLM.Cached:
			s.LLM.CacheHits++
		}
		s.LLM.Requests += v.LLM.Attempts
		s.LLM.PromptTokens += v.LLM.Usage.PromptTokens
		s.LLM.CompletionTokens += v.LLM.Usage.CompletionTokens
		if v.Error != "" {
			s.LLM.Failures++
		}
	}
}

// Write prints the summary for people, one fact a line.
func (s Summary) Write(w io.Writer) {
	rate := 0.0
	if secs := s.Elapsed.Seconds(); secs > 0 {
		rate = float64(s.Cases) / secs
	}
	fmt.Fprintf(w, "docjudge: %d cases in %s (%.0f/s)", s.Cases, s.Elapsed.Round(time.Millisecond), rate)
	if s.Skipped > 0 {
		fmt.Fprintf(w, ", %d already graded (resumed)", s.Skipped)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "  results:    YES %d, NO %d, UNDECIDED %d\n", s.Results[Yes], s.Results[No], s.Results[Undecided])
	var by []string
	for _, k := range slices.Sorted(maps.Keys(s.DecidedBy)) {
		name := k
		if name == "" {
			name = "undecided"
		}
		by = append(by, fmt.Sprintf("%s %d", name, s.DecidedBy[k]))
	}
	fmt.Fprintf(w, "  decided by: %s\n", strings.Join(by, ", "))
	if s.Conflicts > 0 {
		fmt.Fprintf(w, "  conflicts:  %d cases on which rules disagreed\n", s.Conflicts)
	}
	if s.LLM.Cases > 0 {
		dups := ""
		if s.LLM.Duplicates > 0 {
			dups = fmt.Sprintf(", %d repeats of cases judged in this run", s.LLM.Duplicates)
		}
		fmt.Fprintf(w, "  llm:        %d cases, %d requests, %d cache hits%s, %d failures, %d prompt + %d completion tokens\n",
			s.LLM.Cases, s.LLM.Requests, s.LLM.CacheHits, dups, s.LLM.Failures, s.LLM.PromptTokens, s.LLM.CompletionTokens)
	}
	if s.RuleFailures > 0 {
		fmt.Fprintf(w, "  rule failures: %d (a bug: please report it with the error)\n", s.RuleFailures)
	}
	fmt.Fprintf(w, "  bad lines:  %d\n", s.BadLines)
}
