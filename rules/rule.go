// Package rules holds docjudge's deterministic judges. A rule looks at one
// case and says YES, NO or ABSTAIN with a short note. Each rule is a value in
// a file of its own, carrying the examples it must and must not decide, and
// All returns them in the order the engine consults them.
//
// Precision comes before coverage: a rule that is not sure abstains, and a
// rule says NO only where the contradiction is plain.
package rules

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/docjudge/docjudge/reading"
)

// Outcome is what a rule, or the engine, says of a case.
type Outcome int

// The outcomes. Abstain is the zero value: a rule that says nothing abstains.
const (
	Abstain Outcome = iota
	Yes
	No
)

// String returns YES, NO or ABSTAIN.
func (o Outcome) String() string {
	switch o {
	case Yes:
		return "YES"
	case No:
		return "NO"
	default:
		return "ABSTAIN"
	}
}

// MarshalText writes the outcome as YES, NO or ABSTAIN.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads YES, NO or ABSTAIN.
func (o *Outcome) UnmarshalText(b []byte) error {
	switch string(b) {
	case "YES":
		*o = Yes
	case "NO":
		*o = No
	case "ABSTAIN":
		*o = Abstain
	default:
		return fmt.Errorf("rules: unknown outcome %q", b)
	}
	return nil
}

// Finding is what a rule says of one case: an outcome and why.
type Finding struct {
	Outcome Outcome
	Note    string
	// on is the case as the rule read it when it read another answer span
	// than the committed one (see answering): guard checks that span. guard
	// clears it.
	on *Case
}

func yes(format string, args ...any) Finding {
	return Finding{Outcome: Yes, Note: note(format, args)}
}

func no(format string, args ...any) Finding {
	return Finding{Outcome: No, Note: note(format, args)}
}

func abstain(format string, args ...any) Finding {
	return Finding{Outcome: Abstain, Note: note(format, args)}
}

// note is fmt.Sprintf(format, args...), but a constant note is the
// constant itself and a note that is only a string is that string: most
// notes are one or the other, and every rule writes one for every case.
func note(format string, args []any) string {
	switch {
	case len(args) == 0 && strings.IndexByte(format, '%') < 0:
		return format
	case len(args) == 1 && format == "%s":
		if s, ok := args[0].(string); ok {
			return s
		}
	}
	if s, ok := stringsNote(format, args); ok {
		return s
	}
	return fmt.Sprintf(format, args...)
}

// stringsNote is fmt.Sprintf(format, args...) for a format whose only
// verbs are %s, each of an argument that is a string or an Outcome, and
// %%: most notes with arguments. It builds the note in one allocation, where Sprintf
// reads each argument through reflection. ok is false for any other
// format or arguments, which Sprintf then writes.
func stringsNote(format string, args []any) (_ string, ok bool) {
	n, k := len(format), 0
	for rest := format; ; {
		i := strings.IndexByte(rest, '%')
		if i < 0 {
			break
		}
		if i+1 == len(rest) {
			return "", false
		}
		switch rest[i+1] {
		case '%':
		case 's':
			if k == len(args) {
				return "", false
			}
			s, isString := noteString(args[k])
			if !isString {
				return "", false
			}
			n += len(s)
			k++
		default:
			return "", false
		}
		rest = rest[i+2:]
	}
	if k != len(args) {
		return "", false
	}
	var b strings.Builder
	b.Grow(n)
	k = 0
	for rest := format; ; {
		i := strings.IndexByte(rest, '%')
		if i < 0 {
			b.WriteString(rest)
			break
		}
		b.WriteString(rest[:i])
		if rest[i+1] == '%' {
			b.WriteByte('%')
		} else {
			s, _ := noteString(args[k])
			b.WriteString(s)
			k++
		}
		rest = rest[i+2:]
	}
	return b.String(), true
}

// noteString returns what %s writes of a, when a is a string or an
// Outcome (its String), and whether it is one.
func noteString(a any) (string, bool) {
	switch v := a.(type) {
	case string:
		return v, true
	case Outcome:
		return v.String(), true
	}
	return "", false
}

