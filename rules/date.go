package rules

import (
	"github.com/docjudge/docjudge/lexicon"
	"math"
	"slices"
	"strings"

	"github.com/docjudge/docjudge/normalize"
)

// Date compares a gold date ("September 1999", "June 16, 1976") with the date
// the prediction states.
func Date() Rule {
	return Rule{
		Name:     "date",
		Doc:      "a gold date is matched by the prediction's date when every part the gold states (year, month, day) agrees, in any common format; a short answer with a contradicting date is NO, and so is a one-sentence answer to \"when\" (or \"what year\") whose one date contradicts every acceptable date (not a bound, an offset from it, or a prediction that writes a gold's date, its bare year or another month elsewhere), and a one-sentence answer to \"when\" stating only a year two or more years from every gold date's, unless the question is time-relative (\"latest\", \"next\", \"new\")",
		Check:    checkDate,
		Requires: singleAnswerFacts | FactDates,
		Examples: []Example{
			// A date in figures between slashes is read only where the figures settle which is the day.
			{Question: "When was the Kelby lease signed?", Golds: []string{"14 March 2019"}, Prediction: "It was signed on 14/03/2019.", Want: Yes},
			{Question: "When was the Kelby lease signed?", Golds: []string{"4 March 2019"}, Prediction: "It was signed on 04/03/2019.", Want: Abstain, Note: "states no date"},
			{Question: "When was the Kelby lease signed?", Golds: []string{"3 April 2019"}, Prediction: "It was signed on 04/03/2019.", Want: Abstain, Note: "states no date"},
			// A date in a format example commits to nothing.
			{Question: "On what date was the lease signed?", Golds: []string{"14 March 2019"}, Prediction: "Dates should be given as \"DD Month YYYY\", e.g. \"14 March 2019\". The excerpt does not show the signing date.", Want: Abstain, Note: "format example"},
			// One market's or format's release is not the release asked.
			{Question: "When was the album Tin Sky released?", Golds: []string{"4 May 1971"}, Prediction: "Tin Sky had its German release on 4 May 1971.", Want: Abstain, Note: `one market \(German release\)`},
			{Question: "When was the album Tin Sky released?", Golds: []string{"4 May 1971"}, Prediction: "Tin Sky was released on cassette on 4 May 1971.", Want: Abstain, Note: `one format \(released on cassette\)`},
			{Question: "When was the album Tin Sky released?", Golds: []string{"4 May 1971"}, Prediction: "Tin Sky was first released in Germany on 4 May 1971.", Want: Yes},
			{Question: "When was the album Tin Sky released in the UK?", Golds: []string{"4 May 1971"}, Prediction: "Tin Sky had its UK release on 4 May 1971.", Want: Yes},
			{Question: "when was it first published", Golds: []string{"September 1999"}, Prediction: "It was first published on September 30, 1999.", Want: Yes, Note: `agrees with the gold "September 1999"`},
			// Leaving one post is another act than joining another.
			{Question: "When did Ada Brun join Kelby Foods as CFO?", Golds: []string{"March 2019"}, Prediction: "Ada Brun left Tolven Mills in March 2019.", Want: Abstain, Note: `undoes the one asked \(left\)`},
			{Question: "When did Ada Brun join Kelby Foods as CFO?", Golds: []string{"March 2019"}, Prediction: "Ada Brun resigned from Tolven Mills in March 2019.", Want: Abstain},
			{Question: "When did Ada Brun join Kelby Foods as CFO?", Golds: []string{"March 2019"}, Prediction: "Ada Brun joined Kelby Foods as CFO in March 2019.", Want: Yes},
			{Question: "when was it released", Golds: []string{"October 24, 2000"}, Prediction: "24 October 2000", Want: Yes},
			{Question: "when did it start", Golds: []string{"2019-03-05"}, Prediction: "March 5th, 2019", Want: Yes},
			{Question: "when did season 2 of Harbor Nights premiere", Golds: []string{"May 2, 2016"}, Prediction: "Season 1 of Harbor Nights premiered on May 2, 2016.", Want: Abstain, Note: "numbers another season"},
			{Question: "when did the movie Harbor Nights come out", Golds: []string{"June 3, 2004"}, Prediction: "The Harbor Nights trailer was released on June 3, 2004.", Want: Abstain, Note: "derived from the one asked"},
			{Question: "when did the movie Harbor Nights come out", Golds: []string{"June 3, 2004"}, Prediction: "The movie Harbor Nights was released on June 3, 2004.", Want: Yes},
			// "the second season" when season 2 is asked counts the asked one; beside another season counted, the date may be that one's.
			{Question: "when was season 2 of Harbor Nights released", Golds: []string{"March 8, 2018"}, Prediction: "The second season of Harbor Nights was released on March 8, 2018.", Want: Yes},
			{Question: "when was season 2 of Harbor Nights released", Golds: []string{"March 8, 2018"}, Prediction: "Season 1 of Harbor Nights was released on March 8, 2018, and the second season a year later.", Want: Abstain, Note: `against another \(second\)`},
			{Question: "when was season 2 of Harbor Nights released", Golds: []string{"March 8, 2018"}, Prediction: "The first season of Harbor Nights came out on March 8, 2018, with the second season following.", Want: Abstain, Note: `against another \(second\)`},
			{Question: "when was the Harbor Nights premiere", Golds: []string{"March 8, 2018"}, Prediction: "The second Harbor Nights premiere was on March 8, 2018.", Want: Abstain, Note: `against another \(second\)`},
			{Question: "when did it start", Golds: []string{"February 4, 2018"}, Prediction: "June 1, 2018", Want: No},
			{Question: "when was it released", Golds: []string{"October 24, 2000"}, Prediction: "It was released in 2000.", Want: Abstain},
			{Question: "when did canada abolish it", Golds: []string{"July 14, 1976", "1976"}, Prediction: "Canada abolished it on July 26, 1976.", Want: Abstain},
			{Question: "when did it start", Golds: []string{"February 4, 2018"}, Prediction: "Not before February 4, 2018.", Want: Abstain},
			// A span whose every date states an acceptable date in full names no rival, unless it offers them as alternatives.
			{Question: "When did the Kelby dock strike begin and end?", Golds: []string{"4 March 1931", "9 June 1932"}, Prediction: "The Kelby dock strike began on 4 March 1931 and ended on 9 June 1932.", Want: Yes},
			{Question: "When did the Kelby dock strike begin and end?", Golds: []string{"4 March 1931", "9 June 1932"}, Prediction: "The Kelby dock strike began on 4 March 1931 and ended on 19 July 1932.", Want: Abstain},
			{Question: "When did the Kelby dock strike begin and end?", Golds: []string{"4 March 1931", "9 June 1932"}, Prediction: "The Kelby dock strike began on 4 March 1931 or 9 June 1932.", Want: Abstain},
			// Golds may list dates of several readings of the question: a date that is one of them in full answers as that one does.
			{Question: "When did the Osprey bridge open?", Golds: []string{"3 March 1930", "12 May 1931"}, Prediction: "The Osprey bridge opened on 12 May 1931.", Want: Yes, Note: `agrees with the gold "12 May 1931"`},
			{Question: "When did the Osprey bridge open?", Golds: []string{"3 March 1930", "12 May 1931"}, Prediction: "The Osprey bridge opened on 12 May 1931 or on 9 June 1932.", Want: Abstain},
			{Question: "When did the Osprey bridge open?", Golds: []string{"3 March 1930", "12 May 1931"}, Prediction: "The Osprey bridge may have opened on 12 May 1931.", Want: Abstain},
			{Question: "When did the Osprey bridge open?", Golds: []string{"3 March 1930", "12 May 1931"}, Prediction: "The Kelby bridge opened on 12 May 1931, the Osprey bridge on 9 June 1932.", Want: Abstain},
			{Question: "When did the Osprey bridge open?", Golds: []string{"3 March 1930", "12 May 1931"}, Prediction: "The Osprey bridge opened on 12 June 1931.", Want: No},
			// The year of a date that states a gold in full is that gold's, not another figure beside a year gold.
			{Question: "When did Kelby Rovers join the league?", Golds: []string{"4 March 1971", "1970"}, Prediction: "Kelby Rovers joined the league on 4 March 1971.", Want: Yes},
			{Question: "When did Kelby Rovers join the league?", Golds: []string{"4 March 1971", "1970"}, Prediction: "Kelby Rovers applied on 4 March 1971 and joined the league in 1974.", Want: Abstain},
			{Question: "When did Kelby Rovers join the league?", Golds: []string{"4 March 1971", "1970"}, Prediction: "Kelby Rovers joined the league on 4 March 1971 or in 1974.", Want: Abstain},
			// A date in the year of a year gold states that gold, unless another gold dates a day or month of that year: then the year is that date written short.
			{Question: "When did the first Kelby Quest game come out?", Golds: []string{"October 2000", "1996"}, Prediction: "It came out in Japan on February 27, 1996.", Want: Yes, Note: `agrees with the gold "1996"`},
			{Question: "When was the single Harbor Lights released?", Golds: []string{"1979", "21 July 1979"}, Prediction: "The single Harbor Lights was released on July 10, 1979.", Want: Abstain},
			{Question: "When did the first Kelby Quest game come out?", Golds: []string{"October 2000", "1996"}, Prediction: "It came out on February 27, 1996 or on March 3, 1998.", Want: Abstain},
			{Question: "when did it start", Golds: []string{"February 4, 2018"}, Prediction: "Either February 4, 2018 or March 1, 2018.", Want: Abstain},
			{Question: "who won", Golds: []string{"Pelé"}, Prediction: "June 1, 2018", Want: Abstain},
			{Question: "when is the next release", Golds: []string{"February 4, 2018"}, Prediction: "June 1, 2018", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "The Kestrel Bridge opened in 1991.", Want: No, Note: "every acceptable date is in another year"},
			// A plan or an expectation is not the event the question asks about, quoted or not.
			{Question: "When did Pellow Marine list its shares?", Golds: []string{"March 2021"}, Prediction: `[2] "Pellow Marine expects to list its shares in March 2021, subject to approval."`, Want: Abstain},
			{Question: "When did Pellow Marine list its shares?", Golds: []string{"March 2021"}, Prediction: "Pellow Marine intends to list its shares in March 2021.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "The Kestrel Bridge opened in 1988.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "The Kestrel Bridge opened in 1987.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "The Kestrel Bridge opened in the late 1980s, fully in 1991.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "The Kestrel Bridge opened before 1991.", Want: Abstain},
			{Question: "When is the next Kestrel festival?", Golds: []string{"June 3, 2019"}, Prediction: "The next Kestrel festival is in 2022.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "The Kestrel Bridge opened to cars in 1991, to trams in 1986.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"June 3, 1987"}, Prediction: "**Short answer:** June 3, 1987.\n\n**Details**\n\nHaving checked the council minutes, the bridge opened to traffic on June 3, 1989.", Want: Abstain, Note: "below the marked answer"},
			// A one-sentence answer whose one date contradicts every acceptable date is NO; not when it counts from that date, bounds it, or the prediction writes a gold's date or month elsewhere.
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired on Thursday, May 23, 2019 on the Kestrel network.", Want: No, Note: "one-sentence answer"},
			// "what year" asks when; a bare year of the gold's outside the stated date may be the answer.
			{Question: "What year did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired on Thursday, May 23, 2021.", Want: No, Note: "one-sentence answer"},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired in 2018; a recut finale aired on May 23, 2021.", Want: Abstain},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale, repeated on May 23, 2021, first aired in 2018.", Want: Abstain},
			{Question: "When did the 2018 Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The 2018 Harbor Nights finale aired on May 23, 2019.", Want: No, Note: "one-sentence answer"},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired on Thursday, May 16, 2018 on the Kestrel network.", Want: Yes},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired a week after the May 9, 2018 episode.", Want: Abstain, Note: "bound|counts from"},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale was filmed on March 2, 2018 and aired ten weeks later.", Want: Abstain},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired on March 2, 2018 in Canada, and in May of that year in the US.", Want: Abstain, Note: "month stands outside a date"},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale aired on March 2, 2018. It reached US screens on May 16, 2018.", Want: Abstain},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale probably aired on March 2, 2018.", Want: Abstain},
			{Question: "Who directed the Harbor Nights finale?", Golds: []string{"May 16, 2018"}, Prediction: "The Harbor Nights finale was directed by Ada Brun, who shot it on March 2, 2018.", Want: Abstain},
			{Question: "When is the next Harbor Nights finale?", Golds: []string{"May 16, 2018"}, Prediction: "The next Harbor Nights finale airs on Thursday, May 23, 2019 on the Kestrel network.", Want: Abstain},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The finale was scheduled for June 1, 2018 but was moved up two weeks.", Want: Abstain},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "Harbor Nights Finale: It aired on Thursday, May 23, 2019 on the Kestrel network.", Want: No, Note: "one-sentence answer"},
			{Question: "When did the Harbor Nights finale air?", Golds: []string{"May 16, 2018"}, Prediction: "The finale aired on the Wednesday following May 11, 2018.", Want: Abstain, Note: "following"},
			// A footnote mark glued to a date's year is undone (normalize.Unglue); one glued to a bare year is not.
			{Question: "when did the season premiere", Golds: []string{"May 29, 2018"}, Prediction: "The season premiered on May 29, 20181.", Want: Yes},
			{Question: "when did the season premiere", Golds: []string{"May 29, 2018"}, Prediction: "The season premiered on May 29, 20191.", Want: No},
			{Question: "when did the season premiere", Golds: []string{"May 2018"}, Prediction: "The season premiered in 20181.", Want: Abstain},
		},
	}
}

