module github.com/docjudge/docjudge

go 1.26.0

require (
	github.com/agnivade/levenshtein v1.2.2
	github.com/kljensen/snowball v0.10.0
	github.com/spf13/pflag v1.0.10
	golang.org/x/text v0.43.0
)

require github.com/google/go-cmp v0.7.0
