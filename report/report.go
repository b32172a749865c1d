// Package report writes one self-contained HTML page to audit a run: what
// was graded and how, the funnel from rules to the LLM, agreement with human
// labels, the graded model's score, the LLM's cost, and a browser over every
// verdict with its whole trace.
//
// The page needs no network and no server: styles, script, charts (SVG drawn
// here) and the verdicts are all in the file. The verdicts are one JSON blob
// with each text and rules trace stored once, gzipped, which the browser
// unpacks; the first page of them also comes as plain JSON, shown at once. The summary is plain HTML, readable without JavaScript; the
// verdict browser needs it. Every text from a case is data: it is escaped for
// where it goes, and the script writes it with textContent only.
package report

import (
	"bytes"
	"io"
	"strings"
	"time"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/metrics"
	"github.com/docjudge/docjudge/rules"
)

// Run describes what the report is about, for its header.
type Run struct {
	Verdicts []string      // the verdict files read ("-" for standard input)
	Inputs   []string      // the case files read, if any
	Graded   time.Time     // when the verdicts were written; zero when unknown
	Elapsed  time.Duration // how long grading took; zero when unknown
	Made     time.Time     // when the report was made
	Version  string        // docjudge's version
}

// Options configures a report.
type Options struct {
	Run Run
	// By names input fields to break the graded model's score down by.
	By []string
	// Title heads the page; "" means "docjudge report".
	Title string
}

// Builder collects verdicts and writes the page. Add every verdict in order,
// then call WriteHTML once.
type Builder struct {
	opts  Options
	tally tally
	agr   *metrics.Agreement
	data  *dataBuilder
	head  *dataBuilder // the first page of verdicts, drawn before data is unpacked
}

// headRows is how many verdicts the page shows before it has unpacked them
// all: its first page.
const headRows = 50

// New returns an empty report.
func New(opts Options) *Builder {
	if opts.Title == "" {
		opts.Title = "docjudge report"
	}
	return &Builder{opts: opts, tally: newTally(opts.By), agr: metrics.NewAgreement(), data: newDataBuilder(), head: newDataBuilder()}
}

// Add counts one verdict. c is its case, or nil when the case is unknown
// (verdicts read without --input and graded without --echo): the page then
// shows the verdict without question, gold, prediction and label.
func (b *Builder) Add(v engine.Verdict, c *engine.Case) {
	var label engine.Result
	if c != nil {
		label = c.Label
	}
	b.tally.add(v, c)
	b.agr.Add(string(label), string(v.Result), v.DecidedBy)
	b.data.add(v, c)
	if len(b.head.rows) < headRows {
		b.head.add(v, c)
	}
}

// WriteHTML writes the page.
func (b *Builder) WriteHTML(w io.Writer) error {
	page, err := b.HTML()
	if err != nil {
		return err
	}
	_, err = w.Write(page)
	return err
}

// HTML returns the page.
func (b *Builder) HTML() ([]byte, error) {
	p, err := b.page()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := pageTemplate.Execute(&buf, p); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// undecided causes, in the order the funnel shows them.
const (
	causeBadLine     = "bad input line"
	causeRuleFailure = "rule failure"
	causeLLMError    = "LLM error"
	causeConflict    = "rules disagree"
	causeNotSent     = "not sent to an LLM"
)

var causes = []string{causeBadLine, causeRuleFailure, causeLLMError, causeConflict, causeNotSent}

// undecidedCause says why a verdict is undecided, "" when it is not.
func undecidedCause(v engine.Verdict) string {
	switch {
	case v.Result != engine.Undecided:
		return ""
	case v.LLM != nil && v.Error != "":
		return causeLLMError
	case v.Error != "" && len(v.Rules) == 0 && v.LLM == nil:
		return causeBadLine
	case v.Error != "":
		return causeRuleFailure
	case conflict(v):
		return causeConflict
	default:
		return causeNotSent
	}
}

// conflict reports whether rules disagreed on the case: one said YES and
// another NO. The trace says so, for verdicts read from a file as for a run.
func conflict(v engine.Verdict) bool {
	var yes, no bool
	for _, t := range v.Rules {
		yes = yes || t.Outcome == rules.Yes
		no = no || t.Outcome == rules.No
	}
	return yes && no
}

// tally counts what the summary shows.
type tally struct {
	cases     int
	results   map[engine.Result]int
	byRule    map[string]int // decided_by "rule:x" -> count, keyed by x
	sentLLM   int
	byLLM     int
	undecided map[string]int // by cause
	labelled  int
	withCase  int

	llm     llmCost
	models  map[string]int
	prompts map[string]int
	batches map[string]int // replies by the batch (or imported file) they came from

	all metrics.Score
	by  []*metrics.Breakdown // one per Options.By field
}

type llmCost struct {
	Requests, CacheHits, Retries, Failures int
	PromptTokens, CompletionTokens         int
	LatencyMS                              int64
}

func newTally(by []string) tally {
	t := tally{
		results: map[engine.Result]int{}, byRule: map[string]int{}, undecided: map[string]int{},
		models: map[string]int{}, prompts: map[string]int{}, batches: map[string]int{},
	}
	for _, field := range by {
		t.by = append(t.by, metrics.NewBreakdown(field))
	}
	return t
}

func (t *tally) add(v engine.Verdict, c *engine.Case) {
	t.cases++
	t.results[v.Result]++
	if name, ok := strings.CutPrefix(v.DecidedBy, "rule:"); ok {
		t.byRule[name]++
	}
	if v.DecidedBy == "llm" {
		t.byLLM++
	}
	if cause := undecidedCause(v); cause != "" {
		t.undecided[cause]++
	}
	if c != nil {
		t.withCase++
		if c.Label != "" {
			t.labelled++
		}
	}
	if l := v.LLM; l != nil {
		t.sentLLM++
		t.llm.Requests += l.Attempts
		t.llm.Retries += max(l.Attempts-1, 0)
		if l.Cached {
			t.llm.CacheHits++
		}
		if v.Error != "" {
			t.llm.Failures++
		}
		t.llm.PromptTokens += l.Usage.PromptTokens
		t.llm.CompletionTokens += l.Usage.CompletionTokens
		t.llm.LatencyMS += l.LatencyMS
		if l.Model != "" {
			t.models[l.Model]++
		}
		if l.PromptSHA256 != "" {
			t.prompts[l.PromptSHA256]++
		}
		if l.Batch != "" {
			t.batches[l.Batch]++
		}
	}
	var raw []byte
	if c != nil {
		raw = c.Raw
	}
	t.all.Add(string(v.Result))
	for _, b := range t.by {
		b.Add(metrics.FieldValues(raw, b.Field), string(v.Result))
	}
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// SetRun sets when the report was made and how long grading took, for a
// report built while grading.
func (b *Builder) SetRun(made time.Time, elapsed time.Duration) {
	b.opts.Run.Made, b.opts.Run.Elapsed = made, elapsed
}
