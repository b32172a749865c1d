package metrics_test

import (
	"fmt"

	"github.com/docjudge/docjudge/metrics"
)

func ExampleScore() {
	var s metrics.Score
	for _, r := range []string{"YES", "YES", "NO", "UNDECIDED"} {
		s.Add(r)
	}
	fmt.Printf("accuracy %.2f, between %.2f and %.2f\n", s.Accuracy(), s.Low(), s.High())
	// Output: accuracy 0.50, between 0.50 and 0.75
}