// dateOffsets count time from a date written beside them.
var dateOffsets = wordSet(lexicon.DateOffsets()...)

func checkDate(c *Case) Finding {
	if why := c.notSingleAnswer(); why != "" {
		return abstain("%s", why)
	}
	if !c.monthDate {
		return abstain("the gold is not a date with a month")
	}
	stated := normalize.Dates(c.spanFold)
	if len(stated) == 0 {
		if y, ok := c.statedYearOnly(); ok {
			return c.yearAgainstDates(y)
		}
		return abstain("the answer span states no date")
	}
	if w := c.spanDoubt(""); w != "" {
		return abstain("the answer span hedges or negates (%s)", w)
	}
	for _, d := range stated {
		for _, w := range normalize.Before(c.spanWordList(), d.Start, 1) {
			if dateQualifiers[w] {
				return abstain("the answer span gives a bound, not a date (%s)", w)
			}
		}
	}
	for _, d := range stated[1:] {
		if d.Contradicts(stated[0]) && !c.allGoldDates(stated) {
			return abstain("the answer span states several dates")
		}
	}
	d := stated[0]
	contradicted, dated := 0, 0
	for _, g := range c.golds {
		if !g.isDate {
			continue
		}
		dated++
		if d.Contradicts(g.date) {
			contradicted++
		}
	}
	switch {
	case contradicted > 0 && contradicted == dated && c.allDates && len(stated) == 1 && normalize.FieldCount(c.spanText) <= maxShortWords:
		if c.timeRelative() {
			return abstain("the question asks about a moving present (latest, new, next): the gold is a snapshot")
		}
		return no("the short answer %s gives a different date from the gold", quote(c.span.Text))
	case contradicted > 0 && contradicted == dated && c.allDates:
		if why := c.sentenceDateNo(stated); why != "" {
			return abstain("the stated date disagrees with every acceptable date, but %s", why)
		}
		return no("the one-sentence answer %s gives a different date from every acceptable date", quote(c.span.Text))
	case contradicted > 0 && !c.statesOneGold(stated):
		return abstain("the stated date disagrees with an acceptable form of the answer")
	}
	for _, g := range c.golds {
		if c.statesGold(g, d) {
			return yes("the stated date %s agrees with the gold %s", quote(c.span.Text), quote(g.raw))
		}
	}
	return abstain("the stated date is less specific than the gold")
}

