package report

import (
	"cmp"
	_ "embed"
	"fmt"
	"html/template"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/metrics"
)

var (
	//go:embed page.html
	pageHTML string
	//go:embed page.css
	pageCSS string
	//go:embed page.js
	pageJS string

	pageTemplate = template.Must(template.New("page").Funcs(template.FuncMap{
		"pct":   pct,
		"count": count,
	}).Parse(pageHTML))
)

// page is what the template shows.
type page struct {
	Title     string
	Run       []fact
	Totals    []fact
	Funnel    chart
	Legend    []legendItem
	Agreement *agreementView
	Score     scoreView
	LLM       *llmView
	Cases     int
	HasCases  bool
	Deciders  []string
	Rules     []string

	CSS  template.CSS
	JS   template.JS
	Head template.JS // the first page of verdicts, as JSON
	Data template.JS // all of them, packed
}

type fact struct{ Key, Value string }

type legendItem struct{ Label, Color string }

type agreementView struct {
	Cases, Decided, Correct, Unlabeled int
	Coverage, Precision, Kappa         float64
	Confusion                          [2]confusionRow
	Deciders                           []deciderRow
	Chart                              chart
}

type confusionRow struct {
	Label             string
	Yes, No, Undecide int
}

type deciderRow struct {
	Name             string
	Decided, Correct int
	Precision        float64
}

type scoreView struct {
	All    metrics.Score
	Chart  chart
	Groups []scoreGroupView
}

type scoreGroupView struct {
	Field string
	Rows  []scoreRow
	Chart chart
}

type scoreRow struct {
	Group string
	metrics.Score
}

type llmView struct {
	llmCost
	Cases   int
	Models  []string
	Prompts []string
	Batched int      // replies that came from a batch
	Batches []string // the batches, most replies first
}

func (b *Builder) page() (page, error) {
	t := &b.tally
	data, err := b.data.embedded()
	if err != nil {
		return page{}, err
	}
	head, err := b.head.json()
	if err != nil {
		return page{}, err
	}
	p := page{
		Title:    b.opts.Title,
		Cases:    t.cases,
		HasCases: t.withCase > 0,
		CSS:      template.CSS(pageCSS),
		JS:       template.JS(pageJS),
		Head:     template.JS(head),
		Data:     template.JS(data),
	}
	p.Run = b.runFacts()
	p.Totals = []fact{
		{"verdicts", count(t.cases)},
		{"YES", count(t.results[engine.Yes])},
		{"NO", count(t.results[engine.No])},
		{"UNDECIDED", count(t.results[engine.Undecided])},
		{"labelled", count(t.labelled)},
	}
	p.Rules = b.ruleNames()
	colors := newPalette(p.Rules)
	p.Funnel, p.Legend = t.funnel(colors)
	if t.labelled > 0 {
		p.Agreement = agreement(b.agr, colors)
	}
	p.Score = t.scoreView()
	if t.sentLLM > 0 {
		p.LLM = &llmView{llmCost: t.llm, Cases: t.sentLLM, Models: byCount(t.models), Prompts: byCount(t.prompts), Batches: atMost(withCounts(t.batches), 5)}
		for _, k := range t.batches {
			p.LLM.Batched += k
		}
	}
	deciders := map[string]bool{}
	for name := range t.byRule {
		deciders["rule:"+name] = true
	}
	if t.byLLM > 0 {
		deciders["llm"] = true
	}
	p.Deciders = slices.Sorted(maps.Keys(deciders))
	return p, nil
}

// ruleNames lists the rules named in any trace, in the order they first
// appear (the engine's order).
func (b *Builder) ruleNames() []string {
	var names []string
	seen := map[int]bool{}
	for _, tr := range b.data.traces {
		for i := 0; i < len(tr); i += 3 {
			if !seen[tr[i]] {
				seen[tr[i]] = true
				names = append(names, b.data.strs[tr[i]])
			}
		}
	}
	return names
}

func (b *Builder) runFacts() []fact {
	r := b.opts.Run
	t := &b.tally
	var facts []fact
	facts = append(facts, fact{"verdicts", strings.Join(r.Verdicts, ", ")})
	switch {
	case len(r.Inputs) > 0:
		facts = append(facts, fact{"cases", strings.Join(r.Inputs, ", ")})
	case t.withCase > 0:
		facts = append(facts, fact{"cases", "copied into the verdicts (--echo)"})
	default:
		facts = append(facts, fact{"cases", "not given: questions, golds, predictions and labels are not shown (pass --input CASES)"})
	}
	models := "none: no verdict went to an LLM"
	if len(t.models) > 0 {
		models = strings.Join(withCounts(t.models), ", ")
	}
	facts = append(facts, fact{"judge model", models})
	if len(t.prompts) > 0 {
		facts = append(facts, fact{"prompt sha256", strings.Join(withCounts(t.prompts), ", ")})
	}
	if !r.Graded.IsZero() {
		facts = append(facts, fact{"graded", when(r.Graded)})
	}
	if r.Elapsed > 0 {
		facts = append(facts, fact{"grading took", fmt.Sprintf("%s (%.0f verdicts a second)", r.Elapsed.Round(time.Millisecond), float64(t.cases)/r.Elapsed.Seconds())})
	}
	if !r.Made.IsZero() {
		facts = append(facts, fact{"report made", when(r.Made)})
	}
	if r.Version != "" {
		facts = append(facts, fact{"docjudge", r.Version})
	}
	return facts
}

