package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/llm"
	"github.com/docjudge/docjudge/rules"
)

// config holds the flags grade and eval share.
type config struct {
	offline      bool
	llmOnly      bool
	dryRun       bool
	echo         bool
	maxLineBytes int
	aliases      []string
	inputFormat  string
	fields       []string // --field OURS=THEIRS

	model       string
	baseURL     string
	provider    string
	azure       bool
	apiVersion  string
	concurrency int
	maxTokens   int
	timeout     time.Duration
	retries     int
	seed        int
	rpm, tpm    int
	cacheDir    string
	noCache     bool
	quiet       bool

	// needJudge builds the judge even without a key or --base-url (batch
	// prepare makes no request); wrapJudge, when set, gives the engine's
	// judge in place of the LLM judge (batch runs).
	needJudge bool
	wrapJudge func(*llm.Judge) engine.Judge
	// encodeJSON has the engine encode verdicts as JSON lines as it
	// grades (the output is JSON Lines).
	encodeJSON bool
}

const defaultBaseURL = "https://api.openai.com/v1"

// newFlags returns the flag set of a subcommand with the shared flags bound
// to cfg.
func newFlags(name string, cfg *config, stderr io.Writer) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.SortFlags = false
	fs.BoolVar(&cfg.offline, "offline", false, "never call an LLM: cases no rule decides stay UNDECIDED")
	fs.BoolVar(&cfg.dryRun, "dry-run", false, "make no request: grade with the rules and say how many cases, and about how many prompt tokens, would go to the LLM")
	fs.BoolVar(&cfg.llmOnly, "llm-only", false, "skip the rules and send every case to the LLM (for comparisons)")
	fs.StringVar(&cfg.model, "model", "gpt-4o-mini", "the judge model (for Azure, the deployment name)")
	fs.StringVar(&cfg.baseURL, "base-url", "", "the OpenAI-compatible API's base `URL` (default $OPENAI_BASE_URL, else "+defaultBaseURL+"); giving it turns the LLM stage on even without a key, for local servers")
	fs.StringVar(&cfg.provider, "provider", llm.OpenAI.Name, "the kind of API: "+providerHelp())
	fs.BoolVar(&cfg.azure, "azure", false, "use Azure OpenAI (--provider "+llm.Azure.Name+"): --base-url is the resource endpoint, --model the deployment")
	fs.StringVar(&cfg.apiVersion, "api-version", "", "the Azure OpenAI API version (default go-openai's)")
	fs.IntVar(&cfg.concurrency, "concurrency", 16, "LLM requests in flight")
	fs.IntVar(&cfg.rpm, "rpm", 0, "at most this many LLM requests a minute (0: no limit)")
	fs.IntVar(&cfg.tpm, "tpm", 0, "at most about this many LLM tokens a minute (0: no limit)")
	fs.IntVar(&cfg.maxTokens, "max-tokens", 256, "the judge reply's token limit")
	fs.DurationVar(&cfg.timeout, "timeout", 60*time.Second, "the time limit of one LLM request")
	fs.IntVar(&cfg.retries, "retries", 5, "retries of a failed LLM request (429, 5xx, 408, timeouts, dropped connections)")
	fs.IntVar(&cfg.seed, "seed", 0, "the sampling seed sent with every request (temperature is always 0)")
	fs.StringVar(&cfg.cacheDir, "cache", "", "cache LLM replies in `DIR` (default docjudge under the user's cache directory)")
	fs.BoolVar(&cfg.noCache, "no-cache", false, "neither read nor write the reply cache")
	fs.StringArrayVar(&cfg.aliases, "aliases", nil, "add the alias groups of `FILE` (one group a line, forms separated by |); repeatable")
	fs.StringVar(&cfg.inputFormat, "input-format", "auto", inputFormatHelp())
	fs.StringArrayVar(&cfg.fields, "field", nil, "read docjudge's field from another column: `OURS=THEIRS`, such as prediction=response or answer=gold; repeatable, for every input format")
	fs.IntVar(&cfg.maxLineBytes, "max-line-bytes", engine.DefaultMaxLineBytes, "longest input line (or CSV row) read; a longer one gives an error record")
	fs.BoolVarP(&cfg.quiet, "quiet", "q", false, "show no progress line on standard error (the summary is still shown)")
	return fs
}

