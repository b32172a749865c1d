package engine_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/docjudge/docjudge/engine"
	"github.com/docjudge/docjudge/rules"
)

// Grading offline: the rules decide what they can and say which rule did.
func ExampleEngine_Run() {
	e, err := engine.New(rules.All(rules.DefaultAliases()), engine.Options{})
	if err != nil {
		panic(err)
	}
	input := `{"id":"q1","question":"Who wrote Hamlet?","answer":"William Shakespeare","prediction":"william shakespeare"}
{"id":"q2","question":"Who wrote Hamlet?","answer":"William Shakespeare","prediction":"I don't know."}
`
	_, err = e.Run(context.Background(), []engine.Source{{Name: "-", R: strings.NewReader(input)}}, engine.Resume{}, func(it engine.Item) error {
		fmt.Printf("%s %s by %s\n", it.Verdict.ID, it.Verdict.Result, it.Verdict.DecidedBy)
		return nil
	})
	if err != nil {
		panic(err)
	}
	// Output:
	// "q1" YES by rule:exact
	// "q2" NO by rule:no_answer
}
