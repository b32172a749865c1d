package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/spf13/pflag"

	"github.com/docjudge/docjudge/atomicfile"
	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/report"
	"github.com/docjudge/docjudge/verdictfile"
)

const reportHelp = `Usage: docjudge report [flags] VERDICTS...

Writes one self-contained HTML page to audit a run: the run, where the cases
went (rules, LLM, undecided), agreement with the labels, the graded model's
score, the LLM's cost, and a browser over every verdict with its rules trace
and the LLM's reply. The page needs no network and no server.

VERDICTS are the files grade wrote ("-" for standard input), in order. The
questions, golds, predictions and labels come from --input CASES (the files
grade read, in the same order) or, when the run used --echo, from the
verdicts themselves.

Exit status: 0 the page was written, 1 failure (a file could not be read or
written, the verdicts do not match the cases), 2 usage error.
`

func runReport(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var (
		by          []string
		title       string
		output      string
		inputs      []string
		inputFormat string
		fieldSpecs  []string
		summary     string
	)
	fs := pflag.NewFlagSet("report", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.SortFlags = false
	fs.StringVarP(&output, "output", "o", "", "write the page to `FILE` (default standard output)")
	fs.StringArrayVar(&inputs, "input", nil, "a case `FILE` grade read for these verdicts (repeatable, in grade's order)")
	fs.StringVar(&inputFormat, "input-format", "auto", "the cases' format, as for grade: "+inputFormatHelp())
	fs.StringArrayVar(&fieldSpecs, "field", nil, "read docjudge's field from another column, as for grade: `OURS=THEIRS`; repeatable")
	fs.StringVar(&summary, "summary", "", "the run's --summary-json `FILE`, for how long grading took")
	fs.StringArrayVar(&by, "by", nil, "break the graded model's score down by the input `FIELD` (repeatable)")
	fs.StringVar(&title, "title", "", "the report's title (default \"docjudge report\")")
	if code, ok := parse(fs, args, reportHelp, stdout); !ok {
		return code
	}
	names := fs.Args()
	if len(names) == 0 {
		fmt.Fprintln(stderr, "docjudge: report needs the verdict files grade wrote (\"-\" for standard input)")
		return exitUsage
	}
	fields, err := inputFlags(inputFormat, fieldSpecs)
	if err == nil {
		read := append(slices.Clone(names), inputs...)
		if summary != "" {
			read = append(read, summary)
		}
		err = refuseOverwrite("-o", output, read, stdin)
	}
	if err == nil && slices.Contains(names, "-") && slices.Contains(inputs, "-") {
		err = errors.New("the verdicts and --input cannot both be standard input (\"-\")")
	}
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}

	run := report.Run{Verdicts: names, Inputs: inputs, Made: time.Now(), Version: version()}
	verdicts, graded, err := readVerdicts(names, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure
	}
	run.Graded = graded
	if summary != "" {
		if run.Elapsed, err = readElapsed(summary); err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
	}
	var srcs []engine.Source
	if len(inputs) > 0 {
		s, closeInputs, err := openInputs(inputs, inputFormat, fields, stdin)
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
		defer closeInputs()
		srcs = s
	}
	cases, err := report.Cases(ctx, verdicts, srcs)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure
	}
	b := report.New(report.Options{Run: run, By: by, Title: title})
	for i, v := range verdicts {
		b.Add(v, cases[i])
	}
	if err := writeReport(b, output, stdout); err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure
	}
	if output != "" {
		fmt.Fprintf(stderr, "docjudge: wrote the report of %d verdicts to %s\n", len(verdicts), output)
	}
	return exitOK
}

// readElapsed reads how long a run took from its --summary-json file.
func readElapsed(name string) (time.Duration, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return 0, err
	}
	var s summaryJSON
	if err := json.Unmarshal(b, &s); err != nil || s.Kind == "" {
		return 0, fmt.Errorf("%s is not a summary grade --summary-json wrote", name)
	}
	return time.Duration(s.Seconds * float64(time.Second)), nil
}

