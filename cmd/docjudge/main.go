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
	"syscall"
)

// Exit statuses.
const (
	exitOK       = 0
	exitFailure  = 1
	exitUsage    = 2
	exitBadLines = 3
	// exitLLMFailures: the run finished, but the LLM could not judge some
	// cases; they are UNDECIDED with the error, and a new run retries them.
	exitLLMFailures = 4
)

const usage = `docjudge grades predictions against standard answers.

Usage:
  docjudge grade [flags] [FILE...]   grade cases, one verdict line per input line
  docjudge eval  [flags] FILE...     grade labelled cases and report agreement
  docjudge help                      show this help

Input is JSON Lines: question, answer (a string or a list of acceptable
answers), prediction, and optionally id, answers, answer_format, label.
The LLM stage reads its key from OPENAI_API_KEY (and its base URL from
OPENAI_BASE_URL or --base-url); without either it is off.
With no FILE, or FILE "-", grade reads standard input. Verdicts go to
standard output (or -o FILE); progress and the summary go to standard error.

Run "docjudge grade --help" or "docjudge eval --help" for their flags.

` + exitHelp

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
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)
	stop()
	os.Exit(code)
}

// run is the whole command, testable in-process: getenv reads the
// environment (OPENAI_API_KEY, OPENAI_BASE_URL).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	switch args[0] {
	case "grade":
		return runGrade(ctx, args[1:], stdin, stdout, stderr, getenv)
	case "eval":
		return runEval(ctx, args[1:], stdin, stdout, stderr, getenv)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		fmt.Fprintf(stderr, "docjudge: unknown command %q\n\n%s", args[0], usage)
		return exitUsage
	}
}
