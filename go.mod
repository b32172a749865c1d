module github.com/docjudge/docjudge

go 1.26.0

require (
	github.com/agnivade/levenshtein v1.2.2
	github.com/google/go-cmp v0.7.0
	github.com/kljensen/snowball v0.10.0
	github.com/sashabaranov/go-openai v1.43.0
	github.com/spf13/pflag v1.0.10
	golang.org/x/text v0.43.0
	golang.org/x/time v0.16.0
)