// statedYearOnly returns the one year a span that states no full date
// gives as its answer ("in 1351", "1990"), when it gives exactly one.
func (c *Case) statedYearOnly() (int, bool) {
	words := c.spanWordList()
	year := 0
	for _, q := range c.spanQuantities() {
		if !yearLike(q) || !(datedYear(words, q) || len(words) == 1) {
			continue
		}
		if year != 0 && year != int(q.Value) {
			return 0, false
		}
		year = int(q.Value)
	}
	return year, year != 0
}

// yearAgainstDates judges a year stated for golds that are full dates: NO
// when it is two or more years from every gold's year, the span is the
// whole answer, it is no bound or hedge, the question asks when and is not
// time-relative, and nothing else in the prediction dates it nearer a gold.
func (c *Case) yearAgainstDates(y int) Finding {
	rd := c.reading
	switch {
	case !containsWords(c.question, "when") && !c.asksWhen():
		return abstain("the answer span states only a year, and the question does not ask when")
	case rd.How != "whole" && (rd.How != "first-sentence" || rd.Long):
		return abstain("the answer span states only a year, in a sentence that is not the whole answer")
	case c.timeRelative():
		return abstain("the question asks about a moving present (latest, new, next): the gold is a snapshot")
	}
	if w := c.spanDoubt(""); w != "" {
		return abstain("the answer span hedges or negates (%s)", w)
	}
	for _, q := range c.spanQuantities() {
		if q.Decade {
			return abstain("the answer span dates by a decade as well as a year")
		}
	}
	for _, w := range c.spanWordList() {
		if dateQualifiers[w] || eraWords[w] {
			return abstain("the answer span gives a bound or an era, not a year (%s)", w)
		}
	}
	for _, g := range c.golds {
		if !g.isDate || g.date.Year == 0 {
			return abstain("an acceptable answer is not a dated year")
		}
		if d := g.date.Year - y; d >= -1 && d <= 1 {
			return abstain("the stated year is the gold's, or one off (a season straddles two): less specific than the gold")
		}
	}
	for _, q := range c.predQuantities() {
		for _, g := range c.golds {
			if yearLike(q) && int(q.Value) != y && int(q.Value)-g.date.Year >= -1 && int(q.Value)-g.date.Year <= 1 {
				return abstain("the prediction states another year near the gold's")
			}
		}
	}
	return no("the answer %s states the year %d, and every acceptable date is in another year", quote(c.span.Text), y)
}

