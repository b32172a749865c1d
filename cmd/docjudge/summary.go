package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/docjudge/docjudge/engine"
)

// writeError marks a failure to write verdicts, as opposed to reading or
// grading them.
type writeError struct{ err error }

func (e *writeError) Error() string { return "writing the verdicts: " + e.err.Error() }
func (e *writeError) Unwrap() error { return e.err }

// lineCounter counts the whole lines that reached w: after a failed write,
// how many verdicts the output really holds.
type lineCounter struct {
	w     io.Writer
	lines int
}

func (c *lineCounter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.lines += bytes.Count(p[:n], []byte("\n"))
	return n, err
}

// dryRunJSON is what a dry run would send, in --summary-json.
type dryRunJSON struct {
	Cases    int `json:"cases"`    // would go to the LLM
	Distinct int `json:"distinct"` // of them, distinct
	Tokens   int `json:"prompt_tokens"`
}

// writeSummary writes --summary-json, when it is asked for: the run's
// counts (with the score, for grade), what was written, and how the run
// ended.
func writeSummary(sum engine.Summary, s setup, code int, runErr error) error {
	if s.summaryJSON == "" {
		return nil
	}
	j := s.board.summary(sum)
	j.ExitStatus = code
	if runErr != nil {
		j.Error = runErr.Error()
	}
	if s.written != nil && errorsAsWrite(runErr) {
		n := s.written.lines
		j.Written = &n
	}
	if s.dry != nil {
		j.DryRun = &dryRunJSON{s.dry.cases, len(s.dry.distinct), s.dry.tokens}
	}
	b, err := json.MarshalIndent(j, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(s.summaryJSON, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("--summary-json: %w", err)
	}
	return nil
}
