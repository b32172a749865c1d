package metrics

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// MMLongBenchCase is what MMLongBench-Doc's breakdown needs of one graded
// case.
type MMLongBenchCase struct {
	Result string // the verdict: YES, NO or UNDECIDED
	// Unanswerable: the gold says the question cannot be answered
	// (answer_format None, or the answer "Not answerable").
	Unanswerable bool
	// Declined: the prediction declines to answer (see MMLongBench). Only
	// read for answerable questions.
	Declined bool
	// EvidencePages is how many pages hold the evidence; -1 when unknown.
	EvidencePages int
	Sources       []string // evidence_sources: Chart, Table, Pure-text ...
	DocType       string
}

// MMLongBench is the breakdown MMLongBench-Doc's paper reports, computed as
// its result scripts do: accuracy overall, on single-page evidence (one
// evidence page), cross-page evidence (several pages, answerable questions
// only) and unanswerable questions, per evidence source and per document
// type, and F1.
//
// F1 combines recall, the share of answerable questions answered right, and
// precision, the right answers to answerable questions over the cases where
// the model answered. Whether the model answered is decided from the
// verdict, with no guess of our own: for a "Not answerable" question the
// model answered when the verdict is NO (a YES means it said the question
// cannot be answered); for an answerable question it answered unless the
// prediction declines (Declined: it is empty or a rule read it as a
// refusal). An UNDECIDED unanswerable question counts as answered for the
// low bound and as declined for the high one, so F1, like accuracy, lies in
// an interval.
type MMLongBench struct {
	Overall      Score
	SinglePage   Score
	CrossPage    Score
	Unanswerable Score
	Sources      *Breakdown
	DocTypes     *Breakdown

	answerable      Score // the answerable questions' verdicts: recall
	answered        int   // cases the model answered, for sure
	undecidedUnansw int   // unanswerable questions left undecided
}

// NewMMLongBench returns an empty breakdown.
func NewMMLongBench() *MMLongBench {
	return &MMLongBench{Sources: NewBreakdown("evidence_sources"), DocTypes: NewBreakdown("doc_type")}
}

// Add counts one case.
func (m *MMLongBench) Add(c MMLongBenchCase) {
	m.Overall.Add(c.Result)
	switch {
	case c.EvidencePages == 1:
		m.SinglePage.Add(c.Result)
	case c.EvidencePages >= 0 && !c.Unanswerable:
		m.CrossPage.Add(c.Result)
	}
	if c.Unanswerable {
		m.Unanswerable.Add(c.Result)
		switch c.Result {
		case No:
			m.answered++
		case Yes:
		default:
			m.undecidedUnansw++
		}
	} else {
		m.answerable.Add(c.Result)
		if !c.Declined {
			m.answered++
		}
	}
	if len(c.Sources) > 0 { // as the benchmark's report: no group for none
		m.Sources.Add(c.Sources, c.Result)
	}
	m.DocTypes.Add([]string{c.DocType}, c.Result)
}

// F1 returns MMLongBench-Doc's F1 with every undecided case wrong (low) and
// right (high).
func (m *MMLongBench) F1() (low, high float64) {
	a := m.answerable
	low = f1(ratio(a.Yes, m.answered+m.undecidedUnansw), ratio(a.Yes, a.Cases))
	high = f1(ratio(a.Yes+a.Undecided, m.answered), ratio(a.Yes+a.Undecided, a.Cases))
	return low, high
}

func f1(precision, recall float64) float64 {
	if precision+recall == 0 {
		return 0
	}
	return 2 * precision * recall / (precision + recall)
}