// sentenceDateNo says why a longer span's date may not be read as the
// answer for a NO, or "" when it may.
func (c *Case) sentenceDateNo(stated []normalize.Date) string {
	rd := c.reading
	switch {
	case !containsWords(c.question, "when") && !c.asksWhen() && !containsWords(c.question, "date"):
		return "the question does not ask when"
	case rd.How != "whole" && !(rd.How == "marker" && rd.Last && !rd.Long):
		return "not the whole answer"
	case c.timeRelative():
		return "time-relative"
	}
	if w := c.spanDoubt(""); w != "" {
		return "doubt"
	}
	for _, d := range stated[1:] {
		if d != stated[0] {
			return "several"
		}
	}
	words := c.spanWordList()
	for _, w := range words {
		switch {
		case dateOffsets[w] || eraWords[w]:
			return "the answer span counts from a date, moves it or dates by an era (" + w + ")"
		case turns[w]: // "scheduled for June 1 but ..." sets one date against another
			return "the answer span turns (" + w + ")"
		}
	}
	for _, d := range stated {
		// "a week after the March 3 premiere": a bound a word further off
		for _, w := range normalize.Before(words, d.Start, 2) {
			if dateQualifiers[w] {
				return "the answer span gives a bound, not a date (" + w + ")"
			}
		}
	}
	all := normalize.Dates(c.predFolded())
	for _, d := range all {
		for _, g := range c.golds {
			if g.isDate && !d.Contradicts(g.date) {
				return "the prediction states elsewhere a date that may be the gold's"
			}
		}
	}
	for _, q := range c.predQuantities() {
		// "first aired in 1962; a revival first aired on October 2, 1979":
		// a bare year of a gold's, outside every date and not the
		// question's own ("the 2017 season"), may be the answer
		if !yearLike(q) || q.Word || slices.ContainsFunc(c.questionQuantities(), func(a normalize.Quantity) bool { return a.Value == q.Value }) ||
			slices.ContainsFunc(all, func(d normalize.Date) bool { return d.Start <= q.Start && q.End <= d.End }) {
			continue
		}
		for _, g := range c.golds {
			if g.isDate && g.date.Year != 0 && math.Abs(float64(g.date.Year)-q.Value) <= 1 {
				return "the prediction states elsewhere a year that may be the gold's"
			}
		}
	}
	for _, f := range strings.Fields(c.Prediction) {
		if numericDate(f) {
			return "the prediction writes a date in figures (" + f + "), which may be the gold's"
		}
	}
	hasMonth := func(m int) bool {
		return slices.ContainsFunc(all, func(d normalize.Date) bool { return d.Month == m })
	}
	for _, w := range strings.Fields(c.predText()) {
		// a month written out; "may" is also a verb, read below
		if m := normalize.MonthNumber(w); m != 0 && len(w) >= 4 && !hasMonth(m) {
			return "a month stands outside a date"
		}
	}
	if strings.Contains(c.Prediction, "May") && !hasMonth(5) {
		return "a month stands outside a date"
	}
	return ""
}

