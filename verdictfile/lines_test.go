package verdictfile

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
)

func TestLines(t *testing.T) {
	broken := errors.New("disk error")
	tests := []struct {
		name    string
		r       io.Reader
		want    []string
		wantErr error
	}{
		{name: "lines", r: strings.NewReader("a\n\nb\n"), want: []string{"a\n", "\n", "b\n"}},
		{name: "last line without newline", r: strings.NewReader("a\nb"), want: []string{"a\n", "b"}},
		{name: "empty", r: strings.NewReader("")},
		{
			// The part of a line read before an error is not a line: a
			// resume would take it for one torn by a kill and cut the file
			// there.
			name:    "read error mid-line",
			r:       io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(broken)),
			want:    []string{"a\n"},
			wantErr: broken,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			var gotErr error
			for line, err := range lines(tt.r) {
				if err != nil {
					gotErr = err
					break
				}
				got = append(got, string(line))
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
			if !errors.Is(gotErr, tt.wantErr) {
				t.Errorf("error = %v, want %v", gotErr, tt.wantErr)
			}
		})
	}
}