// parse parses args, printing help and the flags on standard output on
// -h, and checks the values. It returns an exit status and false when the
// command should stop; a usage error has been explained on the flag set's
// output.
func parse(fs *pflag.FlagSet, args []string, help string, stdout io.Writer) (int, bool) {
	// pflag calls Usage itself on -h, on the flag set's output (stderr);
	// help asked for is printed once, below, on stdout.
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			fmt.Fprint(stdout, help+"\nFlags:\n"+fs.FlagUsages())
			return exitOK, false
		}
		return usageError(fs, err, fs.Output()), false
	}
	if err := checkValues(fs); err != nil {
		return usageError(fs, err, fs.Output()), false
	}
	return exitOK, true
}

// setup is an engine built from the flags, with what the command should
// tell the user about it.
type setup struct {
	eng *engine.Engine
	// offlineNote, when not empty, says the run is offline by default: a
	// format with one %d for the cases left undecided.
	offlineNote string
	// progress counts the run's work, for the progress line.
	progress *engine.Progress
	// written counts the verdict lines written, when they are counted.
	written *lineCounter
	// dry counts what a dry run would send.
	dry *dryRun
	// summaryJSON names the file of --summary-json, and board holds the
	// graded model's score for it.
	summaryJSON string
	board       *scoreboard
}

// newEngine builds the engine the flags ask for. The LLM stage is on when
// an API key is set or --base-url is given, and neither --offline nor
// --dry-run is.
func newEngine(fs *pflag.FlagSet, cfg config, getenv func(string) string) (setup, error) {
	aliases := rules.DefaultAliases()
	for _, name := range cfg.aliases {
		if err := readAliases(aliases, name); err != nil {
			return setup{}, err
		}
	}
	opts := engine.Options{Echo: cfg.echo, InFlight: cfg.concurrency, MaxLineBytes: cfg.maxLineBytes, LLMOnly: cfg.llmOnly, EncodeJSON: cfg.encodeJSON && !cfg.dryRun,
		Wording: engine.Wording{RulesSkipped: "rules skipped (--llm-only)", Offline: "offline: %s; the LLM stage is off"}}
	provider, err := cfg.llmProvider()
	if err != nil {
		return setup{}, err
	}
	if provider.IsBatch() && cfg.wrapJudge == nil {
		return setup{}, fmt.Errorf("--provider %s sends cases through a Batch API, which only grade does (grade --batch)", provider.Name)
	}
	key := getenv("OPENAI_API_KEY")
	baseURL := cfg.baseURL
	if baseURL == "" {
		baseURL = getenv("OPENAI_BASE_URL")
	}
	online := !cfg.offline && !cfg.dryRun && (key != "" || fs.Changed("base-url") || cfg.needJudge)
	// A dry run asks the cache, as the real run would, and counts only
	// what it lacks.
	dryCache := cfg.dryRun && !cfg.offline && !cfg.noCache
	s := setup{progress: &engine.Progress{}}
	opts.Progress = s.progress
	switch {
	case online || dryCache:
		if baseURL == "" {
			baseURL = defaultBaseURL
		}
		lc := llm.Config{BaseURL: baseURL, APIKey: key, Model: cfg.model, Provider: provider, APIVersion: cfg.apiVersion,
			MaxTokens: cfg.maxTokens, Timeout: cfg.timeout, Retries: cfg.retries, Seed: cfg.seed,
			RPM: cfg.rpm, TPM: cfg.tpm, Concurrency: cfg.concurrency}
		if !cfg.noCache {
			cache, err := openCache(cfg.cacheDir)
			if err != nil {
				return setup{}, err
			}
			lc.Cache = cache
		}
		judge, err := llm.New(lc)
		if err != nil {
			return setup{}, err
		}
		opts.Judge = judge
		switch {
		case dryCache:
			opts.Judge = judge.CacheOnly(nil)
		case cfg.wrapJudge != nil:
			opts.Judge = cfg.wrapJudge(judge)
		}
	case cfg.llmOnly:
		return setup{}, errors.New("--llm-only needs the LLM stage: set OPENAI_API_KEY or --base-url, without --offline or --dry-run")
	case !cfg.offline && !cfg.dryRun:
		s.offlineNote = "docjudge: offline (OPENAI_API_KEY is not set): %d cases left UNDECIDED, no rule having decided them;\n" +
			"  set OPENAI_API_KEY (and --model, --base-url) to judge them with an LLM, or pass --offline to run the rules alone"
	}
	eng, err := engine.New(rules.All(aliases), opts)
	s.eng = eng
	return s, err
}

