package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"time"

	"github.com/spf13/pflag"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/verdictfile"
)

// batchFlags are the flags of batch judging.
type batchFlags struct {
	on      bool
	poll    time.Duration
	lines   int
	outputs []string

	batcher *llm.Batcher // the run's batches, once they have ended
}

// addBatchFlags adds grade's batch flags to fs.
func addBatchFlags(fs *pflag.FlagSet) *batchFlags {
	b := &batchFlags{}
	fs.BoolVar(&b.on, "batch", false, "send the cases the rules leave open through the provider's Batch API (half the price; replies within 24 hours), then write the verdicts; needs -o FILE and input files (--provider openai-batch or azure-batch)")
	fs.DurationVar(&b.poll, "batch-poll", 30*time.Second, "with --batch: the wait between checks of the batches' status")
	fs.IntVar(&b.lines, "batch-lines", llm.DefaultBatchLines, "requests in one batch file at most (files are also kept under 200 MB)")
	fs.StringArrayVar(&b.outputs, "batch-output", nil, "import the batch output or error `FILE` (OpenAI, Azure, vLLM run-batch) into the cache, then grade making no request: cases it failed are UNDECIDED with its error; repeatable")
	return b
}

// before runs the batch part of a grade run, when a batch flag is given,
// and sets cfg's judge to answer from what it brought into the cache:
// with --batch-output it imports the files; with --batch it collects the
// open cases the cache lacks and takes them through the Batch API. The
// run then writes its verdicts as any other. It reports false, with an
// exit status, when the run should stop.
func (b *batchFlags) before(ctx context.Context, fs *pflag.FlagSet, cfg *config, output string, resume bool,
	stdin io.Reader, stderr io.Writer, getenv func(string) string) (int, bool) {
	p, err := cfg.llmProvider()
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage, false
	}
	b.on = b.on || p.IsBatch()
	if b.on && len(b.outputs) == 0 {
		// --batch is the provider's batch mode.
		bp, err := p.BatchMode()
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: --batch: %s has no Batch API (%v)\n", p.Name, err)
			return exitUsage, false
		}
		cfg.provider, cfg.azure = bp.Name, false
	}
	switch {
	case len(b.outputs) > 0 && b.on:
		fmt.Fprintln(stderr, "docjudge: --batch sends a batch and --batch-output reads one: give one of them")
		return exitUsage, false
	case len(b.outputs) > 0:
		return b.importOutputs(cfg, stderr)
	case b.on:
		return b.runBatches(ctx, fs, cfg, output, resume, stdin, stderr, getenv)
	}
	return exitOK, true
}

// done ends the batch part once the run has written its verdicts: the
// batch's state is removed when they are all written.
func (b *batchFlags) done(runErr error, stderr io.Writer) {
	if b.batcher == nil || runErr != nil {
		return
	}
	if err := b.batcher.Remove(); err != nil {
		fmt.Fprintf(stderr, "docjudge: could not remove the batch state: %v\n", err)
	}
}

// importOutputs is --batch-output: the files go into the cache, and the
// run makes no request.
func (b *batchFlags) importOutputs(cfg *config, stderr io.Writer) (int, bool) {
	if cfg.noCache || cfg.offline || cfg.dryRun {
		fmt.Fprintln(stderr, "docjudge: --batch-output reads replies into the cache: drop --no-cache, --offline and --dry-run")
		return exitUsage, false
	}
	cache, err := openCache(cfg.cacheDir)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure, false
	}
	failed := map[string]llm.BatchFailure{}
	for _, name := range b.outputs {
		res, err := importFile(cache, name)
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure, false
		}
		fmt.Fprintf(stderr, "docjudge: %s: %d verdicts imported, %d requests failed\n", name, res.Verdicts, len(res.Failed))
		maps.Copy(failed, res.Failed)
	}
	cfg.needJudge = true
	cfg.wrapJudge = func(j *llm.Judge) engine.Judge { return j.CacheOnly(failed) }
	return exitOK, true
}

// batchDir is where a batch run keeps its state, beside its output.
func batchDir(output string) string { return output + ".batch" }

