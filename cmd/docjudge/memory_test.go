package main

import (
	"runtime/debug"
	"testing"
)

func TestOwnCollector(t *testing.T) {
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	tests := []struct {
		name    string
		args    []string
		getenv  func(string) string
		wantSet bool
	}{
		{"grade", []string{"grade", "--offline", "in.jsonl"}, env(), true},
		{"eval", []string{"eval", "in.jsonl"}, env(), true},
		{"report holds every verdict", []string{"report", "v.jsonl"}, env(), false},
		{"batch", []string{"batch", "prepare"}, env(), false},
		{"no command", nil, env(), false},
		{"GOGC set by the user", []string{"grade"}, env("GOGC", "200"), false},
		{"GOMEMLIMIT set by the user", []string{"grade"}, env("GOMEMLIMIT", "1GiB"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ownCollector(tt.args, tt.getenv); got != tt.wantSet {
				t.Errorf("ownCollector(%q) = %v, want %v", tt.args, got, tt.wantSet)
			}
		})
	}
}

// TestSetCollector checks that setCollector sets the runtime's collector
// for grade (GOGC off, gradingMemoryLimit) and leaves it alone for report,
// reading the settings back from the runtime and restoring them.
func TestSetCollector(t *testing.T) {
	percent := debug.SetGCPercent(100)
	limit := debug.SetMemoryLimit(-1) // a negative limit only reads it
	t.Cleanup(func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
	none := func(string) string { return "" }
	setCollector([]string{"report", "v.jsonl"}, none)
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("after report, GOGC = %d, want 100 (untouched)", got)
	}
	setCollector([]string{"grade", "in.jsonl"}, none)
	gotPercent, gotLimit := debug.SetGCPercent(100), debug.SetMemoryLimit(-1)
	if gotPercent != -1 || gotLimit != gradingMemoryLimit {
		t.Errorf("after grade, GOGC = %d and limit %d, want -1 and %d", gotPercent, gotLimit, gradingMemoryLimit)
	}
}
