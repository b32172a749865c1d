package engine

// This file is docjudge's output schema: one Verdict a line.

import (
	"bytes"
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

// encoder encodes verdicts as JSON lines, reusing its buffer.
type encoder struct {
	buf bytes.Buffer
	enc *json.Encoder
}

// encode sets j's JSON to its verdict as a JSON line, when the engine
// encodes verdicts, appended to *into (a batch's bytes, one allocation for
// many verdicts) or, when into is nil, on its own. An encoding error (none
// is known: a verdict holds strings and valid JSON) leaves JSON nil, for
// the writer to encode and report.
func (e *Engine) encode(enc *encoder, j *job, into *[]byte) {
	if !e.opts.EncodeJSON {
		return
	}
	if enc.enc == nil {
		enc.enc = json.NewEncoder(&enc.buf)
		enc.enc.SetEscapeHTML(false)
	}
	enc.buf.Reset()
	if enc.enc.Encode(j.item.Verdict) != nil {
		return
	}
	if into == nil {
		j.item.JSON = bytes.Clone(enc.buf.Bytes())
		return
	}
	start := len(*into)
	*into = append(*into, enc.buf.Bytes()...)
	j.item.JSON = (*into)[start:len(*into):len(*into)]
}
