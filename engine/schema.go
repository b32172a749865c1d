package engine

// This file is docjudge's output schema: one Verdict a line.

import (
	"encoding/json"

	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// Result is a verdict's result: YES, NO or UNDECIDED.
type Result string

// The results. Undecided always carries why, in Reason or Error.
const (
	Yes       Result = "YES"
	No        Result = "NO"
	Undecided Result = "UNDECIDED"
)

// Verdict is one output record. Its JSON form is docjudge's output schema:
// every key is always present (llm is null when no LLM was asked, error is ""
// when there was none), input only with --echo.
type Verdict struct {
	ID        json.RawMessage `json:"id"`
	Result    Result          `json:"result"`
	DecidedBy string          `json:"decided_by"`
	Reason    string          `json:"reason"`
	Rules     []RuleTrace     `json:"rules"`
	LLM       *llm.Trace      `json:"llm"`
	Error     string          `json:"error"`
	Input     json.RawMessage `json:"input,omitempty"`
}

// RuleTrace is what one rule said of a case.
type RuleTrace struct {
	Rule    string        `json:"rule"`
	Outcome rules.Outcome `json:"outcome"`
	Note    string        `json:"note"`
}