// numericDate reports whether a word is a date written in figures
// ("8/14/1874", "14.08.1874", "1874-08-14"): three runs of digits joined
// by two of the same separator, with punctuation around it trimmed.
func numericDate(w string) bool {
	w = strings.Trim(w, "()[],;:.!?\"'")
	runs, seps := 0, 0
	var sep byte
	inRun := false
	for i := 0; i < len(w); i++ {
		switch b := w[i]; {
		case b >= '0' && b <= '9':
			if !inRun {
				runs++
			}
			inRun = true
		case (b == '/' || b == '.' || b == '-') && inRun && (sep == 0 || sep == b):
			sep, inRun = b, false
			seps++
		default:
			return false
		}
	}
	return runs == 3 && seps == 2
}

// statesOneGold reports whether the span's one date (stated once or
// restated alike) states every part of an acceptable date with a month:
// golds may list dates of several readings of the question ("15 August
// 1947", "22 July 1947"), and a date that is one of them in full answers
// as that one does, whatever the others say.
func (c *Case) statesOneGold(stated []normalize.Date) bool {
	for _, d := range stated[1:] {
		if d != stated[0] && !c.allGoldDates(stated) {
			return false
		}
	}
	return slices.ContainsFunc(c.golds, func(g gold) bool { return c.statesGold(g, stated[0]) })
}

// statesGold reports whether the date d states the gold g: every part of
// a gold with a month, or, for a year gold, a date in its year that no
// fuller gold of that year dates otherwise (inGoldYear).
func (c *Case) statesGold(g gold, d normalize.Date) bool {
	return g.isDate && (g.date.Month != 0 && d.Covers(g.date) || g.date.Month == 0 && c.inGoldYear(d))
}

// allGoldDates reports whether every date the span states, with its
// month, states in full an acceptable date, and the span offers none of
// them as an alternative ("or"): "began on July 28, 1914 and ended on
// November 11, 1918" when both are golds names no rival.
func (c *Case) allGoldDates(stated []normalize.Date) bool {
	if slices.Contains(c.spanToks, "or") {
		return false
	}
	for _, d := range stated {
		if d.Month == 0 || !slices.ContainsFunc(c.golds, func(g gold) bool { return g.isDate && g.date.Month != 0 && d.Covers(g.date) }) {
			return false
		}
	}
	return true
}