// MarshalJSON writes the breakdown with F1 and its interval.
func (m *MMLongBench) MarshalJSON() ([]byte, error) {
	low, high := m.F1()
	return json.Marshal(struct {
		Overall      Score      `json:"overall"`
		F1           float64    `json:"f1"`
		F1Low        float64    `json:"f1_low"`
		F1High       float64    `json:"f1_high"`
		SinglePage   Score      `json:"single_page"`
		CrossPage    Score      `json:"cross_page"`
		Unanswerable Score      `json:"unanswerable"`
		Sources      *Breakdown `json:"evidence_sources"`
		DocTypes     *Breakdown `json:"doc_type"`
	}{m.Overall, low, low, high, m.SinglePage, m.CrossPage, m.Unanswerable, m.Sources, m.DocTypes})
}

// Write prints the breakdown as a table, in the order of the benchmark's
// own report.
func (m *MMLongBench) Write(w io.Writer) {
	fmt.Fprintln(w, "MMLongBench-Doc:")
	writeHeader(w)
	writeRow(w, "overall", m.Overall)
	low, high := m.F1()
	interval := "-"
	if low != high {
		interval = percent(low) + " .. " + percent(high)
	}
	fmt.Fprintf(w, rowFormat, "F1", "", "", percent(low), interval)
	writeRow(w, "single-page", m.SinglePage)
	writeRow(w, "cross-page", m.CrossPage)
	writeRow(w, "unanswerable", m.Unanswerable)
	for _, v := range m.Sources.Values() {
		writeRow(w, "evidence source: "+v, *m.Sources.Groups[v])
	}
	for _, v := range m.DocTypes.Values() {
		writeRow(w, "document type: "+v, *m.DocTypes.Groups[v])
	}
}

// mmlongbenchFields are the fields of one item of MMLongBench-Doc's result
// file that the breakdown reads.
type mmlongbenchFields struct {
	DocType         json.RawMessage `json:"doc_type"`
	Answer          json.RawMessage `json:"answer"`
	AnswerFormat    json.RawMessage `json:"answer_format"`
	EvidencePages   json.RawMessage `json:"evidence_pages"`
	EvidenceSources json.RawMessage `json:"evidence_sources"`
}

// ReadMMLongBench reads the breakdown's fields from one item of an
// MMLongBench-Doc result file: doc_type, answer, answer_format, and
// evidence_pages and evidence_sources, which the benchmark writes as Python
// list literals ("[3, 5]", "['Chart']"; JSON lists are read too). Result and
// Declined are the caller's to set. A field it cannot read is left empty
// (EvidencePages -1), so the case still counts overall.
func ReadMMLongBench(item []byte) MMLongBenchCase {
	c := MMLongBenchCase{EvidencePages: -1}
	var f mmlongbenchFields
	if json.Unmarshal(item, &f) != nil {
		return c
	}
	c.DocType = stringField(f.DocType)
	c.Unanswerable = IsUnanswerable(stringField(f.AnswerFormat), stringField(f.Answer))
	if pages, ok := listField(f.EvidencePages); ok {
		c.EvidencePages = len(pages)
	}
	c.Sources, _ = listField(f.EvidenceSources)
	return c
}

// IsUnanswerable reports whether an MMLongBench-Doc gold says the question
// cannot be answered: the answer format None, or the answer "Not
// answerable", as the benchmark writes it.
func IsUnanswerable(format, answer string) bool {
	a := strings.ToLower(strings.TrimSpace(strings.TrimRight(strings.TrimSpace(answer), ".")))
	return format == "None" || a == "not answerable"
}

// stringField reads a JSON string, or a number's text; "" otherwise.
func stringField(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if n := bytes.TrimSpace(raw); len(n) > 0 && (n[0] == '-' || n[0] >= '0' && n[0] <= '9') {
		return string(n)
	}
	return ""
}

// listField reads a list written as a JSON array or as a string holding a
// Python or JSON list literal.
func listField(raw json.RawMessage) ([]string, bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '[' {
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			return nil, false
		}
		out := make([]string, 0, len(items))
		for _, it := range items {
			s := stringField(it)
			if s == "" {
				s = string(it)
			}
			out = append(out, s)
		}
		return out, true
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return nil, false
	}
	return normalize.ParseLiteral(s)
}