// llmProvider returns the provider --provider names, made Azure's by
// --azure.
func (cfg config) llmProvider() (llm.Provider, error) {
	p, err := llm.ProviderNamed(cfg.provider)
	switch {
	case err != nil || !cfg.azure:
		return p, err
	case p.IsBatch():
		return llm.AzureBatch, nil
	}
	return llm.Azure, nil
}

func openCache(dir string) (*llm.Cache, error) {
	if dir == "" {
		d, err := llm.DefaultCacheDir()
		if err != nil {
			return nil, fmt.Errorf("no cache directory (pass --cache DIR or --no-cache): %w", err)
		}
		dir = d
	}
	return llm.NewCache(dir)
}

func readAliases(a *rules.Aliases, name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	return a.Read(f, name)
}

// prepare builds the engine the parsed flags ask for and opens the inputs.
// When it fails it has said why on stderr, and returns the exit status.
func prepare(fs *pflag.FlagSet, cfg config, getenv func(string) string, stdin io.Reader, stderr io.Writer) (setup, []engine.Source, func(), int) {
	s, err := newEngine(fs, cfg, getenv)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return setup{}, nil, nil, exitUsage
	}
	fields, err := inputFlags(cfg.inputFormat, cfg.fields)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return setup{}, nil, nil, exitUsage
	}
	if readsTerminal(fs.Args(), stdin) {
		fmt.Fprintln(stderr, "docjudge: reading cases from the terminal, one JSON object a line; end with Ctrl-D (or give a FILE to grade)")
	}
	srcs, closeInputs, err := openInputs(fs.Args(), cfg.inputFormat, fields, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		return setup{}, nil, nil, exitFailure
	}
	return s, srcs, closeInputs, exitOK
}

// readsTerminal reports whether the inputs include standard input and it
// is a terminal: a user who forgot the file would otherwise see nothing
// happen.
func readsTerminal(names []string, stdin io.Reader) bool {
	f, ok := stdin.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return false
	}
	return len(names) == 0 || slices.Contains(names, "-")
}

// openInputs opens the named files, or stdin for none or "-", each read
// in format ("auto": told from its name and first bytes) with the field
// names fields gives.
func openInputs(names []string, format string, fields engine.Fields, stdin io.Reader) ([]engine.Source, func(), error) {
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
		var r io.Reader = stdin
		if n != "-" {
			file, err := os.Open(n)
			if err != nil {
				closeAll()
				return nil, nil, err
			}
			files = append(files, file)
			r = file
		}
		f := format
		if n == "-" && f == "auto" && readsTerminal(nil, stdin) {
			f = engine.JSONL // typed lines: sniffing would wait for a second Ctrl-D
		}
		src, err := inputSource(n, r, f, fields)
		if err != nil {
			closeAll()
			return nil, nil, err
		}
		srcs = append(srcs, src)
	}
	return srcs, closeAll, nil
}

// dryRun counts what would go to the LLM: the cases the rules leave open
// and the cache does not answer.
type dryRun struct {
	cases, tokens int
	distinct      map[[32]byte]bool
}

// add counts it if a real run would send it, and returns the verdict to
// write: a case the cache lacks is UNDECIDED, as it would go to the LLM,
// not an LLM failure.
func (d *dryRun) add(it engine.Item) engine.Verdict {
	v := it.Verdict
	missed := v.LLM != nil && v.Error != "" // the cache-only judge's miss
	if it.Err != nil || v.Result != engine.Undecided || (v.Error != "" && !missed) {
		return v
	}
	if missed {
		v.LLM, v.Error = nil, ""
		v.Reason = strings.TrimSuffix(v.Reason, "; the LLM judge failed") + "; not in the cache: a real run would send it to the LLM"
	}
	c := it.Case.LLMCase()
	d.cases++
	d.tokens += llm.EstimateTokens(c)
	if d.distinct == nil {
		d.distinct = map[[32]byte]bool{}
	}
	d.distinct[llm.CaseHash(c)] = true
	return v
}

