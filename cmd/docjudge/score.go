package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/pflag"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/metrics"
	"github.com/docjudge/docjudge/rules"
	"github.com/docjudge/docjudge/verdictfile"
)

// scoreFlags are grade's flags for input formats and the model's score.
type scoreFlags struct {
	by          []string
	writeBack   string
	summaryJSON string
}

func (f *scoreFlags) register(fs *pflag.FlagSet) {
	fs.StringArrayVar(&f.by, "by", nil, "also report the graded model's accuracy per value of input `FIELD` (answer_format, doc_type, ...); repeatable")
	fs.StringVar(&f.summaryJSON, "summary-json", "", "also write the summary, with the graded model's score and its breakdowns, to `FILE` as JSON")
	fs.StringVar(&f.writeBack, "write-back", "", "for an MMLongBench-Doc result file: also write its array to `FILE` with docjudge's score per item (1, 0, or null when undecided) and the verdict beside it")
}

// scoreboard tallies the graded model's score from the verdicts of a run:
// overall, per value of each --by field, and MMLongBench-Doc's breakdown for
// inputs in that format.
type scoreboard struct {
	overall metrics.Score
	by      []*metrics.Breakdown
	// mmlongbench is set when an input is an MMLongBench-Doc result file;
	// it counts those inputs' cases.
	mmlongbench *metrics.MMLongBench
	formats     map[string]string // source name -> format
}

func newScoreboard(by []string, srcs []engine.Source) *scoreboard {
	s := &scoreboard{formats: map[string]string{}}
	for _, f := range by {
		s.by = append(s.by, metrics.NewBreakdown(f))
	}
	for _, src := range srcs {
		s.formats[src.Name] = src.Format
		if src.Format == engine.MMLongBench && s.mmlongbench == nil {
			s.mmlongbench = metrics.NewMMLongBench()
		}
	}
	return s
}

// add counts one graded case.
func (s *scoreboard) add(it engine.Item) {
	result := string(it.Verdict.Result)
	s.overall.Add(result)
	for _, b := range s.by {
		b.Add(metrics.FieldValues(it.Case.Raw, b.Field), result)
	}
	if s.formats[it.Case.Source] == engine.MMLongBench {
		c := metrics.ReadMMLongBench(it.Case.Raw)
		c.Result = result
		c.Declined = declined(it)
		s.mmlongbench.Add(c)
	}
}

// declined reports whether a prediction declines to answer, by the rules:
// it is empty, or the no_answer rule read it as a refusal.
func declined(it engine.Item) bool {
	if it.Err == nil && strings.TrimSpace(it.Case.Prediction) == "" {
		return true
	}
	for _, t := range it.Verdict.Rules {
		if t.Rule == "no_answer" && t.Outcome == rules.No {
			return true
		}
	}
	return false
}

// write prints the score for people.
func (s *scoreboard) write(w io.Writer, resumed int) {
	if s.overall.Cases == 0 {
		return // no case graded in this run: no score to tell
	}
	note := ""
	if resumed > 0 {
		note = fmt.Sprintf(" (the %d cases graded in this run; not the %d graded before the resume)", s.overall.Cases, resumed)
	}
	fmt.Fprintf(w, "score of the graded model%s: accuracy %s", note, pct(s.overall.Accuracy()))
	if s.overall.Undecided > 0 {
		fmt.Fprintf(w, ", between %s and %s with %d undecided", pct(s.overall.Low()), pct(s.overall.High()), s.overall.Undecided)
	}
	fmt.Fprintln(w)
	for _, b := range s.by {
		b.Write(w)
	}
	if s.mmlongbench != nil {
		s.mmlongbench.Write(w)
	}
}

func pct(f float64) string { return fmt.Sprintf("%.2f%%", 100*f) }

// summaryJSON is what --summary-json writes: the run's counts and the
// graded model's score. The first key marks the file as docjudge's, so a
// later run may write over it.
type summaryJSON struct {
	Kind      string                `json:"docjudge_summary"`
	Cases     int                   `json:"cases"`
	Skipped   int                   `json:"skipped"`
	Results   map[engine.Result]int `json:"results"`
	DecidedBy map[string]int        `json:"decided_by"`
	BadLines  int                   `json:"bad_lines"`
	Conflicts int                   `json:"conflicts"`
	LLM       llmJSON               `json:"llm"`
	Seconds   float64               `json:"elapsed_seconds"`
	// RuleFailures counts cases a rule failed on (a bug).
	RuleFailures int `json:"rule_failures"`
	// Written is how many verdicts were written, when writing failed.
	Written *int `json:"written,omitempty"`
	// DryRun is what a dry run would send to the LLM.
	DryRun *dryRunJSON `json:"dry_run,omitempty"`
	// ExitStatus is the run's exit status, and Error why it failed.
	ExitStatus  int                           `json:"exit_status"`
	Error       string                        `json:"error,omitempty"`
	Score       metrics.Score                 `json:"score"`
	By          map[string]*metrics.Breakdown `json:"by,omitempty"`
	MMLongBench *metrics.MMLongBench          `json:"mmlongbench,omitempty"`
}

// llmJSON is engine.LLMStats with JSON names.
type llmJSON struct {
	Cases            int `json:"cases"`
	Requests         int `json:"requests"`
	CacheHits        int `json:"cache_hits"`
	Duplicates       int `json:"duplicates"`
	Failures         int `json:"failures"`
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
}

// summaryKey opens every --summary-json file.
const summaryKey = `{"docjudge_summary":`

// holdsSummary reports whether a file is a --summary-json file, which a
// later run may write over.
func holdsSummary(name string) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 64)
	n, _ := f.ReadAt(head, 0)
	return bytes.HasPrefix(bytes.Join(bytes.Fields(head[:n]), nil), []byte(summaryKey))
}

// summary returns the run's summary for --summary-json, with the graded
// model's score; a nil scoreboard gives the counts alone.
func (s *scoreboard) summary(sum engine.Summary) summaryJSON {
	out := summaryJSON{Kind: "v1", Cases: sum.Cases, Skipped: sum.Skipped, Results: sum.Results, DecidedBy: sum.DecidedBy,
		BadLines: sum.BadLines, Conflicts: sum.Conflicts, LLM: llmJSON(sum.LLM), Seconds: sum.Elapsed.Seconds(),
		RuleFailures: sum.RuleFailures}
	if s == nil {
		return out
	}
	out.Score, out.MMLongBench = s.overall, s.mmlongbench
	for _, b := range s.by {
		if out.By == nil {
			out.By = map[string]*metrics.Breakdown{}
		}
		out.By[b.Field] = b
	}
	return out
}

// check refuses flag combinations that cannot work.
func (f *scoreFlags) check(output string, resume bool, inputs []string, stdin io.Reader) error {
	if format := verdictfile.ForFile(output); resume && !format.Appendable {
		return fmt.Errorf("--resume needs JSON Lines output: a %s file (%s) cannot be added to; write JSON Lines with -o and --resume, or grade again (cached LLM verdicts cost nothing)", format.Name, output)
	}
	if err := checkOutput("--summary-json", f.summaryJSON, inputs, stdin); err != nil {
		return err
	}
	if f.writeBack == "" {
		return nil
	}
	if resume {
		return errors.New("--write-back cannot be resumed: grade again without --resume (the rules are fast, and cached LLM verdicts cost nothing)")
	}
	if len(inputs) != 1 {
		return errors.New("--write-back takes exactly one input file, the array it writes back")
	}
	return nil
}
