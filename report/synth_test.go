package report

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// synthRules and their usual notes: a run's traces repeat these.
var synthRules = []struct{ name, abstain string }{
	{"exact", "no acceptable answer equals the whole prediction"},
	{"yes_no", "the gold is not yes or no"},
	{"alias", "no alias of an acceptable answer is the prediction's answer"},
	{"abbreviation", "no initialism or expansion of an acceptable answer is the prediction's answer"},
	{"numeric", "the gold is not a number"},
	{"date", "the gold is not a date with a month"},
	{"list", "the gold is not a list"},
	{"unanswerable", "the gold is a real answer"},
	{"final_answer", "the answer span does not contain an acceptable answer"},
	{"no_answer", "the prediction does not decline to answer"},
}

var synthWords = strings.Fields(`the of river city first year album population team president country
	novel war song season company built called largest capital written won series film named
	played bridge founded island mountain language museum church station season king queen`)

func synthText(r *rand.Rand, words int) string {
	w := make([]string, words)
	for i := range w {
		w[i] = synthWords[r.IntN(len(synthWords))]
	}
	return strings.Join(w, " ")
}

// synthRun makes n verdicts with their cases, shaped like a real run with
// an LLM stage: about half decided by rules (their notes quoting the
// prediction), a third by the LLM, some LLM failures, conflicts and bad
// lines; each case unique, so the strings deduplicate only as a real run's
// do. The same n gives the same run.
func synthRun(n int) ([]engine.Verdict, []*engine.Case) {
	r := rand.New(rand.NewPCG(uint64(n), 13))
	vs := make([]engine.Verdict, n)
	cs := make([]*engine.Case, n)
	sources := []string{"fid", "gpt35", "chatgpt", "gpt4", "newbing"}
	for i := range n {
		gold := synthText(r, 1+r.IntN(3))
		pred := synthText(r, 4+r.IntN(30))
		id, _ := json.Marshal(fmt.Sprintf("case-%06d", i))
		label := engine.Yes
		if r.IntN(3) == 0 {
			label = engine.No
		}
		raw, _ := json.Marshal(map[string]string{"source": sources[i%len(sources)]})
		cs[i] = &engine.Case{ID: id, Question: synthText(r, 6+r.IntN(8)) + "?", Answers: []rules.Answer{{Text: gold}}, Prediction: pred, Label: label, Raw: raw}
		v := engine.Verdict{ID: id, Result: engine.Undecided}
		trace := make([]engine.RuleTrace, len(synthRules))
		for j, sr := range synthRules {
			trace[j] = engine.RuleTrace{Rule: sr.name, Outcome: rules.Abstain, Note: sr.abstain}
		}
		switch k := r.IntN(100); {
		case k < 50: // a rule decides
			j := []int{0, 0, 2, 4, 5, 8, 8, 8, 9}[r.IntN(9)]
			res := label
			if r.IntN(200) == 0 {
				res = map[engine.Result]engine.Result{engine.Yes: engine.No, engine.No: engine.Yes}[label]
			}
			note := fmt.Sprintf("the answer span %q names %q", clipWords(pred, 8), gold)
			trace[j].Outcome, trace[j].Note = rules.Yes, note
			if res == engine.No {
				trace[j].Outcome = rules.No
			}
			v.Result, v.DecidedBy, v.Reason = res, "rule:"+synthRules[j].name, note
		case k < 95: // the LLM
			res := label
			if r.IntN(12) == 0 {
				res = map[engine.Result]engine.Result{engine.Yes: engine.No, engine.No: engine.Yes}[label]
			}
			reason := "the prediction " + synthText(r, 8+r.IntN(20))
			if k%7 == 0 {
				reason += " (𝄞 café ✓)" // outside the BMP and ASCII, for the reason's UTF-16 span
			}
			attempts := 1 + r.IntN(10)/9
			v.LLM = &llm.Trace{Model: "gpt-4o-mini", PromptSHA256: "6f1c2a", Response: "reason: " + reason + "\nresult: " + string(res),
				Usage: llm.Usage{PromptTokens: 900 + r.IntN(400), CompletionTokens: 30 + r.IntN(40)}, Cached: r.IntN(5) == 0, Attempts: attempts, LatencyMS: int64(300 + r.IntN(900))}
			if k%3 == 0 {
				v.LLM.Batch = fmt.Sprintf("batch_%04d", k)
			}
			if k < 93 {
				v.Result, v.DecidedBy, v.Reason = res, "llm", reason
			} else {
				v.Reason, v.Error = "the LLM could not judge the case", "llm: 500 Internal Server Error after 5 retries"
			}
		case k < 97: // rules disagree, offline
			trace[0].Outcome, trace[8].Outcome = rules.Yes, rules.No
			v.Reason = "rules disagree: exact says YES, final_answer says NO"
		case k < 99:
			v.Reason = "offline: no rule decided"
		default: // a bad line
			trace = []engine.RuleTrace{}
			v.Reason, v.Error = "bad input line", fmt.Sprintf("line %d: field \"prediction\": wrong type: want a string", i+1)
			cs[i] = nil
		}
		v.Rules = trace
		vs[i] = v
	}
	return vs, cs
}

func clipWords(s string, n int) string {
	w := strings.Fields(s)
	if len(w) > n {
		return strings.Join(w[:n], " ") + " …"
	}
	return s
}

// hostile are texts that would break or script a page that did not escape
// them.
var hostile = []string{
	`</script><script>window.__pwned = 1</script>`,
	`<img src=x onerror="window.__pwned = 2">`,
	`"><svg onload="window.__pwned=3">`,
	`{{.Title}} ${window.__pwned = 4} <!-- --> ]]> \u2028 ` + "\u2028\u2029",
	`<style>body{display:none}</style>`,
}

// hostileRun is a run whose every text field carries hostile text.
func hostileRun() ([]engine.Verdict, []*engine.Case) {
	var vs []engine.Verdict
	var cs []*engine.Case
	for i, h := range hostile {
		id, _ := json.Marshal(fmt.Sprintf("h%d %s", i, h))
		raw, _ := json.Marshal(map[string]string{"source": h})
		cs = append(cs, &engine.Case{ID: id, Question: "Q " + h, Answers: []rules.Answer{{Text: "G " + h}}, Prediction: "P " + h, Label: engine.Yes, Raw: raw})
		vs = append(vs, engine.Verdict{
			ID: id, Result: engine.No, DecidedBy: "llm", Reason: "R 𝄞 " + h,
			Rules: []engine.RuleTrace{{Rule: "exact", Outcome: rules.Abstain, Note: "N " + h}},
			LLM:   &llm.Trace{Model: "M " + h, PromptSHA256: "S " + h, Response: "reason: R 𝄞 " + h + "\nresult: NO", Attempts: 1},
		})
	}
	return vs, cs
}
