package normalize_test

import (
	"fmt"

	"github.com/docjudge/docjudge/normalize"
)

func ExampleParseQuantity() {
	for _, s := range []string{"$1.2 million", "ten per cent", "3.50"} {
		q, _ := normalize.ParseQuantity(s)
		fmt.Printf("%v %v %v %q\n", q.Value, q.Tol, q.Percent, q.Currency)
	}
	// Output:
	// 1.2e+06 50000 false "USD"
	// 10 0.5 true ""
	// 3.5 0.005 false ""
}

func ExampleText() {
	fmt.Println(normalize.Text("The U.S. Department of Defense’s 1,000 “Rönt\u00adgen” units"))
	// Output:
	// us department of defenses 1000 rontgen units
}