func when(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05 UTC") }

// byCount lists a count map's keys, most frequent first.
func byCount(m map[string]int) []string {
	keys := slices.Collect(maps.Keys(m))
	slices.SortFunc(keys, func(a, b string) int {
		return cmp.Or(cmp.Compare(m[b], m[a]), cmp.Compare(a, b))
	})
	return keys
}

func withCounts(m map[string]int) []string {
	keys := byCount(m)
	if len(keys) == 1 {
		return keys
	}
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = fmt.Sprintf("%s (%s verdicts)", k, count(m[k]))
	}
	return out
}

// atMost keeps the first n items, saying how many more there are.
func atMost(items []string, n int) []string {
	if len(items) <= n {
		return items
	}
	return append(items[:n:n], fmt.Sprintf("and %s more", count(len(items)-n)))
}

func agreement(a *metrics.Agreement, colors palette) *agreementView {
	v := &agreementView{
		Cases: a.Cases, Decided: a.Decided, Correct: a.Correct, Unlabeled: a.Unlabeled,
		Coverage: a.Coverage(), Precision: a.Precision(), Kappa: a.Kappa(),
	}
	for i, l := range []string{metrics.Yes, metrics.No} {
		c := a.Confusion[l]
		v.Confusion[i] = confusionRow{l, c[metrics.Yes], c[metrics.No], c[metrics.Undecided]}
	}
	for _, name := range slices.Sorted(maps.Keys(a.By)) {
		d := a.By[name]
		v.Deciders = append(v.Deciders, deciderRow{name, d.Decided, d.Correct, ratio(d.Correct, d.Decided)})
	}
	rows := []barRow{{Label: "all decided", Segs: []seg{{W: v.Precision, Fill: colorAll}}, Text: precisionText(v.Precision, a.Correct, a.Decided)}}
	for _, d := range v.Deciders {
		rows = append(rows, barRow{Label: d.Name, Segs: []seg{{W: d.Precision, Fill: colors.of(d.Name)}}, Text: precisionText(d.Precision, d.Correct, d.Decided)})
	}
	v.Chart = newChart(rows, true)
	v.Chart.Label = "precision of each decider: the share of its verdicts that agree with the label"
	return v
}

func precisionText(p float64, correct, decided int) string {
	return fmt.Sprintf("%s (%s of %s)", pct(p), count(correct), count(decided))
}

func (t *tally) scoreView() scoreView {
	v := scoreView{All: t.all}
	v.Chart = newChart([]barRow{scoreBar("all cases", t.all)}, true)
	v.Chart.Label = "the graded model's score, with the undecided interval"
	for _, g := range t.by {
		gv := scoreGroupView{Field: g.Field}
		var rows []barRow
		for _, key := range g.Values() {
			s := *g.Groups[key]
			gv.Rows = append(gv.Rows, scoreRow{key, s})
			rows = append(rows, scoreBar(key, s))
		}
		gv.Chart = newChart(rows, true)
		gv.Chart.Label = "the graded model's score by " + g.Field
		v.Groups = append(v.Groups, gv)
	}
	return v
}

func scoreBar(label string, s metrics.Score) barRow {
	text := pct(s.Low())
	if s.Undecided > 0 {
		text += " .. " + pct(s.High())
	}
	text += " of " + count(s.Cases)
	return barRow{Label: label, Text: text, Segs: []seg{
		{W: s.Low(), Fill: colorYes, Title: "YES: " + count(s.Yes)},
		{W: s.High() - s.Low(), Fill: colorUndecided, Title: "UNDECIDED: " + count(s.Undecided)},
	}}
}

// funnel charts where the cases went: decided by each rule, sent to the
// LLM, decided by it, and left undecided (by cause).
func (t *tally) funnel(colors palette) (chart, []legendItem) {
	n := float64(max(t.cases, 1))
	frac := func(k int) float64 { return float64(k) / n }
	share := func(k int) string { return fmt.Sprintf("%s (%s)", count(k), pct(frac(k))) }

	var ruleSegs []seg
	var legend []legendItem
	ruled := 0
	for _, name := range byCount(t.byRule) {
		k := t.byRule[name]
		ruled += k
		c := colors.of("rule:" + name)
		ruleSegs = append(ruleSegs, seg{W: frac(k), Fill: c, Title: name + ": " + share(k)})
		legend = append(legend, legendItem{fmt.Sprintf("%s %s", name, count(k)), c})
	}
	var undSegs []seg
	for _, cause := range causes {
		if k := t.undecided[cause]; k > 0 {
			c := causeColor[cause]
			undSegs = append(undSegs, seg{W: frac(k), Fill: c, Title: cause + ": " + share(k)})
			legend = append(legend, legendItem{fmt.Sprintf("undecided, %s: %s", cause, count(k)), c})
		}
	}
	und := t.results[engine.Undecided]
	rows := []barRow{
		{Label: "cases", Segs: []seg{{W: 1, Fill: colorAll, Title: "cases: " + count(t.cases)}}, Text: count(t.cases)},
		{Label: "decided by rules", Segs: ruleSegs, Text: share(ruled)},
		{Label: "sent to the LLM", Segs: []seg{{W: frac(t.sentLLM), Fill: colorLLMSent, Title: "sent to the LLM: " + share(t.sentLLM)}}, Text: share(t.sentLLM)},
		{Label: "decided by the LLM", Segs: []seg{{W: frac(t.byLLM), Fill: colorLLM, Title: "decided by the LLM: " + share(t.byLLM)}}, Text: share(t.byLLM)},
		{Label: "undecided", Segs: undSegs, Text: share(und)},
	}
	c := newChart(rows, false)
	c.Label = "where the cases went: decided by rules, sent to the LLM, decided by it, undecided"
	return c, legend
}

// pct formats a share as a percentage.
func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// count formats a count with thousands separators.
func count(n int) string {
	s := fmt.Sprint(n)
	if n < 0 {
		return "-" + count(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
