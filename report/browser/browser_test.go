package browser

import (
	"fmt"
	"strings"
	"testing"
)

// fakeTB records what New does without a browser; Skip and Fatal stop it
// as testing's do, by leaving New.
type fakeTB struct {
	testing.TB
	skipped, failed string
}

type stopped struct{}

func (f *fakeTB) Helper()                   {}
func (f *fakeTB) Skip(args ...any)          { f.skipped = fmt.Sprint(args...); panic(stopped{}) }
func (f *fakeTB) Fatal(args ...any)         { f.failed = fmt.Sprint(args...); panic(stopped{}) }
func (f *fakeTB) Fatalf(s string, a ...any) { f.failed = fmt.Sprintf(s, a...); panic(stopped{}) }

func newWithout(t *testing.T) (f *fakeTB) {
	f = &fakeTB{TB: t}
	defer func() {
		if r := recover(); r != nil && r != (stopped{}) {
			panic(r)
		}
	}()
	New(f, 100, 100)
	return f
}

func TestNoBrowserSkipsOrFails(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("DOCJUDGE_CHROMIUM", "")
	tests := []struct {
		name, ci, required string
		skip               bool
	}{
		{"on a workstation", "", "", true},
		{"in CI", "true", "", false},
		{"under .ci/run", "", "required", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("CI", tt.ci)
			t.Setenv("DOCJUDGE_BROWSER", tt.required)
			f := newWithout(t)
			got := f.failed
			if tt.skip {
				got = f.skipped
			}
			if !strings.Contains(got, "no Chromium found") || (f.skipped != "") != tt.skip {
				t.Errorf("skipped %q, failed %q; want it to skip: %v", f.skipped, f.failed, tt.skip)
			}
		})
	}
}
