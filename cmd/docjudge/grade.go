package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/spf13/pflag"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
)

// config holds the flags grade and eval share.
type config struct {
	output       string
	offline      bool
	echo         bool
	concurrency  int
	maxLineBytes int
	aliases      []string
}

// newFlags returns the flag set of a subcommand with the shared flags bound
// to cfg.
func newFlags(name string, cfg *config, stderr io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.BoolVar(&cfg.offline, "offline", false, "never call an LLM: cases no rule decides stay UNDECIDED")
	fs.IntVar(&cfg.concurrency, "concurrency", 16, "LLM requests in flight")
	fs.IntVar(&cfg.maxLineBytes, "max-line-bytes", engine.DefaultMaxLineBytes, "longest input line read; a longer one gives an error record")
	fs.StringArrayVar(&cfg.aliases, "aliases", nil, "add the alias groups of `FILE` (one group a line, forms separated by |); repeatable")
	return fs
}

// parse parses args, printing usage on -h. It returns an exit status and
// false when the command should stop.
func parse(fs *pflag.FlagSet, args []string, help string, stdout io.Writer) (int, bool) {
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), help)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.Usage()
			return exitOK, false
		}
		return exitUsage, false
	}
	return exitOK, true
}

const gradeHelp = `Usage: docjudge grade [flags] [FILE...]

Grades each input line and writes one verdict line per input line, in input
order. With no API key configured it runs offline: cases no rule decides are
UNDECIDED, never guessed.

Exit status: 0 ok, 1 failure, 2 usage, 3 finished but some input lines were bad.

Flags:
`

func runGrade(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	var cfg config
	fs := newFlags("grade", &cfg, stderr)
	fs.StringVarP(&cfg.output, "output", "o", "", "write verdicts to `FILE` instead of standard output")
	fs.BoolVar(&cfg.echo, "echo", false, "copy each input object into its verdict under \"input\"")
	if code, ok := parse(fs, args, gradeHelp, stdout); !ok {
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

	out := stdout
	if cfg.output != "" {
		f, err := os.Create(cfg.output)
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
		defer f.Close()
		out = f
	}
	w := engine.NewJSONWriter(out)
	sum, runErr := eng.Run(ctx, srcs, 0, func(it engine.Item) error { return w.Write(it.Verdict) })
	if err := w.Flush(); err != nil && runErr == nil {
		runErr = err
	}
	sum.Write(stderr)
	if offlineNote != "" {
		fmt.Fprintf(stderr, offlineNote+"\n", sum.Results[engine.Undecided]-sum.BadLines)
	}
	return exitStatus(runErr, sum, stderr)
}

// newEngine builds the engine the flags ask for. The note, when not empty,
// tells the user the run is offline by default (a format with one %d for
// the cases left undecided).
func newEngine(cfg config, getenv func(string) string) (*engine.Engine, string, error) {
	opts := engine.Options{Echo: cfg.echo, InFlight: cfg.concurrency, MaxLineBytes: cfg.maxLineBytes}
	note := ""
	if !cfg.offline {
		note = "docjudge: offline (OPENAI_API_KEY is not set): %d cases left UNDECIDED, no rule having decided them;\n  set OPENAI_API_KEY (and --model, --base-url) to judge them with an LLM, or pass --offline to run the rules alone"
	}
	aliases := rules.DefaultAliases()
	for _, name := range cfg.aliases {
		if err := readAliases(aliases, name); err != nil {
			return nil, "", err
		}
	}
	eng, err := engine.New(rules.All(aliases), opts)
	return eng, note, err
}

func readAliases(a *rules.Aliases, name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return a.Read(f, name)
}

// openInputs opens the named files, or stdin for none or "-".
func openInputs(names []string, stdin io.Reader) ([]engine.Source, func(), error) {
	if len(names) == 0 {
		names = []string{"-"}
	}
	var srcs []engine.Source
	var files []*os.File
	closeAll := func() {
		for _, f := range files {
			f.Close()
		}
	}
	for _, n := range names {
		if n == "-" {
			srcs = append(srcs, engine.Source{Name: "-", R: stdin})
			continue
		}
		f, err := os.Open(n)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		files = append(files, f)
		srcs = append(srcs, engine.Source{Name: n, R: f})
	}
	return srcs, closeAll, nil
}

// exitStatus reports a run's end on stderr and returns its exit status.
func exitStatus(runErr error, sum engine.Summary, stderr io.Writer) int {
	switch {
	case runErr != nil && errors.Is(runErr, context.Canceled):
		fmt.Fprintln(stderr, "docjudge: interrupted; every verdict written is complete")
		return exitFailure
	case runErr != nil:
		fmt.Fprintf(stderr, "docjudge: %v\n", runErr)
		return exitFailure
	case sum.BadLines > 0:
		fmt.Fprintf(stderr, "docjudge: %d bad input lines (see their error records)\n", sum.BadLines)
		return exitBadLines
	}
	return exitOK
}
