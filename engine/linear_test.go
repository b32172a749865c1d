package engine_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
)

// hostile is a prediction shape that once made grading slower than linear
// in its length, with a question and gold it is graded against.
type hostile struct {
	name     string
	question string
	gold     string
	// text writes about n bytes of the shape.
	text func(n int) string
}

// repeatTo repeats the pieces part(i) gives until they make n bytes, and
// ends with end.
func repeatTo(n int, part func(i int) string, end string) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(part(i))
	}
	b.WriteString(end)
	return b.String()
}

var months = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// packedDates is the i-th piece of a sentence packed with dates, written
// four ways.
func packedDates(i int) string {
	return fmt.Sprintf("on %d %s %d, then %s %d, %d and %d-%02d-%02d ", 1+i%28, months[i%12], 1700+i%300, months[(i+5)%12], 1+i%27, 1600+i%400, 1900+i%100, 1+i%12, 1+i%28)
}

func hostileShapes() []hostile {
	return []hostile{
		// The answer span is one long sentence packed with numbers, or
		// with dates, against a gold of the same kind.
		{"numbers in the answer span", "How many people lived in the town in 1900?", "4,512",
			func(n int) string {
				return "The answer is " + repeatTo(n, func(i int) string {
					return fmt.Sprintf("%d,%03d people in %d and %d.%d%% of %d km and $%d ", 1+i%97, i%1000, 1800+i%200, i%50, i%10, 10*i, i*7)
				}, "in all")
			}},
		{"plain numbers in the answer span", "How many?", "4512",
			func(n int) string {
				return "The answer is " + repeatTo(n, func(i int) string { return fmt.Sprintf("%d ", 37*i) }, "in all")
			}},
		{"dates in the answer span", "When was the treaty signed?", "March 3, 1918",
			func(n int) string {
				return "The answer is " + repeatTo(n, packedDates, "at last")
			}},
		{"dates with a date gold at the end", "When was the treaty signed?", "March 3, 1918",
			func(n int) string {
				return repeatTo(n, packedDates, "and it was signed on March 3, 1918.")
			}},
		{"many answer markers", "Who wrote the novel?", "Leo Tolstoy",
			func(n int) string {
				return repeatTo(n, func(i int) string {
					return fmt.Sprintf("Answer: draft %d. The answer is maybe writer %d. Final answer: not yet %d. ", i, i, i)
				}, "Final answer: Leo Tolstoy")
			}},
		{"many sentences", "What is the capital of Australia?", "Canberra",
			func(n int) string {
				return repeatTo(n, func(i int) string {
					return fmt.Sprintf("City %d has %d people. It was founded in %d. ", i, 1000+i, 1800+i%200)
				}, "The capital is Canberra.")
			}},
		{"one long sentence of words", "Which river flows through the old town?", "the Danube",
			func(n int) string {
				words := []string{"and", "the", "river", "flows", "past", "old", "mill", "where", "millers", "once", "ground", "grain", "for", "village", "folk"}
				return repeatTo(n, func(i int) string { return words[i%len(words)] + " " }, "which is the Danube.")
			}},
		{"markdown table", "What was the revenue in 2019?", "$1.2 million",
			func(n int) string {
				return "| Year | Revenue | Growth | Date |\n|---|---|---|---|\n" + repeatTo(n, func(i int) string {
					return fmt.Sprintf("| %d | $%d.%d million | %d.%d%% | %s %d, %d |\n", 1900+i%120, i%90, i%10, i%40, i%10, months[i%12], 1+i%28, 1900+i%120)
				}, "\nThe revenue in 2019 was $1.2 million.")
			}},
		{"quotes and lists", "Name the three primary colours.", "red, yellow and blue",
			func(n int) string {
				return repeatTo(n, func(i int) string {
					return fmt.Sprintf("\"colour %d\", - item %d, “shade %d” and ", i, i, i)
				}, "the three are red, yellow and blue.")
			}},
	}
}

// perKB is the time grading c takes per KB of its prediction: the least
// of reps measurements, as other work on the machine only adds time. Each
// measurement grades c as many times as make 128 KB, so that every size
// pays its share of garbage collection alike. It stops repeating after a
// second, when a slow shape has shown what it costs. Time is the process's
// CPU time (cpuTime): on a machine shared with other work, wall time swings
// several-fold from one measurement to the next.
func perKB(e *engine.Engine, c engine.Case, reps int) time.Duration {
	n := max(1, (128<<10)/len(c.Prediction))
	best := time.Duration(1 << 62)
	var spent time.Duration
	for range reps {
		start := cpuTime()
		for range n {
			e.Grade(context.Background(), c)
		}
		d := cpuTime() - start
		best = min(best, d)
		if spent += d; spent > time.Second {
			break
		}
	}
	return best * 1024 / time.Duration(n*len(c.Prediction))
}

