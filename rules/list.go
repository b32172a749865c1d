package rules

import (
	"github.com/docjudge/docjudge/lexicon"
	"regexp"
	"slices"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/docjudge/docjudge/normalize"
)

// List judges list answers: every gold item must be present, in any order,
// each matched by the other matchers (exact, alias, initialism, number).
func List(tab *Aliases) Rule {
	return Rule{
		Name:     "list",
		Doc:      "a list gold (a list literal, any gold of a List question, or a gold of as many items as the question counts) is matched item by item in any order: all items and no others is YES; a clean list missing an item is NO; extra items abstain, unless the question states the count (NO)",
		Check:    func(c *Case) Finding { return checkList(tab, c) },
		Requires: FactList,
		Whole:    true,
		Examples: []Example{
			{Question: "What are the three reportable segments?", Golds: []string{"Industrial, Consumer and Services"}, Prediction: "Industrial, Consumer, Services, Corporate", Want: No, Note: `^the question asks for 3 items; the answer lists 4`},
			{Question: "Name the first three ports of call.", Golds: []string{"Aldby, Bressum, Corwick"}, Prediction: "The first three are Aldby, Bressum, Corwick, Dunmoor.", Want: No, Note: `^the question asks for 3 items; the answer lists 4`},
			{Question: "What are the reportable segments?", Golds: []string{"Industrial, Consumer and Services"}, Prediction: "Industrial, Consumer, Services, Corporate", Want: Abstain},
			{Question: "What are the three reportable segments?", Golds: []string{"Industrial, Consumer and Services"}, Prediction: "Industrial", Want: No},
			{Question: "which months", Golds: []string{"['Jun', 'Aug']"}, Prediction: "['June']", Format: "List", Want: No},
			{Question: "which months", Golds: []string{"['Jun', 'Aug']"}, Prediction: "['August', 'June']", Format: "List", Want: Yes},
			// A format example in the question numbers no item: the pages the gold numbers are the answer.
			{Question: "List the pages that show the Kelby logo. The answer should be formatted as a list like ['Page 2', 'Page 4'].", Golds: []string{"['Page 1', 'Page 5']"}, Prediction: "['Page 1', 'Page 5']", Format: "List", Want: Yes},
			{Question: "List the pages that show the Kelby logo. The answer should be formatted as a list like ['Page 2', 'Page 4'].", Golds: []string{"['Page 1', 'Page 5']"}, Prediction: "['Page 1', 'Page 6']", Format: "List", Want: Abstain},
			{Question: "which months", Golds: []string{"['Jun', 'Aug']"}, Prediction: "June and August", Format: "List", Want: Yes},
			{Question: "which months", Golds: []string{"['Jun', 'Aug']"}, Prediction: "The deadlines are in June and August.", Format: "List", Want: Yes},
			{Question: "which colours", Golds: []string{"red, green and blue"}, Prediction: "Blue, red, green", Format: "List", Want: Yes},
			{Question: "which pages", Golds: []string{"[15, 9]"}, Prediction: "[9, 15]", Want: Yes},
			{Question: "which pages", Golds: []string{"['15', '9']"}, Prediction: "['15', '8']", Want: No},
			{Question: "which months", Golds: []string{"['Jun', 'Aug']"}, Prediction: "['June', 'August', 'May']", Format: "List", Want: Abstain},
			{Question: "which months", Golds: []string{"['Jun', 'Aug']"}, Prediction: "['June', 'September']", Format: "List", Want: Abstain},
			{Question: "who", Golds: []string{"Simon and Garfunkel"}, Prediction: "Simon", Want: Abstain},
			{Question: "which colours appear in all three", Golds: []string{"[]"}, Prediction: "[]", Format: "List", Want: Yes},
			{Question: "which colours", Golds: []string{"['yellow', 'black and white']"}, Prediction: "The answer is: yellow and black and white.", Want: Yes},
			{Question: "which incomes", Golds: []string{"['$35,000', '$40,684']"}, Prediction: "$35,000 and $40,684", Want: Yes},
			{Question: "which colours", Golds: []string{"['yellow', 'black and white']"}, Prediction: "yellow, black and white, and red", Want: Abstain},
			{Question: "which colours appear in all three", Golds: []string{"[]"}, Prediction: "There are none.", Format: "List", Want: Abstain},
		},
	}
}

// restatement is the lead-in of a prose list: "The deadlines are".
var restatement = regexp.MustCompile(`(?i)^.*\b(?:are|is|were|was|include|includes|included|being):?\s+(?:(?:in|on|at|by|from)\s+)?`)

// predictionList returns the prediction's items and whether they form a
// clean list: a list literal, or short items only.
func predictionList(c *Case) ([]string, bool) {
	if items, ok := normalize.ParseLiteral(c.span.Text); ok {
		return items, true
	}
	if items, ok := normalize.ParseLiteral(c.Prediction); ok {
		return items, true
	}
	text := c.span.Text
	if strings.Contains(strings.TrimSpace(c.Prediction), "\n") && c.span.How != "marker" {
		text = c.Prediction
	}
	items := normalize.SplitList(text)
	if len(items) > 0 {
		items[0] = restatement.ReplaceAllString(items[0], "")
	}
	clean := true
	for _, it := range items {
		if normalize.FieldCount(it) > 6 {
			clean = false
		}
	}
	return items, clean
}

