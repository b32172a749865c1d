// Package metrics measures verdicts: the graded model's score (the share of
// cases judged YES, with the interval the UNDECIDED cases leave open),
// overall and by group, and the figures MMLongBench-Doc reports.
//
// It works on plain values (a verdict's result as "YES", "NO" or
// "UNDECIDED", a field's values as strings), so any part of docjudge can
// count with it.
package metrics

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
)

// Verdict results, as written in verdict files.
const (
	Yes       = "YES"
	No        = "NO"
	Undecided = "UNDECIDED"
)

// Score counts the verdicts of a set of cases. The graded model's accuracy
// is the share of cases judged YES; an UNDECIDED case may be either, so the
// accuracy lies between Low (every undecided case wrong) and High (every one
// right). A run with no undecided case has Low == High.
type Score struct {
	Cases     int
	Yes       int
	No        int
	Undecided int // UNDECIDED, bad input rows included
}

// Add counts one verdict's result. Anything but YES or NO is undecided.
func (s *Score) Add(result string) {
	s.Cases++
	switch result {
	case Yes:
		s.Yes++
	case No:
		s.No++
	default:
		s.Undecided++
	}
}

// Accuracy is the share of cases judged YES: Low.
func (s Score) Accuracy() float64 { return s.Low() }

// Low is the accuracy when every undecided case is wrong.
func (s Score) Low() float64 { return ratio(s.Yes, s.Cases) }

// High is the accuracy when every undecided case is right.
func (s Score) High() float64 { return ratio(s.Yes+s.Undecided, s.Cases) }

// MarshalJSON writes the counts with the accuracy and its interval.
func (s Score) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Cases        int     `json:"cases"`
		Yes          int     `json:"yes"`
		No           int     `json:"no"`
		Undecided    int     `json:"undecided"`
		Accuracy     float64 `json:"accuracy"`
		AccuracyLow  float64 `json:"accuracy_low"`
		AccuracyHigh float64 `json:"accuracy_high"`
	}{s.Cases, s.Yes, s.No, s.Undecided, s.Accuracy(), s.Low(), s.High()})
}

// UnmarshalJSON reads the counts MarshalJSON writes; the figures derived
// from them are recomputed.
func (s *Score) UnmarshalJSON(b []byte) error {
	var in struct {
		Cases     int `json:"cases"`
		Yes       int `json:"yes"`
		No        int `json:"no"`
		Undecided int `json:"undecided"`
	}
	if err := json.Unmarshal(b, &in); err != nil {
		return fmt.Errorf("metrics: %w", err)
	}
	*s = Score{Cases: in.Cases, Yes: in.Yes, No: in.No, Undecided: in.Undecided}
	return nil
}

// Breakdown is the score per value of one input field, such as
// answer_format or doc_type.
type Breakdown struct {
	Field  string            `json:"field"`
	Groups map[string]*Score `json:"groups"`
}

// NewBreakdown returns an empty breakdown by field.
func NewBreakdown(field string) *Breakdown {
	return &Breakdown{Field: field, Groups: map[string]*Score{}}
}

// Missing is the group of cases that lack the field.
const Missing = "(missing)"

// Add counts one case's result in the group of each of its values: a case
// whose field holds a list (evidence sources) counts in each item's group,
// and a case with no value in the group Missing.
func (b *Breakdown) Add(values []string, result string) {
	if len(values) == 0 {
		values = []string{Missing}
	}
	for i, v := range values {
		if slices.Contains(values[:i], v) {
			continue // a value listed twice counts once
		}
		g := b.Groups[v]
		if g == nil {
			g = &Score{}
			b.Groups[v] = g
		}
		g.Add(result)
	}
}

// Values lists the groups' values, sorted.
func (b *Breakdown) Values() []string { return slices.Sorted(maps.Keys(b.Groups)) }

// Write prints the breakdown as a table, one group a line.
func (b *Breakdown) Write(w io.Writer) {
	fmt.Fprintf(w, "by %s:\n", b.Field)
	writeHeader(w)
	for _, v := range b.Values() {
		writeRow(w, v, *b.Groups[v])
	}
}

// WriteScore prints one score as a table row named label, under the header.
func WriteScore(w io.Writer, label string, s Score) {
	writeHeader(w)
	writeRow(w, label, s)
}

const rowFormat = "  %-44s %8s %9s %9s   %s\n"

func writeHeader(w io.Writer) {
	fmt.Fprintf(w, rowFormat, "group", "cases", "YES", "accuracy", "if undecided were all wrong .. all right")
}

func writeRow(w io.Writer, label string, s Score) {
	interval := "-"
	if s.Undecided > 0 {
		interval = fmt.Sprintf("%s .. %s (%d undecided)", percent(s.Low()), percent(s.High()), s.Undecided)
	}
	fmt.Fprintf(w, rowFormat, clip(label, 44), fmt.Sprint(s.Cases), fmt.Sprint(s.Yes), percent(s.Accuracy()), interval)
}

func percent(f float64) string { return fmt.Sprintf("%.2f%%", 100*f) }

// clip shortens a group's name to n characters, so a long value keeps the
// table's columns.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}
