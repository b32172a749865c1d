package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/docjudge/docjudge/engine"
)

const evalHelp = `Usage: docjudge eval [flags] FILE...

Grades labelled cases (a "label" field, YES or NO) and reports how the
verdicts agree with the labels: coverage, precision of the decided cases,
each rule's (and the LLM's) share, the confusion matrix and Cohen's kappa.
The report goes to standard output. Runs offline with no API key.

Exit status: 0 ok, 1 failure, 2 usage, 3 finished but some input lines were bad.

Flags:
`

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
	eng, offlineNote, err := newEngine(cfg, getenv)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}
	srcs, closeInputs, err := openInputs(fs.Args(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure
	}
	defer closeInputs()

	var dis *engine.JSONWriter
	if disagreements != "" {
		f, err := os.Create(disagreements)
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
		defer f.Close()
		dis = engine.NewJSONWriter(f)
	}
	agr := engine.NewAgreement()
	sum, runErr := eng.Run(ctx, srcs, 0, func(it engine.Item) error {
		if agr.Add(it.Case.Label, it.Verdict) && dis != nil {
			v := it.Verdict
			v.Input = it.Case.Raw
			return dis.Write(v)
		}
		return nil
	})
	if dis != nil {
		if err := dis.Flush(); err != nil && runErr == nil {
			runErr = err
		}
	}
	sum.Write(stderr)
	if offlineNote != "" {
		fmt.Fprintf(stderr, offlineNote+"\n", sum.Results[engine.Undecided]-sum.BadLines)
	}
	if asJSON {
		report := struct {
			*engine.Agreement
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
	return exitStatus(runErr, sum, stderr)
}
