package report

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf16"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

// The verdict browser's data is one JSON object (packed by embedded):
//
//	{"s": strings, "t": traces, "r": rows}
//
// s holds every distinct text once; t every distinct rules trace once, as a
// flat list of string indices [rule, outcome, note, rule, outcome, note ...]
// (outcome 0 ABSTAIN, 1 YES, 2 NO, not an index); a row is a list of
// numbers:
//
//	[id, result, decided_by, reason, trace, error, question, gold, prediction,
//	 label, llm...]
//
// where result and label are 0 none/UNDECIDED, 1 YES, 2 NO, text fields are
// indices into s (0 is ""), trace an index into t, and llm, when present,
// six more numbers: model, response, attempts, cached (0/1), tokens, batch.
// An LLM verdict's reason is most often a span of the reply: then reason is
// -(1+offset) and a last number its length, both in UTF-16 code units of
// the reply (JavaScript's string indices), rather than a second copy.
// Traces repeat a lot (most cases a rule cannot see get the same notes), so
// deduplicating them keeps 100,000 verdicts to a few megabytes a field.
type dataBuilder struct {
	strs    []string
	strIdx  map[string]int
	traces  [][]int
	traceIx map[string]int
	rows    [][]int
	key     []byte
}

// Row fields, as the script reads them.
const (
	colID = iota
	colResult
	colDecider
	colReason
	colTrace
	colError
	colQuestion
	colGold
	colPrediction
	colLabel
	colModel
	colResponse
	colAttempts
	colCached
	colTokens
	colBatch
	colReasonLen
)

func newDataBuilder() *dataBuilder {
	d := &dataBuilder{strIdx: map[string]int{}, traceIx: map[string]int{}}
	d.str("")
	return d
}

// str returns the index of s in the string table, adding it when new.
func (d *dataBuilder) str(s string) int {
	if i, ok := d.strIdx[s]; ok {
		return i
	}
	i := len(d.strs)
	d.strs = append(d.strs, s)
	d.strIdx[s] = i
	return i
}

func (d *dataBuilder) trace(ts []engine.RuleTrace) int {
	flat := make([]int, 0, 3*len(ts))
	// The key spells the indices as varints: two traces share a key exactly
	// when they list the same rules, outcomes and notes.
	d.key = d.key[:0]
	for _, t := range ts {
		r, n, o := d.str(t.Rule), d.str(t.Note), code(t.Outcome.String())
		flat = append(flat, r, o, n)
		d.key = binary.AppendUvarint(d.key, uint64(r))
		d.key = binary.AppendUvarint(d.key, uint64(o))
		d.key = binary.AppendUvarint(d.key, uint64(n))
	}
	k := string(d.key)
	if i, ok := d.traceIx[k]; ok {
		return i
	}
	i := len(d.traces)
	d.traces = append(d.traces, flat)
	d.traceIx[k] = i
	return i
}

// code packs a result or a rule's outcome into the page's data: 1 YES,
// 2 NO, 0 anything else (UNDECIDED, ABSTAIN, no label).
func code(s string) int {
	switch s {
	case "YES":
		return 1
	case "NO":
		return 2
	}
	return 0
}

// utf16Len is the length of s in UTF-16 code units, as JavaScript counts.
// encoding/json writes invalid UTF-8 as U+FFFD, one unit, as range reads it.
func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n += utf16.RuneLen(r)
	}
	return n
}

// answers writes the acceptable answers on one line.
func answers(as []rules.Answer) string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	return strings.Join(out, " | ")
}

func (d *dataBuilder) add(v engine.Verdict, c *engine.Case) {
	row := []int{
		colID:      d.str(verdictfile.IDText(v.ID)),
		colResult:  code(string(v.Result)),
		colDecider: d.str(v.DecidedBy),
		colTrace:   d.trace(v.Rules),
		colError:   d.str(v.Error),
	}
	inReply := -1 // where the reason is in the LLM's reply
	if v.LLM != nil && v.Reason != "" {
		inReply = strings.Index(v.LLM.Response, v.Reason)
	}
	if inReply < 0 {
		row[colReason] = d.str(v.Reason)
	}
	if c != nil {
		row = append(row,
			d.str(c.Question),
			d.str(answers(c.Answers)),
			d.str(c.Prediction),
			code(string(c.Label)))
	} else {
		row = append(row, 0, 0, 0, 0)
	}
	if l := v.LLM; l != nil {
		cached := 0
		if l.Cached {
			cached = 1
		}
		row = append(row, d.str(l.Model), d.str(l.Response), l.Attempts, cached, l.Usage.PromptTokens+l.Usage.CompletionTokens, d.str(l.Batch))
		if inReply >= 0 {
			row[colReason] = -(1 + utf16Len(l.Response[:inReply]))
			row = append(row, utf16Len(v.Reason))
		}
	}
	d.rows = append(d.rows, row)
}

// json returns the data as JSON. encoding/json escapes <, > and & (and
// U+2028, U+2029) in strings, so it cannot close the script element that
// holds it, whatever a case says.
func (d *dataBuilder) json() ([]byte, error) {
	return json.Marshal(d.blob())
}

func (d *dataBuilder) blob() any {
	// Empty lists, not null, for a run with no verdicts.
	if d.traces == nil {
		d.traces = [][]int{}
	}
	if d.rows == nil {
		d.rows = [][]int{}
	}
	return struct {
		S []string `json:"s"`
		T [][]int  `json:"t"`
		R [][]int  `json:"r"`
	}{d.strs, d.traces, d.rows}
}

// embedded returns the data as the page embeds it: the JSON, gzipped, in
// base64, as one JSON string. Gzip makes a page of 100,000 verdicts a
// quarter of the size, and the browser unpacks it faster than it would read
// the difference (DecompressionStream). Base64 holds no <, > or &, so the
// blob cannot close the script element that holds it, whatever a case says.
func (d *dataBuilder) embedded() ([]byte, error) {
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	enc := json.NewEncoder(zw)
	enc.SetEscapeHTML(false) // the page never reads the JSON as HTML
	err := enc.Encode(d.blob())
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		return nil, fmt.Errorf("report: packing the verdicts: %w", err)
	}
	out := make([]byte, 0, base64.StdEncoding.EncodedLen(z.Len())+2)
	out = append(out, '"')
	out = base64.StdEncoding.AppendEncode(out, z.Bytes())
	return append(out, '"'), nil
}
