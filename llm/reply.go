package llm

import (
	"errors"
	"regexp"
	"strings"
)

// ErrUnparseable is a judge reply with no result line of YES or NO.
var ErrUnparseable = errors.New("llm: reply has no \"result: YES\" or \"result: NO\" line")

// resultLine matches a result line: "result: YES", "**Result:** no.",
// "- result: `YES`". Only YES and NO count.
var resultLine = regexp.MustCompile(`(?i)^[\s>*_#\-` + "`" + `]*result[\s*_` + "`" + `]*:[\s*_` + "`" + `"']*(yes|no)[\s*_` + "`" + `"'.!]*$`)

// reasonLine matches the start of a reason field.
var reasonLine = regexp.MustCompile(`(?i)^[\s>*_#\-` + "`" + `]*reason[\s*_` + "`" + `]*:[\s*_` + "`" + `]*(.*)$`)

// ParseReply reads a judge reply of the form "reason: ...\nresult: YES".
// The last result line wins; case, markdown emphasis, code fences and
// trailing punctuation are tolerated. It returns the result ("YES" or "NO")
// and the reason, or ErrUnparseable.
func ParseReply(reply string) (result, reason string, err error) {
	lines := strings.Split(strings.ReplaceAll(reply, "\r\n", "\n"), "\n")
	resultAt := -1
	for i, l := range lines {
		if m := resultLine.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			result, resultAt = strings.ToUpper(m[1]), i
		}
	}
	if resultAt < 0 {
		return "", "", ErrUnparseable
	}
	// The reason is the last reason field before the result, up to it.
	for i := resultAt - 1; i >= 0; i-- {
		if m := reasonLine.FindStringSubmatch(strings.TrimSpace(lines[i])); m != nil {
			parts := []string{m[1]}
			for _, l := range lines[i+1 : resultAt] {
				if t := strings.Trim(strings.TrimSpace(l), "`"); t != "" {
					parts = append(parts, t)
				}
			}
			reason = strings.TrimSpace(strings.Trim(strings.Join(parts, " "), "*_ "))
			break
		}
	}
	return result, reason, nil
}
