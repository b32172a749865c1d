// Command docjudge grades question-answering predictions against standard
// answers: deterministic rules decide what they safely can, and an LLM judge
// decides the rest. Run "docjudge help" for usage.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/docjudge/docjudge/engine"
)

// Exit statuses.
const (
	exitOK       = 0
	exitFailure  = 1
	exitUsage    = 2
	exitBadLines = 3
	// exitLLMFailures: the run finished, but the LLM could not judge some
	// cases; they are UNDECIDED with the error, and --resume grades them again.
	exitLLMFailures = 4
)

// usage is the top-level help; its list of input formats comes from the
// format table, so it names every format grade reads.
func usage() string {
	var formats strings.Builder
	for _, f := range engine.Formats() {
		line := fmt.Sprintf("  %-12s %s", f.Name, f.Doc)
		if len(f.Extensions) > 0 {
			line += " (" + strings.Join(f.Extensions, ", ") + ")"
		}
		formats.WriteString(line + "\n")
	}
	return `docjudge grades predictions against standard answers.

Usage:
  docjudge grade [flags] [FILE...]   grade cases, one verdict per case
  docjudge eval  [flags] FILE...     grade labelled cases and report agreement
  docjudge batch prepare|import ...  write Batch API request files, or import
                                     their output files into the reply cache
  docjudge report [flags] VERDICTS... write an HTML page to audit a run
  docjudge help [COMMAND]            show this help, or a command's
  docjudge version                   show the version (also --version)

A case has a question, an answer (the standard answer: a string, or a list
of acceptable answers) and a prediction (the answer to grade), and
optionally id, answers (more acceptable answers), answer_format and label
(YES or NO, the human judgment eval compares with). Other names for these
columns are mapped with --field, such as --field prediction=response.
Cases are read in any of these formats, told from each file's name and
first bytes (or named with --input-format):
` + formats.String() + `
With no FILE, or FILE "-", grade reads standard input. Verdicts, one per
case in input order, go to standard output as JSON Lines (or to -o FILE,
as Parquet when its name ends in .parquet); progress and the summary go to
standard error.
The LLM stage, for the cases no rule decides, reads its key from
OPENAI_API_KEY (and its base URL from OPENAI_BASE_URL or --base-url);
without either it is off and those cases are UNDECIDED.

Run "docjudge help COMMAND" (or "docjudge COMMAND --help") for a command's
flags.

` + exitHelp
}

// exitHelp explains the exit statuses, in every command's help.
const exitHelp = `Exit status:
  0  every line was read and graded
  1  failure (an input could not be read, the output could not be written),
     or interrupted (every verdict written is complete; --resume goes on)
  2  usage error
  3  finished, but some input lines were bad (each has an error record)
  4  finished, but the LLM could not judge some cases (UNDECIDED, with the error)
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	setCollector(os.Args[1:], os.Getenv)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// run is the whole command, testable in-process: getenv reads the
// environment (OPENAI_API_KEY, OPENAI_BASE_URL).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage())
		return exitUsage
	}
	switch args[0] {
	case "grade":
		return runGrade(ctx, args[1:], stdin, stdout, stderr, getenv)
	case "eval":
		return runEval(ctx, args[1:], stdin, stdout, stderr, getenv)
	case "batch":
		return runBatch(ctx, args[1:], stdin, stdout, stderr, getenv)
	case "report":
		return runReport(ctx, args[1:], stdin, stdout, stderr)
	case "help", "-h", "--help":
		if len(args) > 1 {
			switch args[1] {
			case "grade", "eval", "batch", "report":
				return run(ctx, []string{args[1], "--help"}, stdin, stdout, stderr, getenv)
			case "help", "version":
			default:
				fmt.Fprintf(stderr, "docjudge help: no command %q\n\n%s", args[1], usage())
				return exitUsage
			}
		}
		fmt.Fprint(stdout, usage())
		return exitOK
	case "version", "--version":
		fmt.Fprintln(stdout, "docjudge", version())
		return exitOK
	default:
		msg := fmt.Sprintf("docjudge: unknown command %q", args[0])
		if strings.HasPrefix(args[0], "-") {
			msg = fmt.Sprintf("docjudge: %s before a command: flags come after it, as in \"docjudge grade %s ...\"", args[0], args[0])
		}
		fmt.Fprintf(stderr, "%s\n\n%s", msg, usage())
		return exitUsage
	}
}
