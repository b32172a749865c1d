package verdictfile

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"

	"github.com/docjudge/docjudge/engine"
)

// Rewriter rewrites an earlier run's verdict file when a resumed run grades
// some of its verdicts again (LLM failures): the kept verdicts and the new
// ones go, in input order, to a temporary file beside it, which is synced
// and renamed over the old one at the end. Until then the old file stands
// as it was, and the new one holds at least as many verdicts, so no crash
// leaves fewer verdicts than there were.
type Rewriter struct {
	path string
	old  *os.File
	kept *bufio.Reader // the old file's lines not yet copied
	n    int           // kept verdicts copied or replaced so far
	skip int           // kept verdicts in all
	tmp  *os.File
	w    *JSONWriter
}

// NewRewriter starts rewriting path, whose first skip lines are the kept
// verdicts (ResumeFrom has checked them and cut any torn line).
func NewRewriter(path string, skip int) (*Rewriter, error) {
	old, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	st, err := old.Stat()
	if err != nil {
		old.Close()
		return nil, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".resume-*")
	if err != nil {
		old.Close()
		return nil, err
	}
	if err := tmp.Chmod(st.Mode().Perm()); err != nil {
		old.Close()
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, err
	}
	return &Rewriter{path: path, old: old, kept: bufio.NewReaderSize(old, 1<<20), skip: skip, tmp: tmp, w: NewJSONWriter(tmp)}, nil
}

// Write writes the verdict of input record index (counting from 1): the
// kept verdicts before it are copied first, and a kept verdict at index is
// replaced.
func (r *Rewriter) Write(index int, v engine.Verdict) error {
	if err := r.copyKept(min(index-1, r.skip)); err != nil {
		return err
	}
	if index <= r.skip {
		if _, err := r.kept.ReadBytes('\n'); err != nil {
			return fmt.Errorf("reading %s: %w", r.path, err)
		}
		r.n++
	}
	return r.w.Write(v)
}

// copyKept copies kept verdicts until upTo of them are written.
func (r *Rewriter) copyKept(upTo int) error {
	for r.n < upTo {
		line, err := r.kept.ReadBytes('\n')
		if err != nil {
			return fmt.Errorf("reading %s: %w", r.path, err)
		}
		if _, err := r.w.bw.Write(line); err != nil {
			return err
		}
		r.n++
	}
	return nil
}

// Commit copies the kept verdicts not yet written (those after a stop),
// syncs the new file to disk and puts it in place of the old one.
func (r *Rewriter) Commit() error {
	err := r.copyKept(r.skip)
	if err == nil {
		err = r.w.Flush()
	}
	if err == nil {
		err = r.tmp.Sync()
	}
	if cerr := r.tmp.Close(); err == nil {
		err = cerr
	}
	r.old.Close()
	if err == nil {
		err = os.Rename(r.tmp.Name(), r.path)
	}
	if err != nil {
		os.Remove(r.tmp.Name())
		return fmt.Errorf("rewriting %s (left as it was): %w", r.path, err)
	}
	if dir, err := os.Open(filepath.Dir(r.path)); err == nil {
		dir.Sync() // make the rename itself durable; not all systems can
		dir.Close()
	}
	return nil
}

// Abort drops the new file and leaves the old one as it was.
func (r *Rewriter) Abort() {
	r.tmp.Close()
	r.old.Close()
	os.Remove(r.tmp.Name())
}
