package metrics

import (
	"fmt"
	"io"
	"maps"
	"slices"
)

// Agreement measures verdicts against human labels.
type Agreement struct {
	Cases     int `json:"cases"`     // labelled cases graded
	Unlabeled int `json:"unlabeled"` // cases without a YES/NO label, not counted
	Decided   int `json:"decided"`   // labelled cases given YES or NO
	Correct   int `json:"correct"`   // decided cases that agree with the label
	// Confusion counts label -> result: Confusion["YES"]["UNDECIDED"].
	Confusion map[string]map[string]int `json:"confusion"`
	// By counts per decider ("rule:exact", "llm").
	By map[string]*DeciderAgreement `json:"by"`
}

// DeciderAgreement counts one decider's verdicts.
type DeciderAgreement struct {
	Decided int `json:"decided"`
	Correct int `json:"correct"`
}

// NewAgreement returns an empty tally.
func NewAgreement() *Agreement {
	return &Agreement{
		Confusion: map[string]map[string]int{Yes: {}, No: {}},
		By:        map[string]*DeciderAgreement{},
	}
}

// Add counts one verdict, its result and who decided it, against its
// label ("YES" or "NO"; any other is unlabelled). It reports whether the
// verdict decided the case against the label.
func (a *Agreement) Add(label, result, decidedBy string) (wrong bool) {
	if label != Yes && label != No {
		a.Unlabeled++
		return false
	}
	a.Cases++
	a.Confusion[label][result]++
	if result == Undecided {
		return false
	}
	a.Decided++
	d := a.By[decidedBy]
	if d == nil {
		d = &DeciderAgreement{}
		a.By[decidedBy] = d
	}
	d.Decided++
	if result == label {
		a.Correct++
		d.Correct++
		return false
	}
	return true
}

// Coverage is the share of labelled cases decided.
func (a *Agreement) Coverage() float64 { return ratio(a.Decided, a.Cases) }

// Precision is the share of decided cases that agree with their labels.
func (a *Agreement) Precision() float64 { return ratio(a.Correct, a.Decided) }

// Kappa is Cohen's kappa between labels and verdicts over the decided cases.
func (a *Agreement) Kappa() float64 {
	n := float64(a.Decided)
	if n == 0 {
		return 0
	}
	yy, yn := float64(a.Confusion[Yes][Yes]), float64(a.Confusion[Yes][No])
	ny, nn := float64(a.Confusion[No][Yes]), float64(a.Confusion[No][No])
	po := (yy + nn) / n
	pe := ((yy+yn)*(yy+ny) + (ny+nn)*(yn+nn)) / (n * n)
	if pe == 1 {
		return 1
	}
	return (po - pe) / (1 - pe)
}

// Write prints the report for people.
func (a *Agreement) Write(w io.Writer) {
	fmt.Fprintf(w, "cases:      %d labelled", a.Cases)
	if a.Unlabeled > 0 {
		fmt.Fprintf(w, " (%d without a label, not counted)", a.Unlabeled)
	}
	fmt.Fprintln(w)
	fmt.Fprintf(w, "decided:    %d (coverage %.2f%%)\n", a.Decided, 100*a.Coverage())
	fmt.Fprintf(w, "precision:  %.2f%% (%d of %d decided agree with the label)\n", 100*a.Precision(), a.Correct, a.Decided)
	fmt.Fprintf(w, "kappa:      %.4f (over the decided cases)\n", a.Kappa())
	fmt.Fprintln(w, "confusion:  label \\ result    YES     NO  UNDECIDED")
	for _, l := range []string{Yes, No} {
		c := a.Confusion[l]
		fmt.Fprintf(w, "            %-14s %6d %6d %10d\n", l, c[Yes], c[No], c[Undecided])
	}
	fmt.Fprintln(w, "by decider:")
	for _, k := range slices.Sorted(maps.Keys(a.By)) {
		d := a.By[k]
		fmt.Fprintf(w, "  %-20s decided %6d, right %6d (%.2f%%)\n", k, d.Decided, d.Correct, 100*ratio(d.Correct, d.Decided))
	}
}
