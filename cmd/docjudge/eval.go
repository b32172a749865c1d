package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/metrics"
	"github.com/docjudge/docjudge/verdictfile"
)

const evalHelp = `Usage: docjudge eval [flags] FILE...

Grades labelled cases (a "label" field, YES or NO) and reports how the
verdicts agree with the labels: coverage, precision of the decided cases,
each rule's (and the LLM's) share, the confusion matrix and Cohen's kappa.
The report goes to standard output. Runs offline with no API key.

` + exitHelp

func runEval(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	var cfg config
	var asJSON bool
	var disagreements string
	fs := newFlags("eval", &cfg, stderr)
	fs.BoolVar(&asJSON, "json", false, "write the report as JSON")
	fs.StringVar(&disagreements, "disagreements", "", "write every verdict that contradicts its label, with its trace, to `FILE` (JSON Lines)")
	if code, ok := parse(fs, args, evalHelp, stdout); !ok {
		return code
	}
	s, srcs, closeInputs, code := prepare(fs, cfg, getenv, stdin, stderr)
	if code != exitOK {
		return code
	}
	defer closeInputs()

	var dis *verdictfile.JSONWriter
	if disagreements != "" {
		if err := checkOutput("--disagreements", disagreements, fs.Args(), stdin); err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitUsage
		}
		f, err := os.Create(disagreements)
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
		defer f.Close()
		dis = verdictfile.NewJSONWriter(f)
	}
	agr := metrics.NewAgreement()
	var dry dryRun
	if cfg.dryRun {
		s.dry = &dry
	}
	var odd oddLabels
	stopProgress := startProgress(stderr, cfg.quiet || readsTerminal(fs.Args(), stdin), s.progress, srcs, 0)
	sum, runErr := s.eng.Run(ctx, srcs, engine.Resume{}, func(it engine.Item) error {
		if cfg.dryRun {
			it.Verdict = dry.add(it)
		}
		odd.add(it.Case)
		if agr.Add(string(it.Case.Label), string(it.Verdict.Result), it.Verdict.DecidedBy) && dis != nil {
			v := it.Verdict
			v.Input = it.Case.Raw
			return dis.Write(v)
		}
		return nil
	})
	stopProgress()
	if cfg.dryRun {
		dry.settle(&sum)
	}
	if dis != nil {
		if err := dis.Flush(); err != nil && runErr == nil {
			runErr = err
		}
	}
	if cfg.dryRun {
		dry.report(stderr)
	}
	odd.report(stderr)
	if asJSON {
		report := struct {
			*metrics.Agreement
			Coverage  float64 `json:"coverage"`
			Precision float64 `json:"precision"`
			Kappa     float64 `json:"kappa"`
		}{agr, agr.Coverage(), agr.Precision(), agr.Kappa()}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(report); err != nil && runErr == nil {
			runErr = err
		}
	} else {
		agr.Write(stdout)
	}
	return finish(runErr, sum, s, stderr)
}

// oddLabels counts the labels that are neither YES nor NO: eval counts
// their cases as unlabelled, and says so.
type oddLabels struct {
	n        int
	examples []string
}

func (o *oddLabels) add(c engine.Case) {
	if c.LabelText == "" {
		return
	}
	o.n++
	if q := strconv.Quote(c.LabelText); len(o.examples) < 3 && !slices.Contains(o.examples, q) {
		o.examples = append(o.examples, q)
	}
}

func (o *oddLabels) report(w io.Writer) {
	if o.n > 0 {
		fmt.Fprintf(w, "docjudge: warning: %d cases have a label that is neither YES nor NO (%s): they count as unlabelled\n",
			o.n, strings.Join(o.examples, ", "))
	}
}
