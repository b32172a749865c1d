package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/verdictfile"
)

const gradeHelp = `Usage: docjudge grade [flags] [FILE...]

Grades each case (a line of JSON Lines, a CSV row, an array item, a Parquet
row) and writes one verdict per case, in input order, to standard output or
-o FILE ("docjudge help" lists the input formats). The rules decide what they safely can;
the rest goes to an LLM judge over an OpenAI-compatible API (key from
OPENAI_API_KEY). With no key and no --base-url it runs offline: cases no rule
decides are UNDECIDED, never guessed.

` + exitHelp

func runGrade(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	var cfg config
	var output string
	var resume bool
	var rep gradeReport
	fs := newFlags("grade", &cfg, stderr)
	fs.StringVarP(&output, "output", "o", "", "write verdicts to `FILE` instead of standard output")
	fs.BoolVar(&resume, "resume", false, "with -o: keep the verdicts FILE already holds and grade only the lines after them")
	fs.BoolVar(&cfg.echo, "echo", false, "copy each input object into its verdict under \"input\"")
	var sf scoreFlags
	sf.register(fs)
	batch := addBatchFlags(fs)
	rep.register(fs)
	if code, ok := parse(fs, args, gradeHelp, stdout); !ok {
		return code
	}
	if resume && output == "" {
		fmt.Fprintln(stderr, "docjudge: --resume needs -o FILE")
		return exitUsage
	}
	if err := sf.check(output, resume, fs.Args(), stdin); err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}
	if err := distinctOutputs(outFile{"-o", output}, outFile{"--summary-json", sf.summaryJSON}, outFile{"--write-back", sf.writeBack}, outFile{"--report", rep.path}); err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}
	if err := rep.check(resume, fs.Args(), stdin); err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}
	// Before --batch, which spends money on the run this check may refuse.
	if err := checkOutput("-o", output, fs.Args(), stdin); err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}
	if code, ok := batch.before(ctx, fs, &cfg, output, resume, stdin, stderr, getenv); !ok {
		return code
	}
	format := verdictfile.ForFile(output)
	cfg.encodeJSON = format.Name == "jsonl"
	s, srcs, closeInputs, code := prepare(fs, cfg, getenv, stdin, stderr)
	if code != exitOK {
		return code
	}
	defer closeInputs()

	out, from, file, err := openOutput(output, resume, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		if errors.Is(err, verdictfile.ErrNotVerdicts) {
			return exitUsage
		}
		return exitFailure
	}
	// A resume that grades LLM failures again rewrites the file.
	var rw *verdictfile.Rewriter
	if from.Again > 0 {
		if rw, err = verdictfile.NewRewriter(output, from.Skip); err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
		fmt.Fprintf(stderr, "docjudge: resuming: %d verdicts kept, %d LLM failures among them graded again\n", from.Skip-from.Again, from.Again)
	}
	back, err := openWriteBack(sf.writeBack, fs.Args(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage
	}
	var dry dryRun
	if cfg.dryRun {
		s.dry = &dry
	}
	board := newScoreboard(sf.by, srcs)
	rep.start(fs, output, sf.by)
	if cfg.encodeJSON && rw == nil {
		s.written = &lineCounter{w: out}
		out = s.written
	}
	w := format.New(out)
	stopProgress := startProgress(stderr, cfg.quiet || readsTerminal(fs.Args(), stdin), s.progress, srcs, from.Skip)
	sum, runErr := s.eng.Run(ctx, srcs, from, func(it engine.Item) error {
		if cfg.dryRun {
			it.Verdict, it.JSON = dry.add(it), nil
		}
		board.add(it)
		if err := back.write(it); err != nil {
			return err
		}
		rep.add(it)
		var err error
		if rw != nil {
			err = rw.Write(it.Index, it.Verdict)
		} else if jw, ok := w.(*verdictfile.JSONWriter); ok {
			err = jw.WriteItem(it)
		} else {
			err = w.Write(it.Verdict)
		}
		if err != nil {
			return &writeError{err}
		}
		return nil
	})
	stopProgress()
	if cfg.dryRun {
		dry.settle(&sum)
	}
	if rw != nil {
		if errors.Is(runErr, engine.ErrResumeMismatch) {
			rw.Abort()
		} else if err := rw.Commit(); err != nil && runErr == nil {
			runErr = err
		}
	}
	if err := w.Close(); err != nil && runErr == nil {
		runErr = &writeError{err}
	}
	if err := back.close(); err != nil && runErr == nil {
		runErr = err
	}
	if file != nil {
		if err := file.Close(); err != nil && runErr == nil {
			runErr = &writeError{err}
		}
	}
	switch {
	case errors.Is(runErr, engine.ErrResumeMismatch):
	case cfg.dryRun:
		dry.report(stderr)
	default:
		board.write(stderr, sum.Skipped)
	}
	s.board, s.summaryJSON = board, sf.summaryJSON
	if runErr == nil {
		runErr = rep.write(stderr, sum.Elapsed)
	}
	batch.done(runErr, stderr)
	return finish(runErr, sum, s, stderr)
}

// openOutput opens where verdicts go: stdout, a new file, or with resume the
// end of an earlier run's file, and says where in the input to resume. The
// file, when there is one, is for the caller to close.
func openOutput(name string, resume bool, stdout io.Writer) (io.Writer, engine.Resume, *os.File, error) {
	if name == "" {
		return stdout, engine.Resume{}, nil, nil
	}
	var from engine.Resume
	flags := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if resume {
		r, err := verdictfile.ResumeFrom(name)
		if err != nil {
			return nil, from, nil, err
		}
		from = r
		flags = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := os.OpenFile(name, flags, 0o644)
	if err != nil {
		return nil, from, nil, err
	}
	return f, from, f, nil
}