// settle takes the cache's misses out of the summary's LLM counts: in a
// dry run they are not failures, nothing having been asked.
func (d *dryRun) settle(sum *engine.Summary) {
	misses := min(sum.LLM.Failures, d.cases)
	sum.LLM.Cases -= misses
	sum.LLM.Failures -= misses
}

func (d *dryRun) report(w io.Writer) {
	fmt.Fprintf(w, "docjudge: dry run, no request made: %d cases (%d distinct) would go to the LLM, about %d prompt tokens\n",
		d.cases, len(d.distinct), d.tokens)
}

// finish prints a run's closing lines on stderr, writes --summary-json,
// and returns the run's exit status.
func finish(runErr error, sum engine.Summary, s setup, stderr io.Writer) int {
	code := closeRun(runErr, sum, s, stderr)
	if err := writeSummary(sum, s, code, runErr); err != nil {
		fmt.Fprintf(stderr, "docjudge: %v\n", err)
		code = max(code, exitFailure)
	}
	return code
}

func closeRun(runErr error, sum engine.Summary, s setup, stderr io.Writer) int {
	if errors.Is(runErr, engine.ErrResumeMismatch) {
		fmt.Fprintf(stderr, "docjudge: not resuming: %v\n", strings.TrimPrefix(runErr.Error(), "engine: "))
		return exitUsage
	}
	if runErr == nil && sum.Cases == 0 && sum.Skipped == 0 {
		fmt.Fprintln(stderr, "docjudge: the input holds no cases: nothing was graded")
		return exitOK
	}
	sum.Write(stderr)
	if errorsAsWrite(runErr) && s.written != nil {
		fmt.Fprintf(stderr, "  written:    %d verdicts, whole lines; writing failed after them\n", s.written.lines)
	}
	if undecided := sum.Results[engine.Undecided] - sum.BadLines - sum.RuleFailures; s.offlineNote != "" && undecided > 0 {
		fmt.Fprintf(stderr, s.offlineNote+"\n", undecided)
	}
	switch {
	case errors.Is(runErr, context.Canceled) || errors.Is(runErr, context.DeadlineExceeded):
		fmt.Fprintln(stderr, "docjudge: interrupted; every verdict written is complete (run again with --resume to go on)")
		return exitFailure
	case errors.As(runErr, new(*llm.StopError)):
		fmt.Fprintf(stderr, "docjudge: stopped: %v\n", runErr)
		fmt.Fprintln(stderr, "  every verdict written is complete; after the fix, run again with --resume (and the same -o FILE) to go on")
		return exitFailure
	case errorsAsWrite(runErr):
		fmt.Fprintf(stderr, "docjudge: %v\n", runErr)
		fmt.Fprintln(stderr, "  every verdict written is complete; after the fix (disk space?), run again with --resume (and the same -o FILE) to go on")
		return exitFailure
	case runErr != nil:
		fmt.Fprintf(stderr, "docjudge: %v\n", runErr)
		return exitFailure
	case sum.RuleFailures > 0:
		fmt.Fprintf(stderr, "docjudge: a rule failed on %d cases (UNDECIDED, with the error)\n", sum.RuleFailures)
		return exitFailure
	case sum.BadLines > 0:
		fmt.Fprintf(stderr, "docjudge: %d bad input lines (see their error records)\n", sum.BadLines)
		return exitBadLines
	case sum.LLM.Failures > 0:
		fmt.Fprintf(stderr, "docjudge: the LLM could not judge %d cases (UNDECIDED, with the error); run the same command with --resume (and -o FILE) to grade them again\n", sum.LLM.Failures)
		return exitLLMFailures
	case sum.Cases == 0:
		fmt.Fprintf(stderr, "docjudge: nothing left to grade: the output already holds all %d verdicts\n", sum.Skipped)
	}
	return exitOK
}

func errorsAsWrite(err error) bool {
	return errors.As(err, new(*writeError))
}
