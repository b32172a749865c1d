package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/docjudge/docjudge/verdictfile"
)

// checkOutput refuses to write to name when that would destroy something
// that is not an earlier run's verdicts: when it is the same file as one
// of the inputs (by identity, so a link or another spelling of the path is
// caught too), or an existing file whose first line is not a verdict.
// flag names the option that gave name, for the message.
func checkOutput(flag, name string, inputs []string, stdin io.Reader) error {
	out, in, err := inputAt(name, inputs, stdin)
	if err != nil {
		return err
	}
	if in != "" {
		return fmt.Errorf("%s %s is also an input (%s): writing there would destroy it; choose another output file", flag, name, in)
	}
	if out == nil || !out.Mode().IsRegular() || out.Size() == 0 {
		return nil
	}
	ok, err := verdictfile.Holds(name)
	if err != nil {
		return err
	}
	if !ok && !holdsSummary(name) {
		return fmt.Errorf("%s %s already exists and does not hold docjudge verdicts; not overwriting it (remove it, or choose another output file)", flag, name)
	}
	return nil
}

// inputAt returns the details of the output file name when it exists, and
// which of the inputs it is, by identity ("" when none; "standard input"
// for "-" when stdin is that file). No inputs means standard input.
func inputAt(name string, inputs []string, stdin io.Reader) (fs.FileInfo, string, error) {
	if name == "" {
		return nil, "", nil
	}
	out, err := os.Stat(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", err
	}
	if len(inputs) == 0 {
		inputs = []string{"-"}
	}
	for _, in := range inputs {
		var st fs.FileInfo
		if in == "-" {
			f, ok := stdin.(*os.File)
			if !ok {
				continue
			}
			if st, err = f.Stat(); err != nil {
				continue
			}
			in = "standard input"
		} else if st, err = os.Stat(in); err != nil {
			continue // the input's own error is reported when it is opened
		}
		if os.SameFile(out, st) {
			return out, in, nil
		}
	}
	return out, "", nil
}

// outFile is a file an option writes: the option, and the name it was given.
type outFile struct{ flag, name string }

// distinctOutputs refuses two options that would write the same file (by
// identity when it exists, else by its absolute path): the second would
// replace what the first wrote. Standard output and unset options are not
// files.
func distinctOutputs(outs ...outFile) error {
	for i, a := range outs {
		for _, b := range outs[i+1:] {
			if a.name == "" || a.name == "-" || b.name == "" || b.name == "-" || !samePath(a.name, b.name) {
				continue
			}
			return fmt.Errorf("%s and %s both name %s: each output needs a file of its own", a.flag, b.flag, b.name)
		}
	}
	return nil
}

// samePath reports whether two names are one file: by identity when both
// exist, else by their absolute, cleaned paths.
func samePath(a, b string) bool {
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(sa, sb)
	}
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	return errA == nil && errB == nil && absA == absB
}