// runBatches is --batch: the rules as always, then the distinct open cases
// the cache lacks through the Batch API into the cache.
func (b *batchFlags) runBatches(ctx context.Context, fs *pflag.FlagSet, cfg *config, output string, resume bool,
	stdin io.Reader, stderr io.Writer, getenv func(string) string) (int, bool) {
	switch {
	case output == "":
		fmt.Fprintln(stderr, "docjudge: --batch needs -o FILE: the batch's state is kept beside it, so that a stopped run goes on with --resume")
		return exitUsage, false
	case len(fs.Args()) == 0 || slices.Contains(fs.Args(), "-"):
		fmt.Fprintln(stderr, "docjudge: --batch reads its input twice (to collect the open cases, then to write the verdicts): name input files, not standard input")
		return exitUsage, false
	case cfg.noCache:
		fmt.Fprintln(stderr, "docjudge: --batch keeps the replies in the cache: drop --no-cache")
		return exitUsage, false
	case cfg.offline || cfg.dryRun:
		fmt.Fprintln(stderr, "docjudge: --batch sends requests: drop --offline and --dry-run")
		return exitUsage, false
	}
	s, srcs, closeInputs, judge, code := prepareCollector(fs, *cfg, getenv, stdin, stderr)
	if code != exitOK {
		return code, false
	}
	defer closeInputs()
	if judge == nil {
		fmt.Fprintln(stderr, "docjudge: --batch needs the LLM stage: set OPENAI_API_KEY, or --base-url")
		return exitUsage, false
	}
	dir := batchDir(output)
	bt, err := judge.NewBatcher(dir, llm.BatchOptions{Poll: b.poll, Progress: stderr, MaxLines: b.lines})
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure, false
	}
	if started := bt.Started(); len(started) > 0 && !resume {
		fmt.Fprintf(stderr, "docjudge: %s holds an unfinished batch run (%s):\n  run the same command with --resume to collect it, or remove the directory to start over (its batches keep running, and are billed)\n",
			dir, started[0])
		return exitUsage, false
	}
	if err := bt.CheckSettings(); err != nil && resume {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitUsage, false
	}
	if !resume || !bt.Prepared() {
		var from engine.Resume
		if resume {
			if from, err = verdictfile.ResumeFrom(output); err != nil {
				fmt.Fprintf(stderr, "docjudge: %v\n", err)
				return exitFailure, false
			}
		}
		m, err := bt.Prepare(func(w *llm.BatchWriter) error {
			_, err := collect(ctx, s.eng, srcs, from, w)
			return err
		})
		if err != nil {
			return batchStopped(err, dir, stderr), false
		}
		fmt.Fprintf(stderr, "docjudge: %d distinct cases go to the Batch API in %d files (in %s)\n", m.Cases, len(m.Parts), dir)
	}
	if err := bt.Run(ctx); err != nil {
		return batchStopped(err, dir, stderr), false
	}
	b.batcher = bt
	cfg.wrapJudge = func(*llm.Judge) engine.Judge { return bt.Judge() }
	return exitOK, true
}

// prepareCollector builds the engine that collects a batch's cases: its
// judge answers from the cache alone, so an open case the cache lacks
// comes out failed, to be written as a request. The LLM judge is nil when
// the flags leave the LLM stage off.
func prepareCollector(fs *pflag.FlagSet, cfg config, getenv func(string) string, stdin io.Reader, stderr io.Writer) (setup, []engine.Source, func(), *llm.Judge, int) {
	var judge *llm.Judge
	cfg.wrapJudge = func(j *llm.Judge) engine.Judge {
		judge = j
		return j.CacheOnly(nil)
	}
	s, srcs, closeInputs, code := prepare(fs, cfg, getenv, stdin, stderr)
	return s, srcs, closeInputs, judge, code
}

// collect grades srcs with a collector's engine and adds every open case
// the cache lacks to w.
func collect(ctx context.Context, eng *engine.Engine, srcs []engine.Source, from engine.Resume, w *llm.BatchWriter) (engine.Summary, error) {
	return eng.Run(ctx, srcs, from, func(it engine.Item) error {
		if it.Verdict.LLM == nil || it.Verdict.Error == "" {
			return nil // decided by a rule, cached, or a bad line
		}
		_, err := w.Add(it.Case.LLMCase())
		return err
	})
}

// batchStopped says why a batch run stopped, and how it goes on.
func batchStopped(err error, dir string, stderr io.Writer) int {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		fmt.Fprintf(stderr, "docjudge: interrupted; the batches go on at the provider, and %s records them:\n  run the same command with --resume to collect them (no case is sent twice)\n", dir)
		return exitFailure
	}
	fmt.Fprintf(stderr, "docjudge: %v\n  %s records what was sent: run the same command with --resume to go on (no case is sent twice)\n", err, dir)
	return exitFailure
}

const batchHelp = `Usage:
  docjudge batch prepare -o DIR [flags] FILE...
  docjudge batch import [--cache DIR] FILE...

prepare writes the Batch API request files for the cases of FILE... the
rules leave open and the cache has no reply for, one request per distinct
case, split at the provider's limits, with DIR/manifest.json naming the
model, the parameters, the prompt's hash and the files. Upload them
yourself (OpenAI, Azure), or run them with vLLM:
  vllm run-batch -i DIR/requests-001.jsonl -o results-001.jsonl --model MODEL
The requests are the ones grade sends: give prepare the same --model,
--base-url, --seed and --max-tokens as the grade run that will use them.

import reads batch output and error files (OpenAI's, Azure's, vLLM
run-batch's) into the reply cache; a later grade with the same settings
makes no request for those cases. Failed requests are listed and not
cached: a later grade asks again.

` + exitHelp