// Rule is one deterministic judge.
type Rule struct {
	// Name identifies the rule in verdicts ("rule:<name>"): lower case
	// letters, digits and underscores.
	Name string
	// Doc says in one line what the rule decides.
	Doc string
	// Check judges one case. It must not change what the case says (a Case
	// caches what it works out, so it is for one goroutine at a time).
	Check func(c *Case) Finding
	// Requires names the facts of the case that Check reads (see Fact):
	// NewCase works out only the facts some rule requires.
	Requires Fact
	// Whole says the rule judges the prediction as a whole (an empty one, a
	// refusal, a list) rather than only its committed answer: a prediction
	// that commits to no single answer does not stop it, nor does a reading
	// too weak for a NO (see guard).
	Whole bool
	// Examples are cases the rule must decide as stated, and cases it must
	// leave alone (Want: Abstain). One generic test runs them all.
	Examples []Example
}

// Example is a case with the outcome its rule must give.
type Example struct {
	Question   string
	Golds      []string
	Prediction string
	Format     string
	Want       Outcome
	// Note, when not "", is a regular expression the rule's note must
	// match, as analysistest matches a diagnostic's message: the example
	// is decided for the reason it shows.
	Note string
	// Source says where the case came from when it is not made up for
	// the rule: a data set and its row, an issue, the judging prompt.
	Source string
}

var validName = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// Validate checks a rule list: every rule has a valid, unique name, a doc
// line, a Check function, requires only known facts, and has at least one
// example it decides and one it abstains on.
func Validate(rs []Rule) error {
	var errs []error
	seen := map[string]bool{}
	for i, r := range rs {
		switch {
		case !validName.MatchString(r.Name):
			errs = append(errs, fmt.Errorf("rules: rule %d: invalid name %q", i, r.Name))
		case seen[r.Name]:
			errs = append(errs, fmt.Errorf("rules: duplicate rule name %q", r.Name))
		}
		seen[r.Name] = true
		if r.Doc == "" {
			errs = append(errs, fmt.Errorf("rules: rule %q has no doc", r.Name))
		}
		if r.Check == nil {
			errs = append(errs, fmt.Errorf("rules: rule %q has no check", r.Name))
		}
		if unknown := r.Requires &^ AllFacts; unknown != 0 {
			errs = append(errs, fmt.Errorf("rules: rule %q requires unknown facts (%#x)", r.Name, uint(unknown)))
		}
		decides, abstains := false, false
		for _, ex := range r.Examples {
			if ex.Want == Abstain {
				abstains = true
			} else {
				decides = true
			}
		}
		if !decides || !abstains {
			errs = append(errs, fmt.Errorf("rules: rule %q needs examples it decides and examples it abstains on", r.Name))
		}
	}
	return errors.Join(errs...)
}

// guard wraps a rule's check with what the reading of the prediction
// forbids: no rule says YES to a prediction that addresses the grader; no
// rule decides on a committed answer the reading is unsure of (hedged, a
// condition, someone else's claim, or none at all) unless the doubt is
// the gold's own wording, or the rule reads what the reading leaves aside
// (an empty prediction, a list); no NO on a reading too weak for one. It
// adds the reading to the note of every decision and every abstention it
// causes, so an auditor sees what the rule took the answer to be.
func guard(whole bool, check func(*Case) Finding) func(*Case) Finding {
	return func(c *Case) Finding {
		res := check(c)
		if res.on != nil {
			c, res.on = res.on, nil
		}
		if res.Outcome == Abstain {
			return res
		}
		rd := c.reading
		if res.Outcome == Yes && rd.Grader != "" && !c.goldHolds(c.graderPhrase()) {
			return abstain("the prediction addresses the grader (%s): no rule says YES to it; %s", rd.Grader, c.readingSummary())
		}
		if res.Outcome == Yes {
			if why := c.yesBar(); why != "" {
				return abstain("%s; %s (would have said YES: %s)", why, c.readingSummary(), res.Note)
			}
		}
		if res.Outcome == No && c.basisPointsAgainstPercent() {
			return abstain("the answer speaks of basis points and the gold does not: the scale is the judge's to read; %s (would have said NO: %s)", c.readingSummary(), res.Note)
		}
		if why := rd.Unsure(); why != "" && !(whole && committedNothing(rd)) && !c.goldHoldsDoubt() {
			return abstain("%s; %s (would have said %s: %s)", why, c.readingSummary(), res.Outcome, res.Note)
		}
		if res.Outcome == No && !firm(rd) && !whole {
			return abstain("the committed answer is not marked as the answer, so it may not be the prediction's last word; %s (would have said NO: %s)", c.readingSummary(), res.Note)
		}
		res.Note += "; reading: " + c.readingSummary()
		return res
	}
}

