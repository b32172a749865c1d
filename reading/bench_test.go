package reading

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkRead reads document-style answers of 1 to 64 KB, packed with
// figures, markers, hedges and corrections; its MB/s should not fall as
// the answer grows (the reader is linear in the prediction's length).
func BenchmarkRead(b *testing.B) {
	block := "Revenue was $5,466,312 (in thousands) in FY2021, up 4.2% from $5,245,001; however, actually the segment note says (1,234). " +
		"Probably the answer is 8.7, or maybe 8.9? Correction: net loss of $320 million.\n" +
		"| Item | FY2021 | FY2020 |\n|---|---|---|\n| Capex | 1,577 | 1,480 |\n" +
		"- The document does not specify the split; let me re-check: 12.6% + 5.7% = 18.3%.\n"
	for _, kb := range []int{1, 4, 16, 64} {
		pred := strings.Repeat(block, kb*1024/len(block)+1)[:kb*1024] + "\n\nTherefore, the answer is $5.47 billion."
		b.Run(fmt.Sprintf("%dKB", kb), func(b *testing.B) {
			b.SetBytes(int64(len(pred)))
			for b.Loop() {
				Read("What was the FY2021 revenue in USD millions?", pred)
			}
		})
	}
}