// batchFlagsHint ends batch's own help, which has no flags of its own.
const batchFlagsHint = `
Run "docjudge batch prepare --help" or "docjudge batch import --help" for
their flags.
`

// runBatch is the batch command: prepare and import.
func runBatch(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	if len(args) == 0 || (args[0] != "prepare" && args[0] != "import") {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			fmt.Fprint(stdout, batchHelp+batchFlagsHint)
			return exitOK
		}
		fmt.Fprint(stderr, "docjudge: batch needs prepare or import\n\n"+batchHelp+batchFlagsHint)
		return exitUsage
	}
	if args[0] == "import" {
		return runBatchImport(args[1:], stdout, stderr)
	}
	return runBatchPrepare(ctx, args[1:], stdin, stdout, stderr, getenv)
}

func runBatchPrepare(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	var cfg config
	var dir string
	fs := newFlags("batch prepare", &cfg, stderr)
	fs.StringVarP(&dir, "output", "o", "", "write the request files and manifest.json into the new directory `DIR`")
	bf := addBatchFlags(fs)
	if code, ok := parse(fs, args, batchHelp, stdout); !ok {
		return code
	}
	if dir == "" {
		fmt.Fprintln(stderr, "docjudge: batch prepare needs -o DIR")
		return exitUsage
	}
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		fmt.Fprintf(stderr, "docjudge: %s is not empty: name a new directory\n", dir)
		return exitUsage
	}
	cfg.needJudge = true
	s, srcs, closeInputs, judge, code := prepareCollector(fs, cfg, getenv, stdin, stderr)
	if code != exitOK {
		return code
	}
	defer closeInputs()
	if judge == nil {
		fmt.Fprintln(stderr, "docjudge: batch prepare writes LLM requests: drop --offline and --dry-run")
		return exitUsage
	}
	w, err := judge.NewBatchWriter(dir, bf.lines, 0)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure
	}
	sum, runErr := collect(ctx, s.eng, srcs, engine.Resume{}, w)
	m, err := w.Close()
	if runErr == nil {
		runErr = err
	}
	if runErr == nil {
		data, _ := json.MarshalIndent(m, "", "  ")
		runErr = os.WriteFile(filepath.Join(dir, "manifest.json"), append(data, '\n'), 0o644)
	}
	if runErr != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", runErr)
		return exitFailure
	}
	fmt.Fprintf(stderr, "docjudge: %d lines read; %d distinct cases no rule decided and the cache lacks written as requests in %d files under %s (manifest.json lists them)\n",
		sum.Cases, m.Cases, len(m.Parts), dir)
	return exitOK
}

func runBatchImport(args []string, stdout, stderr io.Writer) int {
	var cacheDir string
	fs := pflag.NewFlagSet("batch import", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cacheDir, "cache", "", "the reply cache `DIR` (default docjudge under the user's cache directory)")
	if code, ok := parse(fs, args, batchHelp, stdout); !ok {
		return code
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "docjudge: batch import needs output FILEs")
		return exitUsage
	}
	cache, err := openCache(cacheDir)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return exitFailure
	}
	failures := 0
	for _, name := range fs.Args() {
		res, err := importFile(cache, name)
		if err != nil {
			fmt.Fprintf(stderr, "docjudge: %v\n", err)
			return exitFailure
		}
		fmt.Fprintf(stderr, "docjudge: %s: %d verdicts imported, %d requests failed", name, res.Verdicts, len(res.Failed))
		if res.Foreign > 0 {
			fmt.Fprintf(stderr, ", %d lines not from docjudge skipped", res.Foreign)
		}
		fmt.Fprintln(stderr)
		ids := make([]string, 0, len(res.Failed))
		for id := range res.Failed {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for i, id := range ids {
			if i == 5 {
				fmt.Fprintf(stderr, "  (and %d more)\n", len(ids)-i)
				break
			}
			fmt.Fprintf(stderr, "  %s: %s\n", id, res.Failed[id].Error)
		}
		failures += len(res.Failed)
	}
	if failures > 0 {
		fmt.Fprintf(stderr, "docjudge: %d requests failed; they are not cached, so a grade run asks the LLM again\n", failures)
		return exitLLMFailures
	}
	return exitOK
}

func importFile(cache *llm.Cache, name string) (llm.ImportResult, error) {
	f, err := os.Open(name)
	if err != nil {
		return llm.ImportResult{}, err
	}
	defer f.Close()
	return cache.Import(f, filepath.Base(name))
}
