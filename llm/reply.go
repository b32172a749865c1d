package llm

import (
	"errors"
	"regexp"
	"strings"

	openai "github.com/sashabaranov/go-openai"
)

// ErrUnparseable is a judge reply with no result line of YES or NO.
var ErrUnparseable = errors.New("llm: reply has no \"result: YES\" or \"result: NO\" line")

// resultLine matches a result line: "result: YES", "**Result:** no.",
// "- result: `YES`". Only YES and NO count.
var resultLine = regexp.MustCompile(`(?i)^[\s>*_#\-` + "`" + `]*result[\s*_` + "`" + `]*:[\s*_` + "`" + `"']*(yes|no)[\s*_` + "`" + `"'.!]*$`)

// reasonLine matches the start of a reason field.
var reasonLine = regexp.MustCompile(`(?i)^[\s>*_#\-` + "`" + `]*reason[\s*_` + "`" + `]*:[\s*_` + "`" + `]*(.*)$`)

// errNoChoices is a chat completion without a reply in it.
var errNoChoices = errors.New("llm: reply has no choices")

// readReply reads a chat completion, synchronous or from a batch: the
// text of its first choice, with keys removed by redact, and the result
// and reason it gives.
func readReply(resp openai.ChatCompletionResponse, redact func(string) string) (text, result, reason string, err error) {
	if len(resp.Choices) == 0 {
		return "", "", "", errNoChoices
	}
	text = redact(resp.Choices[0].Message.Content)
	result, reason, err = ParseReply(text)
	return text, result, reason, err
}

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