// TestGradingIsLinear grades predictions of 1, 4, 16 and 64 KB in hostile
// shapes and fails when the time per KB grows with the length: a case no
// longer than the line limit must not stall a run. It compares times
// measured in one run, and takes the least of several, so a loaded
// machine does not fail it.
func TestGradingIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("grades 64 KB predictions")
	}
	//t.Skip("issue 10: grading is not yet linear in the prediction's length")
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hostileShapes() {
		t.Run(h.name, func(t *testing.T) {
			c := func(kb int) engine.Case {
				return engine.Case{ID: []byte("1"), Question: h.question, Answers: rules.Texts(h.gold), Prediction: h.text(kb << 10)}
			}
			// 1 KB against 4 KB first, and each size against 4 KB, stopping
			// at the first that grows: a quadratic shape would take
			// minutes at the next size. A ratio over 3 is measured again,
			// both sizes, up to three times: a burst of other work on the
			// machine passes, a quadratic cost stays.
			cases := map[int]engine.Case{1: c(1), 4: c(4), 16: c(16), 64: c(64)}
			for _, p := range [][2]int{{1, 4}, {4, 16}, {4, 64}} {
				small, large := cases[p[0]], cases[p[1]]
				var ratio float64
				for try := range 3 {
					s, l := perKB(e, small, 5), perKB(e, large, 5)
					ratio = float64(l) / float64(s)
					t.Logf("%d KB: %v per KB, %d KB: %v per KB: %.1fx", p[0], s, p[1], l, ratio)
					if ratio < 3 || try == 2 {
						break
					}
				}
				if ratio >= 3 {
					t.Fatalf("%d KB takes %.1fx the time per KB of %d KB, want under 3x", p[1], ratio, p[0])
				}
			}
		})
	}
}

// longAnswer writes a document answer of about n bytes, as a model asked
// about a report writes one: headings, prose with numbers and dates, a
// table, a computation, and a conclusion that states the answer.
func longAnswer(r *rand.Rand, n int, answer string) string {
	var b strings.Builder
	b.WriteString("## Summary of the findings\n\nBased on the document, here is what it says about the question.\n\n")
	for b.Len() < n-600 {
		switch r.IntN(4) {
		case 0:
			fmt.Fprintf(&b, "In %s %d the company reported revenue of $%d.%d million, up %d.%d%% from the %d figure of $%d.%d million. ",
				months[r.IntN(12)], 1990+r.IntN(35), r.IntN(900), r.IntN(10), r.IntN(40), r.IntN(10), 1990+r.IntN(35), r.IntN(900), r.IntN(10))
			fmt.Fprintf(&b, "The report, dated %d %s %d, notes %d employees across %d sites.\n\n", 1+r.IntN(28), months[r.IntN(12)], 1990+r.IntN(35), 100+r.IntN(90000), 1+r.IntN(60))
		case 1:
			b.WriteString("| Year | Revenue ($m) | Margin | Staff |\n|------|------|------|------|\n")
			for range 3 + r.IntN(6) {
				fmt.Fprintf(&b, "| %d | %d.%d | %d.%d%% | %d |\n", 1990+r.IntN(35), r.IntN(900), r.IntN(10), r.IntN(40), r.IntN(10), 100+r.IntN(9000))
			}
			b.WriteString("\n")
		case 2:
			x, y := 10+r.IntN(990), 10+r.IntN(990)
			fmt.Fprintf(&b, "### Computation\n\n- Step 1: %d + %d = %d\n- Step 2: %d × 2 = %d\n- Step 3: the ratio is %d / %d ≈ %.2f\n\n", x, y, x+y, x+y, 2*(x+y), x, y, float64(x)/float64(y))
		default:
			fmt.Fprintf(&b, "**Note:** page %d states that \"the figures for %d were restated\" on %s %d, %d, and section %d.%d gives the earlier estimate of %d.\n\n",
				1+r.IntN(300), 1990+r.IntN(35), months[r.IntN(12)], 1+r.IntN(28), 1990+r.IntN(35), 1+r.IntN(12), 1+r.IntN(9), r.IntN(100000))
		}
	}
	fmt.Fprintf(&b, "## Conclusion\n\nTaking all of this together, the answer is **%s**.", answer)
	return b.String()
}

// BenchmarkLongAnswers grades document answers of 5-20 KB, generated
// here, on the rules path (read, decode, rules, encode, on every core), in
// MB/s of input:
//
//	go test ./engine -run XXX -bench LongAnswers -count 5
func BenchmarkLongAnswers(b *testing.B) {
	r := rand.New(rand.NewPCG(10, 10))
	golds := []struct{ q, gold string }{
		{"What was the revenue in 2019?", "$412.5 million"},
		{"When was the report published?", "March 3, 2018"},
		{"How many employees did the company have?", "12,480"},
		{"Who signed the report?", "Maria Keller"},
		{"What percentage of revenue came from exports?", "37.5%"},
	}
	var input strings.Builder
	cases := 200
	for i := range cases {
		g := golds[i%len(golds)]
		answer := g.gold
		if i%3 == 0 {
			answer = "not stated in the document" // some wrong, some declined
		}
		line, err := json.Marshal(map[string]string{"question": g.q, "answer": g.gold, "prediction": longAnswer(r, 5<<10+r.IntN(15<<10), answer)})
		if err != nil {
			b.Fatal(err)
		}
		input.Write(line)
		input.WriteByte('\n')
	}
	b.SetBytes(int64(input.Len()))
	runRules(b, input.String(), cases)
}
