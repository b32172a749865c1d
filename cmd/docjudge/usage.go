package main

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/agnivade/levenshtein"
	"github.com/spf13/pflag"
)

// usageError tells the user what is wrong with the command line and how to
// get help, and returns the usage exit status.
func usageError(fs *pflag.FlagSet, err error, stderr io.Writer) int {
	fmt.Fprintf(stderr, "docjudge %s: %s\n", fs.Name(), explainFlagError(fs, err))
	fmt.Fprintf(stderr, "Run \"docjudge %s --help\" for its flags.\n", fs.Name())
	return exitUsage
}

// explainFlagError turns a flag parsing error into a sentence with a hint.
func explainFlagError(fs *pflag.FlagSet, err error) string {
	var notExist *pflag.NotExistError
	var noValue *pflag.ValueRequiredError
	var invalid *pflag.InvalidValueError
	switch {
	case errors.As(err, &notExist):
		name, group := notExist.GetSpecifiedName(), notExist.GetSpecifiedShortnames()
		if group != "" {
			msg := "unknown flag -" + name
			if len(group) > 1 {
				msg += " in -" + group + "; long flags take two dashes, as in --" + group
			}
			return msg
		}
		msg := "unknown flag --" + name
		if s := suggest(fs, name); len(s) > 0 {
			msg += "; did you mean " + strings.Join(s, " or ") + "?"
		}
		return msg
	case errors.As(err, &noValue):
		f := noValue.GetFlag()
		kind, _ := pflag.UnquoteUsage(f)
		return fmt.Sprintf("%s needs a value: %s %s", flagName(f), flagName(f), kind)
	case errors.As(err, &invalid):
		f, v := invalid.GetFlag(), invalid.GetValue()
		switch f.Value.Type() {
		case "duration":
			return fmt.Sprintf("%s %q is not a duration: durations need a unit, such as %ss, 2m or 1h30m", flagName(f), v, strings.TrimSpace(v))
		case "int":
			return fmt.Sprintf("%s %q: want a whole number", flagName(f), v)
		case "bool":
			return fmt.Sprintf("%s=%s: want true or false", flagName(f), v)
		}
		return fmt.Sprintf("%s %q: %v", flagName(f), v, errors.Unwrap(err))
	}
	return err.Error()
}

// flagName is how the user typed, or would type, a flag.
func flagName(f *pflag.Flag) string {
	if f.Shorthand != "" {
		return "-" + f.Shorthand + "/--" + f.Name
	}
	return "--" + f.Name
}

// suggest returns the flags the user probably meant by name: those it is a
// prefix of, else those within a small edit distance, closest first.
func suggest(fs *pflag.FlagSet, name string) []string {
	var prefixed []string
	type near struct {
		flag string
		dist int
	}
	var close []near
	limit := max(1, min(3, len(name)/3))
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		if strings.HasPrefix(f.Name, name) {
			prefixed = append(prefixed, "--"+f.Name)
		}
		if d := levenshtein.ComputeDistance(name, f.Name); d <= limit {
			close = append(close, near{"--" + f.Name, d})
		}
	})
	if len(prefixed) > 0 && len(prefixed) <= 3 {
		return prefixed
	}
	slices.SortStableFunc(close, func(a, b near) int { return a.dist - b.dist })
	var out []string
	for _, n := range close {
		if n.dist == close[0].dist && len(out) < 3 {
			out = append(out, n.flag)
		}
	}
	return out
}

// checkValues refuses flag values that make no sense, such as a negative
// concurrency; flags a command does not have are not checked.
func checkValues(fs *pflag.FlagSet) error {
	// "-offline" parses as "-o ffline": a long flag with one dash, which
	// would write verdicts to a file named "ffline".
	if f := fs.Lookup("output"); f != nil && f.Changed {
		if long := fs.Lookup("o" + f.Value.String()); long != nil {
			return fmt.Errorf("-o%s reads as -o %s; did you mean --%s?", f.Value.String(), f.Value.String(), long.Name)
		}
	}
	atLeast := func(name string, least int, hint string) error {
		if f := fs.Lookup(name); f != nil {
			if n, err := fs.GetInt(name); err == nil && n < least {
				return fmt.Errorf("--%s %d: %s", name, n, hint)
			}
		}
		return nil
	}
	checks := []error{
		atLeast("concurrency", 1, "want at least 1 request in flight"),
		atLeast("max-tokens", 1, "want at least 1 token"),
		atLeast("max-line-bytes", 1, "want a positive number of bytes"),
		atLeast("rpm", 0, "want 0 (no limit) or more"),
		atLeast("tpm", 0, "want 0 (no limit) or more"),
		atLeast("retries", 0, "want 0 (no retry) or more"),
	}
	if f := fs.Lookup("timeout"); f != nil {
		if d, err := fs.GetDuration("timeout"); err == nil && d <= 0 {
			checks = append(checks, fmt.Errorf("--timeout %s: want a positive duration, such as 60s", d))
		}
	}
	return errors.Join(checks...)
}

// version is the build's version: the module version go install recorded,
// or the commit it was built from.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := info.Main.Version
	var rev, when string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	if rev != "" && !strings.Contains(v, rev[:min(12, len(rev))]) {
		v += " " + rev[:min(12, len(rev))]
		if dirty {
			v += "+changes"
		}
		if t, err := time.Parse(time.RFC3339, when); err == nil {
			v += " (" + t.UTC().Format("2006-01-02") + ")"
		}
	}
	return v + ", " + info.GoVersion
}