// refuseOverwrite refuses a report file that is one of the files the
// report reads (the identity test of checkOutput, standard input included),
// or an existing file that is not an earlier report; flag names the option
// that gave output.
func refuseOverwrite(flag, output string, inputs []string, stdin io.Reader) error {
	if output == "-" {
		return nil
	}
	st, in, err := inputAt(output, inputs, stdin)
	switch {
	case err != nil:
		return err
	case in != "":
		return fmt.Errorf("%s %s is one of the files the report reads (%s); name another file", flag, output, in)
	case st == nil || !st.Mode().IsRegular() || st.Size() == 0:
		return nil
	}
	if ok, err := report.Holds(output); err != nil || !ok {
		return fmt.Errorf("%s %s already exists and is not a docjudge report; not overwriting it (remove it, or name another file)", flag, output)
	}
	return nil
}

// readVerdicts reads verdict files in order. It returns when the newest of
// them was written (zero for standard input).
func readVerdicts(names []string, stdin io.Reader) ([]engine.Verdict, time.Time, error) {
	var all []engine.Verdict
	var graded time.Time
	for _, name := range names {
		vs, err := verdictfile.Read(name, stdin)
		if err != nil {
			return nil, graded, err
		}
		if st, err := os.Stat(name); err == nil && name != "-" && st.ModTime().After(graded) {
			graded = st.ModTime()
		}
		all = append(all, vs...)
	}
	return all, graded, nil
}

// writeReport writes the page to name (whole or not at all: a failure
// leaves no half page), or to stdout when name is "" or "-".
func writeReport(b *report.Builder, name string, stdout io.Writer) error {
	if name == "" || name == "-" {
		return b.WriteHTML(stdout)
	}
	page, err := b.HTML()
	if err == nil {
		err = atomicfile.Write(name, page, 0o644, false)
	}
	if err != nil {
		return fmt.Errorf("writing the report: %w", err)
	}
	return nil
}

// gradeReport is grade --report: the page of the run, written at its end.
type gradeReport struct {
	path string
	b    *report.Builder
}

func (g *gradeReport) register(fs *pflag.FlagSet) {
	fs.StringVar(&g.path, "report", "", "at the end of the run, also write the HTML report of its verdicts to `FILE` (see docjudge report)")
}

// check refuses what the report could not show truthfully.
func (g *gradeReport) check(resume bool, inputs []string, stdin io.Reader) error {
	switch {
	case g.path == "":
		return nil
	case g.path == "-":
		return errors.New("--report needs a file name: standard output carries the verdicts")
	case resume:
		return errors.New("--report with --resume would show only the cases graded now; after the run, write the whole report with: docjudge report -o FILE VERDICTS --input CASES")
	}
	return refuseOverwrite("--report", g.path, inputs, stdin)
}

// start begins collecting the run's verdicts, when a report was asked for.
func (g *gradeReport) start(fs *pflag.FlagSet, output string, by []string) {
	if g.path == "" {
		return
	}
	if output == "" {
		output = "-"
	}
	inputs := fs.Args()
	if len(inputs) == 0 {
		inputs = []string{"-"}
	}
	g.b = report.New(report.Options{By: by, Run: report.Run{Verdicts: []string{output}, Inputs: inputs, Graded: time.Now(), Version: version()}})
}

func (g *gradeReport) add(it engine.Item) {
	if g.b == nil {
		return
	}
	if it.Err != nil {
		g.b.Add(it.Verdict, nil)
		return
	}
	g.b.Add(it.Verdict, &it.Case)
}

// write writes the page, saying where on stderr.
func (g *gradeReport) write(stderr io.Writer, elapsed time.Duration) error {
	if g.b == nil {
		return nil
	}
	g.b.SetRun(time.Now(), elapsed)
	if err := writeReport(g.b, g.path, nil); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "docjudge: wrote the report to %s\n", g.path)
	return nil
}