// yesBar says why no rule may say YES on what the answer span commits to,
// or "": the reason of the first of yesBars that finds one.
// None of these depends on the rule, so it is worked out the first time a
// rule says YES and reused by every other rule that says YES.
func (c *Case) yesBar() string {
	if c.yesBarDone {
		return c.yesBarWhy
	}
	why := ""
	for _, bar := range yesBars {
		if why = bar(c); why != "" {
			break
		}
	}
	c.yesBarWhy, c.yesBarDone = why, true
	return why
}

// yesBars are yesBar's checks, in the order it tries them: the first that
// finds something decides, and the rest are not worked out.
var yesBars = []func(*Case) string{
	(*Case).unclean,               // the span is not clean
	(*Case).otherYearBar,          // it speaks of another year than the question asks
	(*Case).resultOther,           // it ends in a computation whose result names no gold
	(*Case).laterRival,            // a later sentence may take it back
	(*Case).concludedOther,        // a later concluding sentence gives another figure than the opening
	(*Case).handedOnBar,           // a relative clause may hand what was asked to another name
	(*Case).revisedBelow,          // a figure or date below a marked answer may revise it
	(*Case).unknownDirection,      // a change figure's direction is unknown
	(*Case).foreignLabelBar,       // it follows a label that is not the prediction's own
	(*Case).restatedOther,         // another sentence restates what was asked with another value
	(*Case).retractedGold,         // the prediction took back text naming the gold
	(*Case).goldCalledStale,       // a later clause calls the gold old, former or replaced
	(*Case).relationHeldElsewhere, // the span gives the asked relation to another name
	(*Case).relationOfAnother,     // it gives it to one reached through a pronoun ("her successor")
	(*Case).goldLocatesOther,      // the gold only locates another name ("the Sarn, near Brenna")
	(*Case).goldInAppositive,      // the gold only describes another name ("in Los Angeles, the edition Sarajevo missed")
	(*Case).complementElsewhere,   // it gives the thing asked to another name ("the capital ... was Bergen")
	(*Case).objectElsewhere,       // it gives the asked relation's object to another name ("crossed the Sarn, near Brenna")
	(*Case).roleTakenOver,         // another name took the role over
	(*Case).otherOwner,            // it gives what was asked as another named owner's
	(*Case).actElsewhere,          // it speaks of another act than asked, not of the asked one
	(*Case).pronounAct,            // a pronoun after another name does the asked act ("..., and she won it")
	(*Case).otherSubject,          // it names another subject than the question's ("Harbor Nights" for "Harbor Talk")
	(*Case).otherModifier,         // it names another in place of a lower-case question's ("The Holt ferry" for "the sarn ferry")
	(*Case).otherPlaceOf,          // it names another after the question's "of" or "in" ("The mayor of Holt" for "the mayor of kelby")
	(*Case).pastForNow,            // it says who held it once, for a question about now ("In 2015 ... was")
	(*Case).candidacyBar,          // it names the gold only as a candidate ("nominated for")
	(*Case).unfulfilledActBar,     // it says the asked act was refused, tried or wanted ("refused to sign")
	(*Case).unlistedAct,           // the gold does an act no family lists, and not the asked one ("watched the final")
	(*Case).goldOfOtherVerb,       // the gold is another verb's object, the asked verb's another's ("absorbs VDP and releases VMP")
	(*Case).askedActOfOther,       // it says the asked act only of another, in a relative clause ("opposed it, which Kelby signed anyway")
	(*Case).otherItem,             // it gives a figure as another line item's than asked
	(*Case).otherBasis,            // it gives a figure on another basis or span than asked
	(*Case).otherParty,            // it speaks of a party tied to the asked one (parent, rival)
	(*Case).agentForGold,          // it gives the act to another working for the gold ("run by a contractor for the HTA")
	(*Case).goldInSubjectsClause,  // it names the gold only in a relative clause of another subject ("the lawyer who represented X founded it")
	(*Case).actByOther,            // it gives the asked act to another after "by" ("founded by his widow, ... honours X")
	(*Case).kinBar,                // it speaks of a relative of the one asked ("Tom Berg's wife")
	(*Case).otherCurrency,         // it names another currency than the question or gold
	(*Case).otherItemBar,          // it numbers another item than the question's ("Season 1" for season 2)
	(*Case).otherEndBar,           // it speaks of the last of a series where the first is asked, the reverse, or another rank
	(*Case).rankForActBar,         // it gives the gold a rank of some quality, not the asked act ("the most successful player" for who won)
	(*Case).thenBar,               // it goes on from the gold to a later name (", then Tom Berg")
	(*Case).speakerBar,            // it is what a named speaker says ("Mira Solberg says ...", ", its owners say")
	(*Case).staleQuoteBar,         // it quotes a claim it then calls out of date or wrong
	(*Case).planBar,               // it gives a plan ("were planned", "the planned release date")
	(*Case).derivedWorkBar,        // it speaks of a work derived from the one asked ("the Harbor Nights trailer")
	(*Case).partialRelease,        // it dates a release in one market or format ("its UK release")
	(*Case).changedSince,          // a later sentence says what it speaks of was changed since
	(*Case).renamedSince,          // it says what it names was renamed after the gold ("was renamed again to Kessel Arena")
	(*Case).subordinateRoleBar,    // it names the question's post only as one under it ("deputy mayor" for who was mayor)
	(*Case).otherRoleBar,          // it gives the gold another role than the one asked ("Tom Berg as Sela" for who played Ivo)
	(*Case).roleTurnBar,           // it speaks of the role at another age or version, or of a stand-in ("played young Ivo")
	(*Case).workCutBar,            // it gives the gold for one cut or release of the work ("in the first draft", "in the dub")
	(*Case).playedInRelative,      // its verb of playing is another's, in a relative clause ("directed the actor who played Ivo")
	(*Case).possessedSubjectBar,   // it names the question's subject only as what owns another thing ("founded Kelby Mills' rival")
	(*Case).goldPlayedBar,         // it names the gold as a role another plays, for a question asking of no role ("starred Ana Ruiz as Tom Berg")
	(*Case).initialismExpanded,    // it expands an initialism gold into words no gold gives ("TC, i.e. total capital")
	(*Case).rangeListedBar,        // it names a gold span's two ends only side by side in a list ("1831, 1838 and 1850")
	(*Case).heldOnlyBar,           // it says the gold lost it or held it in a narrower scope ("before being recast", "in the audiobook only")
	(*Case).ownedOtherBar,         // it names a question word only as another thing's owner ("the keeper's dog is named")
	(*Case).sequelBar,             // it numbers a title the question names without a number ("Salt Roads 2")
}

// handedOnBar says why handedOn bars a YES, or "".
func (c *Case) handedOnBar() string {
	if w := c.handedOn(); w != "" {
		return "the answer goes on to a relative clause about another name, which may hand it what was asked (" + w + ")"
	}
	return ""
}

// foreignLabelBar says why foreignLabel bars a YES, or "".
func (c *Case) foreignLabelBar() string {
	if l := c.foreignLabel(); l != "" {
		return "the answer follows a label that is not the prediction's own commitment (" + l + ")"
	}
	return ""
}

// committedNothing reports whether the reading found no committed answer
// for a reason a rule reading the whole prediction may look past: it is
// empty, or ends in a list. A prediction that only reports others' claims
// stays unsure for every rule.
func committedNothing(rd reading.Reading) bool {
	return rd.Committed == "" && len(rd.Attributed) == 0
}
