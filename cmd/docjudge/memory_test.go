package main

import "testing"

func TestCollector(t *testing.T) {
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
			percent, limit, set := collector(tt.args, tt.getenv)
			if set != tt.wantSet {
				t.Fatalf("collector(%q) sets the collector: %v, want %v", tt.args, set, tt.wantSet)
			}
			if set && (percent != -1 || limit != gradingMemoryLimit) {
				t.Errorf("collector(%q) = GOGC %d, limit %d; want off and %d", tt.args, percent, limit, gradingMemoryLimit)
			}
		})
	}
}
