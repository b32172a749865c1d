package llm_test

import (
	"fmt"

	"github.com/docjudge/docjudge/llm"
)

func ExampleParseReply() {
	result, reason, err := llm.ParseReply("**Reason:** The prediction uses the abbreviation NASA.\n**Result:** YES")
	fmt.Println(result, err)
	fmt.Println(reason)
	// Output:
	// YES <nil>
	// The prediction uses the abbreviation NASA.
}
