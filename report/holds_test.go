package report_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/docjudge/docjudge/report"
)

func TestHolds(t *testing.T) {
	dir := t.TempDir()
	var page bytes.Buffer
	if err := report.New(report.Options{}).WriteHTML(&page); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, text string
		want       bool
	}{
		{"a page of this package", page.String(), true},
		{"the user's notes", "notes about the run\n", false},
		{"another HTML page", "<!doctype html><html><head><title>x</title></head></html>", false},
		{"empty", "", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			name := filepath.Join(dir, tt.name+".html")
			if err := os.WriteFile(name, []byte(tt.text), 0o644); err != nil {
				t.Fatal(err)
			}
			if got, err := report.Holds(name); err != nil || got != tt.want {
				t.Errorf("Holds = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}
