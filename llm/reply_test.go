package llm_test

import (
	"errors"
	"testing"

	"github.com/docjudge/docjudge/llm"
)

func TestParseReply(t *testing.T) {
	tests := []struct {
		name, reply, result, reason string
	}{
		{"plain", "reason: The numbers match.\nresult: YES", "YES", "The numbers match."},
		{"case and punctuation", "Reason: close\nRESULT: no.", "NO", "close"},
		{"markdown bold", "**Reason:** It names NASA.\n**Result:** YES", "YES", "It names NASA."},
		{"code fence", "```\nreason: ok\nresult: YES\n```", "YES", "ok"},
		{"backticks", "reason: fine\nresult: `NO`", "NO", "fine"},
		{"last result wins", "reason: first thought\nresult: YES\nreason: on reflection, wrong\nresult: NO", "NO", "on reflection, wrong"},
		{"multi-line reason", "reason: one\ntwo\nresult: YES", "YES", "one two"},
		{"no reason", "result: YES", "YES", ""},
		{"crlf", "reason: r\r\nresult: YES\r\n", "YES", "r"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			result, reason, err := llm.ParseReply(tt.reply)
			if err != nil || result != tt.result || reason != tt.reason {
				t.Errorf("ParseReply(%q) = %q, %q, %v; want %q, %q", tt.reply, result, reason, err, tt.result, tt.reason)
			}
		})
	}
	for _, bad := range []string{"", "YES", "I think yes.", "result: maybe", "result: YES/NO", "result: YESS", "the result: YES is what I'd say", "reason: result: YES"} {
		if r, _, err := llm.ParseReply(bad); !errors.Is(err, llm.ErrUnparseable) {
			t.Errorf("ParseReply(%q) = %q, %v; want ErrUnparseable", bad, r, err)
		}
	}
}
