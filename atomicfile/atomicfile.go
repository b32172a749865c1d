// Package atomicfile writes files whole: through a temporary file beside
// the target and a rename, so that a reader sees the old content or the
// new, never part of it.
package atomicfile

import (
	"io/fs"
	"os"
	"path/filepath"
)

// Write writes data to name with permissions perm. durable also syncs the
// file before the rename and the directory after it, for files a run after
// a crash must find. On failure name is as it was and no temporary file is
// left.
func Write(name string, data []byte, perm fs.FileMode, durable bool) error {
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(perm)
	}
	if err == nil && durable {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), name)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if durable {
		if d, err := os.Open(dir); err == nil {
			d.Sync()
			d.Close()
		}
	}
	return nil
}