func checkList(tab *Aliases, c *Case) Finding {
	gold, ok := goldList(c)
	if !ok {
		return abstain("the gold is not a list")
	}
	pred, clean := predictionList(c)
	if len(gold) == 0 {
		if items, ok := normalize.ParseLiteral(c.Prediction); ok && len(items) == 0 {
			return yes("the gold and the prediction are both the empty list")
		}
		return abstain("the gold is the empty list; whether the prediction says none is the LLM's to judge")
	}
	if len(pred) == 0 {
		return abstain("the prediction gives no list")
	}
	pairs := matchItems(gold, pred, func(g, p string) bool { return sameItem(tab, g, p) })
	matched := 0
	var missing []string
	for gi, pi := range pairs {
		if pi >= 0 {
			matched++
		} else {
			missing = append(missing, gold[gi])
		}
	}
	switch {
	case matched == len(gold) && len(pred) == len(gold):
		return yes("all %d gold items are in the list, and no others", len(gold))
	case namesExactly(c.spanText, gold):
		return yes("the answer names all %d gold items and nothing else", len(gold))
	case matched == len(gold) && clean && c.askedCount() == len(gold):
		return no("the question asks for %d items; the answer lists %d", len(gold), len(pred))
	case matched == len(gold):
		return abstain("all gold items are present, with %d more", len(pred)-len(gold))
	case !clean:
		return abstain("the prediction's list is not clean enough to count its items")
	case len(pred) < len(gold) && matched == len(pred):
		return no("the list misses %s", quote(strings.Join(missing, ", ")))
	case allNumbers(gold) && allNumbers(pred):
		return no("the list of numbers misses %s", quote(strings.Join(missing, ", ")))
	}
	return abstain("%d of %d gold items matched; the others may be worded differently", matched, len(gold))
}

func allNumbers(items []string) bool {
	for _, it := range items {
		if _, ok := normalize.ParseQuantity(it); !ok {
			return false
		}
	}
	return true
}

// sameItem reports whether a predicted item names a gold item: equal after
// normalization, an alias, an initialism, or the same number.
func sameItem(tab *Aliases, gold, pred string) bool {
	g, p := normalize.Text(gold), normalize.Text(pred)
	if _, ok := sameText(g, p); ok || tab.Same(g, p) {
		return true
	}
	if gq, ok := normalize.ParseQuantity(gold); ok {
		if pq, ok := normalize.ParseQuantity(pred); ok {
			return compareQuantities(gq, pq, gq.Percent) == quantitySame
		}
		return false
	}
	if isInitialismOf(p, words(gold)) && isInitialism(strings.TrimSpace(pred)) || isInitialismOf(g, words(pred)) && isInitialism(strings.TrimSpace(gold)) {
		return true
	}
	// A long item with one typo ("servife" for "service") is the same item.
	return len(g) >= 12 && levenshtein.ComputeDistance(g, p) <= 1 && !hasDigit(g)
}

// matchItems pairs each gold item with a distinct predicted item it matches,
// by augmenting paths, and returns for each gold item its partner or -1.
func matchItems(gold, pred []string, same func(g, p string) bool) []int {
	adj := make([][]int, len(gold))
	for i, g := range gold {
		for j, p := range pred {
			if same(g, p) {
				adj[i] = append(adj[i], j)
			}
		}
	}
	goldOf := make([]int, len(pred))
	for j := range goldOf {
		goldOf[j] = -1
	}
	var try func(i int, seen []bool) bool
	try = func(i int, seen []bool) bool {
		for _, j := range adj[i] {
			if seen[j] {
				continue
			}
			seen[j] = true
			if goldOf[j] < 0 || try(goldOf[j], seen) {
				goldOf[j] = i
				return true
			}
		}
		return false
	}
	for i := range gold {
		try(i, make([]bool, len(pred)))
	}
	partner := make([]int, len(gold))
	for i := range partner {
		partner[i] = -1
	}
	for j, i := range goldOf {
		if i >= 0 {
			partner[i] = j
		}
	}
	return partner
}

// connectives may stand between the items of a prose list.
var connectives = wordSet(lexicon.Connectives()...)

// namesExactly reports whether the normalized text consists of the items
// (each named once, longest first, so "black and white" is read before
// "white") and connectives between them, and nothing else. It reads prose
// lists whose items hold commas or "and", which splitting cannot.
func namesExactly(text string, items []string) bool {
	norm := make([]string, len(items))
	for i, it := range items {
		norm[i] = normalize.Text(it)
	}
	slices.SortStableFunc(norm, func(a, b string) int { return len(b) - len(a) })
	rest := " " + text + " "
	for _, it := range norm {
		if it == "" || !strings.Contains(rest, " "+it+" ") {
			return false
		}
		rest = strings.Replace(rest, " "+it+" ", " | ", 1)
	}
	for w := range strings.FieldsSeq(rest) {
		if w != "|" && !connectives[w] {
			return false
		}
	}
	return true
}
