package main

import (
	"strings"

	"github.com/docjudge/docjudge/llm"
)

// providerHelp describes --provider's values.
func providerHelp() string {
	var ps []string
	for _, p := range llm.Providers() {
		ps = append(ps, p.Name+" ("+p.Doc+")")
	}
	return strings.Join(ps, ", ")
}
