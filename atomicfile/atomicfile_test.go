package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWrite(t *testing.T) {
	for _, durable := range []bool{false, true} {
		dir := t.TempDir()
		name := filepath.Join(dir, "f")
		if err := os.WriteFile(name, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := Write(name, []byte("new"), 0o644, durable); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(name)
		if err != nil || string(got) != "new" {
			t.Errorf("durable %v: read %q, %v; want \"new\"", durable, got, err)
		}
		if st, err := os.Stat(name); err != nil || st.Mode().Perm() != 0o644 {
			t.Errorf("durable %v: mode %v, %v; want 0644", durable, st.Mode().Perm(), err)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("durable %v: %d files in the directory, want 1 (no temporary file left)", durable, len(entries))
		}
	}
	// A failed write leaves no temporary file and the target as it was.
	dir := t.TempDir()
	if err := Write(filepath.Join(dir, "no such dir", "f"), []byte("x"), 0o644, true); err == nil {
		t.Error("write into a missing directory: no error")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("after a failed write the directory holds %d files, want none", len(entries))
	}
}
