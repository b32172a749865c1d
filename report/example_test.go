package report_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/report"
	"github.com/docjudge/docjudge/rules"
)

func Example() {
	b := report.New(report.Options{Title: "nightly run", By: []string{"source"}})
	c := &engine.Case{ID: json.RawMessage(`"q1"`), Question: "Capital of France?", Answers: rules.Texts("Paris"),
		Prediction: "Paris", Label: engine.Yes, Raw: json.RawMessage(`{"source":"gpt4"}`)}
	v := engine.Verdict{ID: c.ID, Result: engine.Yes, DecidedBy: "rule:exact", Reason: `the prediction equals "Paris"`,
		Rules: []engine.RuleTrace{{Rule: "exact", Outcome: rules.Yes, Note: `the prediction equals "Paris"`}}}
	b.Add(v, c)
	var page bytes.Buffer
	if err := b.WriteHTML(&page); err != nil {
		log.Fatal(err)
	}
	html := page.String()
	fmt.Println(strings.Contains(html, "<title>nightly run</title>"))
	fmt.Println(strings.Contains(html, "<h3>By source</h3>"))
	// Output:
	// true
	// true
}
