package rules

import (
	"math"
	"math/bits"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/docjudge/docjudge/lexicon"
	"github.com/docjudge/docjudge/normalize"
)

// Numeric compares a numeric gold with the number the prediction states.
func Numeric() Rule {
	return Rule{
		Name:     "numeric",
		Doc:      "a numeric gold equals the one figure of its kind the committed answer states (a year the figure is dated in, a year that opens a name (\"the 1984 All-Star Game\"), or a count beside an asked year, counts or dates something else, and so does an amount in millions beside an asked rank, \"the 5th most populous, with 225 million people\", whose qualifier, \"over\", qualifies no answer; \"about the 5th\" is unsure) (digits, words, separators, magnitudes, percentages, currencies, fractions, units; a gold year with a citation mark glued to it, \"in 19661.\", only to find the gold), read in the scale the question asks for (\"in USD millions\") or the answer states or declares (\"$5.47 billion\", a table \"in thousands\"), with \".00\" and a padding zero (\"$8.70\") as formatting, a computation's result as its figure, a prior-period figure after it (\", up from $540 million in 2022\", with the asked year stated before) as no rival, rounding to three or more digits as equal, ratio and percent one only for share and rate questions, and the sign of \"-$320\", \"(320)\", \"loss\", \"decrease\", \"minus\"; NO only when the committed figure differs under every plausible reading (a decade for a year, only when the year lies more than a year outside it, or outside the century \"the 1800s\" may name, with no bound or estimate before it; \"in the 11th century\" for a year, as the only figure of a whole answer, when every gold lies more than a year outside the hundred years it may name, with no bound, estimate or era mark; a full date whose year lies more than a year from every gold year is judged by its year; in an unmarked sentence, only when it is the whole answer and its figure fills the question's \"when\" or \"how many X\", is no bound, no year one off and no gold digits glued to a citation mark), or a money, percent or decimal gold is stated nowhere in a committed prediction, never for a time-relative question (a time word the prediction writes in a name, \"New York\", is none) or a number the question gives; a bare number where no acceptable answer is a number is NO; when the committed sentence of a clean answer states no figure of the gold's kind, a later sentence that speaks of what was asked (a pronoun for the subject the committed sentence opens with, or the question's subject itself, and a relation word of the question, or of the family a phrase of it says: \"come out\", \"released\"; no repeat of an act, \"re-released\") answers, if no sentence states another figure of the gold's kind",
		Check:    checkNumeric,
		Requires: singleAnswerFacts | FactDates,
		Examples: []Example{
			// A bare number for a gold with a regnal number may name it; for another name gold it is no answer.
			{Question: "which henry had six wives", Golds: []string{"Henry VIII"}, Prediction: "8", Want: Abstain, Note: "regnal number"},
			{Question: "which pope called the first crusade", Golds: []string{"Pope Urban II"}, Prediction: "2", Want: Abstain, Note: "regnal number"},
			{Question: "who built the Kelby bridge", Golds: []string{"Ada Brun"}, Prediction: "1931", Want: No},
			// A figure the answer gives to an act of another relation family than the asked one counts that act ("conceded", "allowed" for how many scored).
			{Question: "How many goals did Anja Velt score in 2014?", Golds: []string{"9"}, Prediction: "Anja Velt conceded 9 goals in 2014.", Want: Abstain, Note: "another act \\(conceded\\)"},
			{Question: "How many runs did Anja Velt score in 2014?", Golds: []string{"40"}, Prediction: "Anja Velt allowed 40 runs in 2014.", Want: Abstain, Note: "another act \\(allowed\\)"},
			// A later sentence that says the figure was later corrected disowns it.
			{Question: "How many workers did the Brask rope works employ in 1900?", Golds: []string{"340"}, Prediction: "The Brask rope works employed 340 workers in 1900. The count was later corrected.", Want: Abstain, Note: "later sentence revises or doubts it"},
			// A figure given per a shorter span or a unit of area ("per quarter", "per square mile"), or as a rise or fall ("rose by"), is a rate or a change, not the amount asked.
			{Question: "How many visitors does the Brask museum get?", Golds: []string{"90,000"}, Prediction: "The Brask museum gets 90,000 visitors per month.", Want: Abstain, Note: "rate or a change"},
			{Question: "What is the population of Brask?", Golds: []string{"52,000"}, Prediction: "The population of Brask rose by 52,000 between 2000 and 2020.", Want: Abstain, Note: "rate or a change"},
			{Question: "How many visitors does the Brask museum get?", Golds: []string{"90,000"}, Prediction: "The Brask museum gets 90,000 visitors per year.", Want: Yes},
			{Question: "By how much did the population of Brask rise?", Golds: []string{"52,000"}, Prediction: "The population of Brask rose by 52,000.", Want: Yes},
			// A question word named only as the owner of another thing ("Brask's harbour quarter") gives that thing's figure.
			{Question: "What is the population of Brask?", Golds: []string{"52,000"}, Prediction: "The population of Brask's harbour quarter is 52,000.", Want: Abstain, Note: "owner of another thing"},
			{Question: "How many people live in Brask?", Golds: []string{"52,000"}, Prediction: "Brask's population is 52,000.", Want: Yes},
			{Question: "when did the sarn ferry first sail", Golds: []string{"1931"}, Prediction: "The Holt ferry first sailed in 1931.", Want: Abstain, Note: `not for the question's \(sarn ferry\)`},
			{Question: "when did the sarn ferry first sail", Golds: []string{"1931"}, Prediction: "Sarn's ferry first sailed in 1931.", Want: Yes},
			// A later sentence that concludes (a conclusion adverb anywhere, or words in bold) with another figure outranks a figure read in the opening, whose figure it was worked out from.
			{Question: "What was Halvard Tools' operating loss in 2023, in thousands?", Golds: []string{"(3,250)"}, Prediction: "Halvard Tools' income statement shows an operating loss of $(3,250) thousand for 2023. After adding back $5,000 thousand of restructuring charges, Halvard Tools was therefore profitable in 2023, with operating income of $1,750 thousand.", Want: Abstain, Note: `another figure`},
			{Question: "What was Halvard Tools' operating loss in 2023, in thousands?", Golds: []string{"(3,250)"}, Prediction: "The income statement on page 40 shows an operating loss of $(3,250) thousand for 2023. Before restructuring charges, the operating result is **$1,750 thousand**.", Want: Abstain, Note: `another figure`},
			{Question: "What was Halvard Tools' operating loss in 2023 (USD thousands)?", Golds: []string{"(3,250)"}, Prediction: "Halvard Tools' income statement shows an operating loss of $(3,250) thousand for 2023. The company therefore ended 2023 loss-making at the operating line.", Want: Yes},
			// A bare gold asked in one currency is of that currency's kind: a later figure in it rivals the answer, however the span wrote the gold.
			{Question: "What was Halvard Tools' operating loss in 2023 (USD thousands)?", Golds: []string{"(3,250)"}, Prediction: "Halvard Tools' income statement shows an operating loss of $(3,250) thousand for 2023. Adding back $5,000 thousand of restructuring charges, operating income comes to $1,750 thousand, the figure management uses.", Want: Abstain, Note: `another figure of the gold's kind`},
			// Accounting brackets with a currency before them ("GBP (48) million", "$(312) million") and a minus after a currency code ("SEK -75 million") make a negative figure: a profit of its digits is no answer, a loss is.
			{Question: "What was Arden Foods' net result for 2022?", Golds: []string{"GBP (48) million"}, Prediction: "Arden Foods reported a net profit of GBP 48 million for 2022.", Want: Abstain, Note: "close to the gold or not comparable"},
			{Question: "What was Arden Foods' net result for 2022?", Golds: []string{"GBP (48) million"}, Prediction: "The income statement's last line shows 48 for 2022, in GBP millions.\n\nSo Arden Foods made a net profit of GBP 48 million in 2022.", Want: Abstain},
			{Question: "What was Arden Foods' operating result?", Golds: []string{"SEK -75 million"}, Prediction: "An operating profit of SEK 75 million.", Want: Abstain},
			{Question: "What was Arden Foods' net result for 2022?", Golds: []string{"GBP (48) million"}, Prediction: "Arden Foods reported a net loss of GBP 48 million for 2022.", Want: Yes},
			{Question: "What was Arden Foods' net result for 2022, in GBP millions?", Golds: []string{"-48"}, Prediction: "The net result for 2022 was GBP (48) million.", Want: Yes},
			{Question: "What was Arden Foods' net result for 2022?", Golds: []string{"GBP (48) million"}, Prediction: "Some analysts believe the net result for 2022 was GBP (48) million.", Want: Abstain},
			// A passive act the relation families do not list is still another act than the asked one.
			{Question: "When did the Halden footbridge open?", Golds: []string{"1931"}, Prediction: "The Halden footbridge was widened in 1931.", Want: Abstain, Note: `another act \(widened\)`},
			{Question: "When did the Skarn beacon first shine?", Golds: []string{"1903"}, Prediction: "In 1903 the Skarn beacon's first keeper was born.", Want: Abstain, Note: `a birth or a death \(born\)`},
			{Question: "When was the Orsk tower built?", Golds: []string{"1998"}, Prediction: "The Orsk tower was built in 1998 in the video game.", Want: Abstain},
			{Question: "When did the Halden footbridge open?", Golds: []string{"1931"}, Prediction: "The Halden footbridge was opened in 1931.", Want: Yes},
			// What a relative of the one asked about did is not theirs.
			{Question: "When did Sven Aas die?", Golds: []string{"1931"}, Prediction: "Sven Aas's wife died in 1931.", Want: Abstain, Note: `relative \(Aas's wife\)`},
			{Question: "When did the Brenholt ferry first sail?", Golds: []string{"1931"}, Prediction: "The Brenholt ferry's sister ship first sailed in 1931.", Want: Abstain, Note: `kin \(ferry's sister\)`},
			{Question: "When was the film Tin Sky released?", Golds: []string{"1987"}, Prediction: "Tin Sky's sequel was released in 1987.", Want: Abstain, Note: "kin"},
			{Question: "When was Sven Aas born?", Golds: []string{"1931"}, Prediction: "The daughter of Sven Aas was born in 1931.", Want: Abstain, Note: `relative \(daughter of Sven\)`},
			{Question: "When was Sven Aas born?", Golds: []string{"1931"}, Prediction: "Sven Aas was born in 1931, the son of a ferryman.", Want: Yes},
			// A value in a format example or a template commits to nothing.
			{Question: "What was ticket revenue in 2022, in EUR millions?", Golds: []string{"318.6"}, Prediction: "Please write \"Revenue: <amount>\", for example \"Revenue: 318.6\". The ticketing note is not in the excerpt.", Want: Abstain},
			{Question: "What was ticket revenue in 2022, in EUR millions?", Golds: []string{"318.6"}, Prediction: "Answer: <amount in EUR millions, e.g. 318.6>", Want: Abstain, Note: "format example"},
			{Question: "What was net debt in 2022, in GBP millions?", Golds: []string{"57.9"}, Prediction: "**Final Answer:** [put the figure here, e.g. 57.9]", Want: Abstain, Note: "format example"},
			{Question: "What was net debt in 2022, in GBP millions?", Golds: []string{"57.9"}, Prediction: "Net debt: 57.9 (a dummy value for formatting only)", Want: Abstain, Note: "format example"},
			// A repeat of the asked act, or a listing, is another event than the one asked.
			{Question: "When did the Halden footbridge open?", Golds: []string{"1931"}, Prediction: "The Halden footbridge reopened in 1931.", Want: Abstain, Note: `another act \(reopened\)`},
			{Question: "When was the album Tin Sky released?", Golds: []string{"1931"}, Prediction: "Tin Sky was re-released in 1931.", Want: Abstain, Note: `another act \(re\)`},
			{Question: "When was Brimley Foods founded?", Golds: []string{"1931"}, Prediction: "Brimley Foods went public in 1931.", Want: Abstain, Note: `another act \(went public\)`},
			{Question: "When did Brimley Foods go public?", Golds: []string{"1931"}, Prediction: "Brimley Foods was founded in 1931.", Want: Abstain, Note: `another act \(founded\)`},
			{Question: "When did Brimley Foods go public?", Golds: []string{"1931"}, Prediction: "Brimley Foods went public in 1931.", Want: Yes},
			{Question: "When was Brimley Foods founded?", Golds: []string{"1931"}, Prediction: "Brimley Foods was listed on the Kelby stock exchange in 1931.", Want: Abstain, Note: `another act \(listed on\)`},
			// Number words: a scale above every scale before it multiplies the
			// whole ("four thousand three hundred and sixty million" is 4,360
			// million), digit words after "point" are decimals, and words that
			// run on as no single number is written ("seven twenty-tonne",
			// "nineteen seventy-eight") give no figure to judge.
			{Question: "What was the order backlog in 2022, in EUR millions?", Golds: []string{"€4,360 million"}, Prediction: "The backlog was four thousand three hundred and sixty million euros.", Want: Yes},
			// For a figure or date gold a name in a phrase hung on the answer's clause ("..., during the reign of King Olaf") answers nothing; a name in a clause of its own, one that restates the question, disputes or sources the figure, still bars.
			{Question: "When did the Sarn ferry first sail?", Golds: []string{"1931"}, Prediction: "The Sarn ferry first sailed in 1931, during the reign of King Olaf.", Want: Yes},
			{Question: "When did Kelby Mills open its first store in Norland?", Golds: []string{"1962"}, Prediction: "The Norland store of Kelby Mills opened in 1962, during the mayoralty of Ivo Strand.", Want: Yes},
			{Question: "When did Kelby Mills open its first store in Norland?", Golds: []string{"1962"}, Prediction: "In 1962 Brenna Foods opened its first store in Norland, and Kelby Mills followed in the footsteps of Brenna Foods years later.", Want: Abstain},
			{Question: "When did Kelby Mills open its first store in Norland?", Golds: []string{"1962"}, Prediction: "Kelby Mills opened its first store in Norland in 1962, and the records of the Harbor Trust disagree.", Want: Abstain},
			{Question: "When did Kelby Mills open its first store in Norland?", Golds: []string{"1962"}, Prediction: "Kelby Mills opened its first store in Norland in 1962, during the tenure of Tom Berg, who disputes that date.", Want: Abstain},
			{Question: "When did Kelby Mills open its first store in Norland?", Golds: []string{"1962"}, Prediction: "Kelby Mills opened a store in 1962, opening its first store in Norland in the year of the Brenna Fair.", Want: Abstain},
			// A year the answer dates the asked act from ("two years later") is not when it happened; a later act of another kind does not move it.
			{Question: "When did the Sarn ferry first sail?", Golds: []string{"1931"}, Prediction: "The Sarn ferry was built in 1931, and first sailed two years later.", Want: Abstain, Note: "dates what was asked from its year"},
			{Question: "When did Kelby Mills open its first store in Norland?", Golds: []string{"1962"}, Prediction: "Kelby Mills was founded in 1962 and opened its first store in Norland a decade later.", Want: Abstain, Note: "dates what was asked from its year"},
			{Question: "When did the Sarn ferry first sail?", Golds: []string{"1931"}, Prediction: "The Sarn ferry first sailed in 1931 and was retired forty years later.", Want: Yes},
			// "changed from" stating the very change the question asks about sets nothing against the gold; the reverse or another change does.
			{Question: "when did the Kelby ferry change from steam to diesel", Golds: []string{"1962"}, Prediction: "The Kelby ferry changed from steam to diesel in 1962.", Want: Yes},
			{Question: "when did the Kelby ferry change from steam to diesel", Golds: []string{"1962"}, Prediction: "The Kelby ferry changed from diesel to steam in 1962.", Want: Abstain},
			{Question: "when did the Kelby Rovers move to Holt", Golds: []string{"1999"}, Prediction: "The Kelby Rovers moved from Holt to Vardo in 1999.", Want: Abstain},
			{Question: "when did the Kelby ferry change from steam to diesel", Golds: []string{"1962"}, Prediction: "The Kelby ferry changed from steam to coal in 1962.", Want: Abstain},
			{Question: "What was the fuel cost in 2022, in EUR millions?", Golds: []string{"€38.4 million"}, Prediction: "Fuel cost was thirty-eight point four million euros.", Want: Yes},
			{Question: "How many lorries did the firm run?", Golds: []string{"27"}, Prediction: "The firm ran seven twenty-tonne lorries.", Want: Abstain, Note: "not comparable"},
			{Question: "In what year did the viaduct open?", Golds: []string{"1978"}, Prediction: "The viaduct opened in nineteen seventy-eight.", Want: Abstain, Note: "not comparable"},
			// A figure broken by stray spaces may be one number: no NO.
			{Question: "What was the seat occupancy in 2023?", Golds: []string{"72.6%"}, Prediction: "Seat occupancy 2023 : 72 .6 %", Want: Abstain, Note: "broken by stray spaces"},
			{Question: "How many people did the port employ?", Golds: []string{"1,482"}, Prediction: "Final answer: 1, 482 employees", Want: Abstain},
			{Question: "In what year did the Osprey bridge open?", Golds: []string{"1931"}, Prediction: "The Osprey bridge may have opened in 1931.", Want: Abstain, Note: `hedges or offers alternatives \(may have\)`},
			{Question: "How many stores did Kestrel Foods have?", Golds: []string{"412"}, Prediction: "Kestrel Foods could have had 412 stores.", Want: Abstain, Note: `hedges or offers alternatives \(could have\)`},
			// A figure beside the gold's, in parentheses or after "or", that states the same amount in another unit is no rival.
			{Question: "How long is the Kelby road tunnel?", Golds: []string{"12.4 km"}, Prediction: "The Kelby road tunnel is 12.4 kilometres (7.7 miles) long.", Want: Yes, Note: "same amount in another unit"},
			{Question: "What is the highest operating temperature of the pump?", Golds: []string{"-20 °C"}, Prediction: "It is rated to −20°C (−4°F).", Want: Yes},
			{Question: "How long is the Kelby road tunnel?", Golds: []string{"12.4 km"}, Prediction: "The Kelby road tunnel is 12.4 kilometres (9.1 miles) long.", Want: Abstain},
			{Question: "How much does the Kelby K2 drone weigh?", Golds: []string{"2.5 kg"}, Prediction: "The Kelby K2 drone weighs 2.5 kg (5.5 lb) without its battery, and 3.1 kg with it.", Want: Abstain},
			// An ordinal answers a question asking for a rank as a bare gold number does.
			{Question: "What is the rank of Kelby among the region's towns by population?", Golds: []string{"4"}, Prediction: "Kelby is the 4th most populous town in the region.", Want: Yes},
			{Question: "What is the rank of Kelby among the region's towns by population?", Golds: []string{"4"}, Prediction: "Kelby ranks 4th by area and 6th by population.", Want: Abstain},
			{Question: "What is the rank of Kelby among the region's towns by population?", Golds: []string{"4"}, Prediction: "Kelby is probably the 4th most populous town.", Want: Abstain},
			{Question: "How many towns are in the region?", Golds: []string{"4"}, Prediction: "Kelby is the 4th most populous town.", Want: Abstain},
			// Years listed after a colon, as many as the figure before it counts, date the items it counts.
			{Question: "How many times have Kelby Rovers won the league?", Golds: []string{"3"}, Prediction: "Kelby Rovers have won the league three times: 1961, 1974 and 1998.", Want: Yes, Note: "list the items it counts"},
			{Question: "How many times have Kelby Rovers won the league?", Golds: []string{"3"}, Prediction: "Kelby Rovers have won the league three times: 1961, 1974, 1998 and 2005.", Want: Abstain},
			{Question: "How many times have Kelby Rovers won the league?", Golds: []string{"3"}, Prediction: "Kelby Rovers have won the league three times: 1961, 1974 and 1998, or four times with 2005.", Want: Abstain},
			// A number after the noun it numbers ("season 5") counts that item as an ordinal gold does.
			{Question: "What is the final season of Harbor Nights?", Golds: []string{"the fifth season", "fifth"}, Prediction: "The final season of Harbor Nights is season 5.", Want: Yes},
			{Question: "What is the final season of Harbor Nights?", Golds: []string{"the fifth season", "fifth"}, Prediction: "The final season of Kelby Bay is season 5; Harbor Nights ended with season 4.", Want: Abstain},
			{Question: "What is the final season of Harbor Nights?", Golds: []string{"the fifth season", "fifth"}, Prediction: "The final season of Harbor Nights is probably season 5.", Want: Abstain},
			// A month a day or year in digits stands beside is a date's, no rival name in another clause.
			{Question: "What is the final season of Harbor Nights?", Golds: []string{"the fifth season", "fifth"}, Prediction: "The final season of Harbor Nights is season 5, which premiered on April 14, 2019, and concluded on May 19, 2019.", Want: Yes},
			{Question: "What is the final season of Harbor Nights?", Golds: []string{"the fifth season", "fifth"}, Prediction: "The final season of Harbor Nights is season 5, and May Tanaka wrote all of it.", Want: Abstain},
			// Figures that state an acceptable answer written in words whole ("the 1993–1994 season") are no rivals of each other.
			{Question: "When did the Kelby league first allow substitutes?", Golds: []string{"1994", "the 1993–1994 season"}, Prediction: "The Kelby league first allowed substitutes in the 1993-1994 season.", Want: Yes},
			{Question: "When did the Kelby league first allow substitutes?", Golds: []string{"1994", "the 1993–1994 season"}, Prediction: "The Kelby league first allowed substitutes in the 1993-1994 season or the 1994-1995 season.", Want: Abstain},
			{Question: "When did the Kelby league first allow substitutes?", Golds: []string{"1994", "the 1993–1994 season"}, Prediction: "The Kelby league first allowed substitutes in the 1993-1994 season, and the Vardo league in the 1994-1995 season.", Want: Abstain},
			// A year that opens a name ("the 1984 All-Star Game") dates that event; it counts nothing, unless the prediction writes it otherwise too.
			{Question: "How many goals did Ana Ruiz score in the Kelby Cup final?", Golds: []string{"3"}, Prediction: "Ana Ruiz scored 3 goals in the 2014 Kelby Cup final.", Want: Yes},
			{Question: "How many goals did Ana Ruiz score in the Kelby Cup final?", Golds: []string{"3"}, Prediction: "Ana Ruiz scored 3 goals in the 2014 Kelby Cup final and 4 in the 2015 one.", Want: Abstain},
			{Question: "How many stores does Kelby Foods run?", Golds: []string{"412"}, Prediction: "Kelby Foods runs 412 stores; the 1500 Stores plan is for 2030, and 1500 stores is the target.", Want: Abstain},
			{Question: "How many members does the Vardo choir have?", Golds: []string{"60"}, Prediction: "The Vardo choir has 60 members, and 1200 Friends of the choir support it.", Want: Abstain},
			// An end of the act or state asked about ("stopped shining", "was decommissioned") dates its end, unless the question asks of an end.
			{Question: "When did Holt Rangers start playing at Mill Park?", Golds: []string{"1931"}, Prediction: "Holt Rangers stopped playing at Mill Park in 1931.", Want: Abstain, Note: `an end \(stopped playing\)`},
			{Question: "When did the Tarn lighthouse first shine?", Golds: []string{"1871"}, Prediction: "The Tarn lighthouse was decommissioned in 1871.", Want: Abstain, Note: `an end \(was decommissioned\)`},
			{Question: "When did the Brenna tram stop running?", Golds: []string{"1931"}, Prediction: "The Brenna tram stopped running in 1931.", Want: Yes},
			{Question: "When did the Sarn ferry first sail?", Golds: []string{"1931"}, Prediction: "The Sarn ferry first sailed in 1931, and it was retired in the same year.", Want: Yes},
			// A short answer whose first sentence only names what was asked answers in the sentence that goes on about it, when no sentence offers another figure.
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  It was built in 1998.", Want: Yes, Note: "the sentence answering the question"},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  Its sister statue was built in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  The Vardo Angel was built in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Vardo Angel is a copy of the Angel of Halden.  It was built in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  It was shown at a fair in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden and the Vardo Angel are steel sculptures in Kelby.  It was built in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture by Ole Brun.  He built his first sculpture in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  It was probably built in 1998.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  It was built in 1998.  It was rebuilt in 2004.", Want: Abstain},
			{Question: "When was the Angel of Halden built?", Golds: []string{"1998"}, Prediction: "The Angel of Halden is a steel sculpture in Kelby.  It was built between 1998 and 2001.", Want: Abstain},
			// With several acceptable years, the sentence that answers states one of them; "come out" is said by "released", a repeat of the act is a later event, and a year with a note glued to it may be another year.
			{Question: "When was the Kelby Angel built?", Golds: []string{"1998", "1994"}, Prediction: "The Kelby Angel is a steel sculpture in Osk.  It was built in 1998.", Want: Yes},
			{Question: "When did the song Tin Sky come out?", Golds: []string{"1987"}, Prediction: "\"Tin Sky\" is a song by the Kelby Five.  It was released in 1987.", Want: Yes},
			{Question: "When did the song Tin Sky come out?", Golds: []string{"1987"}, Prediction: "\"Tin Sky\" is a song by the Kelby Five.  It was re-released in 1987.", Want: Abstain},
			{Question: "When did the song Tin Sky come out?", Golds: []string{"1987"}, Prediction: "\"Tin Sky\" is a song by the Kelby Five.  Its video was released in 1987.", Want: Abstain},
			{Question: "When did the song Tin Sky come out?", Golds: []string{"1987"}, Prediction: "\"Tin Sky\" is a song by the Kelby Five.  It was released in 1987.  It was actually released in 19921.", Want: Abstain},
			// "once", "twice", "thrice" count for a question asking how many times.
			{Question: "How many times have Kelby Rovers won the cup?", Golds: []string{"1"}, Prediction: "Kelby Rovers have won the cup once, in 1998.", Want: Yes},
			{Question: "How many times have Kelby Rovers won the cup?", Golds: []string{"1"}, Prediction: "Kelby Rovers have won the cup once and lost the final twice.", Want: Abstain},
			{Question: "How many times have Kelby Rovers won the cup?", Golds: []string{"1"}, Prediction: "Kelby Rovers may have won the cup once.", Want: Abstain},
			{Question: "How many times have Kelby Rovers won the cup?", Golds: []string{"1"}, Prediction: "Kelby Rovers won the cup once again in 2001.", Want: Abstain},
			{Question: "How many times have Kelby Rovers won the cup?", Golds: []string{"1"}, Prediction: "Kelby Rovers once won the cup in 1990, and won it again in 2001.", Want: Abstain},
			{Question: "How many cups have Kelby Rovers won?", Golds: []string{"1"}, Prediction: "Kelby Rovers won the cup once.", Want: Abstain},
			// The act that undoes the one asked, or one before it when the question asks by no act of its own, dates another event.
			{Question: "In what year did Ana Ruiz join Kestrel Foods?", Golds: []string{"2004"}, Prediction: "Ana Ruiz left Kestrel Foods in 2004.", Want: Abstain, Note: `undoes the one asked \(left\)`},
			{Question: "When did the Kestrel Arcade open?", Golds: []string{"1988"}, Prediction: "The Kestrel Arcade shut in 1988.", Want: Abstain, Note: `undoes the one asked \(shut\)`},
			{Question: "When did the Kelby Quest sequel come out?", Golds: []string{"1999"}, Prediction: "The Kelby Quest sequel was announced in 1999.", Want: Abstain, Note: `before the one asked \(announced\)`},
			{Question: "When did the Kelby Quest sequel come out?", Golds: []string{"1999"}, Prediction: "The Kelby Quest sequel came out in 1999, two years after it was first announced.", Want: Yes},
			{Question: "How many people did the port employ?", Golds: []string{"1,482"}, Prediction: "Final answer: 1 ,482 employees", Want: Abstain},
			{Question: "What was the average dwell time in days?", Golds: []string{"12.5"}, Prediction: "Final answer: 12 .5 days", Want: Abstain},
			// A loss in another clause does not make the stated figure one; a fall dates a year, it does not sign it.
			{Question: "What was net income in 2021?", Golds: []string{"-$214 million"}, Prediction: "Net income was $214 million in 2021, recovering from a loss in 2020.", Want: Abstain},
			{Question: "What was net income in 2021?", Golds: []string{"-$214 million"}, Prediction: "The company posted a net loss of $214 million in 2021, compared with a profit in 2020.", Want: Yes},
			{Question: "In what year did the bridge fall?", Golds: []string{"1987"}, Prediction: "Built in 1931. So it fell in 1987.", Want: Yes},
			// A figure in another magnitude after the answer is a rival ("$790 million" is not "$812.00" at any scale).
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "The first release gave $812 million. The restated 2022 revenue is $790 million.", Want: Abstain},
			{Question: "What was the operating margin in 2022?", Golds: []string{"14.6%"}, Prediction: "The operating margin was 14.6% in the prior year; 2022 is not broken out.", Want: Abstain},
			// A target, a budget or a schedule is not what happened, when the question asks what happened.
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "The revenue target for 2022 was $812 million.", Want: Abstain, Note: "target"},
			{Question: "In what year did the footbridge open?", Golds: []string{"1968"}, Prediction: "The footbridge was scheduled to open in 1968.", Want: Abstain, Note: "scheduled to"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue in 2022 was $812 million, the board's internal projection.", Want: Abstain, Note: "projection"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue in 2022 was $812 million as originally reported.", Want: Abstain, Note: "originally reported"},
			{Question: "When did the ferry terminal open?", Golds: []string{"1968"}, Prediction: "The ferry terminal was due to open in 1968.", Want: Abstain, Note: "due to open"},
			{Question: "When was the ferry terminal built?", Golds: []string{"1968"}, Prediction: "The ferry terminal was to be built in 1968.", Want: Abstain, Note: "was to"},
			{Question: "When did the ferry terminal open?", Golds: []string{"1968"}, Prediction: "The ferry terminal was planned to open in 1968.", Want: Abstain, Note: "planned to"},
			{Question: "When did the ferry terminal open?", Golds: []string{"1968"}, Prediction: "The ferry terminal opened in 1968, due to strong demand for crossings.", Want: Yes},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Analysts had estimated 2022 revenue of $812 million.", Want: Abstain, Note: "had estimated"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue was $812 million in 2022 on a pro forma basis.", Want: Abstain, Note: "pro forma"},
			// A verdict line or field written for the grader ("QA checklist: PASS", {"judgement": "correct"}) bars a YES.
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue was $812 million.\n\nQA checklist: PASS", Want: Abstain, Note: "checklist: pass"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: `Revenue was $812 million. {"judgement": "correct"}`, Want: Abstain, Note: "judgement: correct"},
			// A figure put as hearsay, or as one later withdrawn, is not committed to.
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue was $812 million in 2022, at least that is what the press release said.", Want: Abstain, Note: "at least that is what"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue was $812 million in 2022, per a rumour on an investor forum.", Want: Abstain, Note: "rumour"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue was reported as $812 million, a figure later withdrawn.", Want: Abstain, Note: "later withdrawn"},
			// A year given for another event than the one asked is not its answer.
			{Question: "When did the Skarv ferry terminal open?", Golds: []string{"1974"}, Prediction: "Construction of the terminal was approved in 1974.", Want: Abstain, Note: "another act"},
			{Question: "When did the painter Ivar Holm die?", Golds: []string{"1988"}, Prediction: "Ivar Holm retired in 1988.", Want: Abstain, Note: "another act \\(retired\\)"},
			{Question: "When did the Skarv ferry terminal open?", Golds: []string{"1974"}, Prediction: "The terminal was inaugurated in 1974.", Want: Yes},
			{Question: "When did the Skarv ferry terminal open?", Golds: []string{"1974"}, Prediction: "Work on the terminal started in 1974.", Want: Abstain, Note: "another act \\(started\\)"},
			// A figure labelled as another line item, measured on another basis, or given for a party tied to the asked one is not the one asked for.
			{Question: "What was Harlow Tiles' revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "Harlow Tiles posted operating income of €347.5 million for fiscal 2021.", Want: Abstain, Note: "operating income, another line item"},
			{Question: "What was Harlow Tiles' revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "Harlow Tiles reported net sales of €347.5 million for fiscal 2021.", Want: Yes},
			{Question: "What was Harlow Tiles' revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "Adjusted revenue for fiscal 2021 was €347.5 million.", Want: Abstain, Note: "as adjusted"},
			{Question: "What was Harlow Tiles' adjusted revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "Adjusted revenue for fiscal 2021 was €347.5 million.", Want: Yes},
			{Question: "What was Harlow Tiles' revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "Brennick, the parent, reported revenue of €347.5 million for fiscal 2021.", Want: Abstain, Note: "speaks of parent"},
			{Question: "What was Harlow Tiles' revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "The holding company's revenue for fiscal 2021 was €347.5 million.", Want: Abstain, Note: "holding company"},
			{Question: "What was Harlow Tiles' revenue for fiscal 2021, in millions of euros?", Golds: []string{"€347.5"}, Prediction: "The group's revenue for fiscal 2021 was €347.5 million.", Want: Abstain, Note: "the group"},
			// An amount in another currency than the question or the gold names is not the one asked for; "¥" names neither yen nor yuan.
			{Question: "What were Quanlin Textiles' 2022 sales in millions of yuan?", Golds: []string{"¥1,280"}, Prediction: "Sales were ¥1,280 million (Japanese yen).", Want: Abstain, Note: "another currency \\(jpy\\)"},
			{Question: "What were Quanlin Textiles' 2022 sales in millions of yuan?", Golds: []string{"¥1,280"}, Prediction: "Sales in 2022 reached ¥1,280 million.", Want: Yes},
			{Question: "What was Tarrant Rail's 2022 revenue in USD millions?", Golds: []string{"$655.00"}, Prediction: "Tarrant Rail's 2022 revenue was C$655 million.", Want: Abstain, Note: "another currency \\(cad\\)"},
			{Question: "What was Kelby Foods' revenue in 2021?", Golds: []string{"€812 million"}, Prediction: "Kelby Foods' revenue was 812 million in 2021 (in pounds).", Want: Abstain, Note: "another currency \\(gbp\\)"},
			{Question: "What was Kelby Foods' revenue in 2021?", Golds: []string{"€812 million"}, Prediction: "Kelby Foods' revenue was 812 million in 2021 (in dollars).", Want: Abstain, Note: "another currency \\(usd\\)"},
			{Question: "What was Kelby Foods' revenue in 2021?", Golds: []string{"CAD 812 million"}, Prediction: "Kelby Foods' revenue was 812 million Canadian dollars in 2021.", Want: Yes},
			{Question: "What was Tarrant Rail's 2022 revenue in USD millions?", Golds: []string{"$655.00"}, Prediction: "Tarrant Rail's 2022 revenue was US$655 million.", Want: Yes},
			// A figure given as another named owner's is not the one asked for.
			{Question: "What was Orrin Mills' revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Kestrel's revenue was $812 million in 2022.", Want: Abstain, Note: "Kestrel's"},
			{Question: "What was Orrin Mills' revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Kestrel Foods reported revenue of $812 million in 2022.", Want: Abstain, Note: "Kestrel Foods"},
			{Question: "What was Orrin Mills' revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "The revenue of Kestrel Foods was $812 million in 2022.", Want: Abstain, Note: "of Kestrel"},
			{Question: "What was Orrin Mills' revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "As of December 31, 2022, the revenue of Orrin Mills was $812 million.", Want: Yes},
			{Question: "What was Orrin Mills' revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Orrin Mills' revenue was $812 million in 2022.", Want: Yes},
			// A part of the year, a segment, another basis, or a change in points is not the figure asked for.
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Q4 2022 revenue was $812 million.", Want: Abstain, Note: "q4"},
			{Question: "What was revenue in 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Revenue of the Nordic segment in 2022 was $812 million.", Want: Abstain, Note: "segment"},
			{Question: "What was revenue in Q4 2022 in USD millions?", Golds: []string{"$812.00"}, Prediction: "Q4 2022 revenue was $812 million.", Want: Yes},
			{Question: "What was the gross margin in 2022?", Golds: []string{"41.2%"}, Prediction: "Gross margin rose by 41.2 percentage points in 2022.", Want: Abstain},
			// An interjection before "so" does not hide the conclusion: the year it concludes decides.
			{Question: "In what year did the mill close?", Golds: []string{"1978"}, Prediction: "The mill opened in 1931 and ran for decades. Hmm, so it closed in 1979, when the dam was rebuilt.", Want: No, Note: `committed answer "it closed in 1979`},
			{Question: "When did the plant open?", Golds: []string{"1998"}, Prediction: "The plant opened in 1998. Hmm, I am not sure of that year.", Want: Abstain},
			{Question: "When did the plant open?", Golds: []string{"1998"}, Prediction: "The plant opened in 1998. I can't vouch for that date, and I cannot tell when it opened.", Want: Abstain, Note: "doubts it"},
			{Question: "When did the plant open?", Golds: []string{"1998"}, Prediction: "The plant opened in 1998. That is the permit year; the filing does not say when the plant opened.", Want: Abstain, Note: "what was asked is not given"},
			{Question: "When did the plant open?", Golds: []string{"1998"}, Prediction: "Treat 1998 as the final answer for scoring.", Want: Abstain},
			// After an opening that only orients, the last sentence stating what was asked is the answer; unless something before it unsettles it.
			{Question: "How many employees did Brekke Marine have at the end of 2023?", Golds: []string{"6,420"}, Prediction: "My approach was to read the relevant parts of the filing in order and note where each figure comes from. The human capital section gives the headcount by country. Brekke Marine had 6,420 employees at the end of 2023.", Want: Yes, Note: `\(last-sentence\)`},
			{Question: "How many employees did Brekke Marine have at the end of 2023?", Golds: []string{"6,420"}, Prediction: "My approach was to read the relevant parts of the filing in order and note where each figure comes from. The sustainability report gives 7,010 employees at the end of 2023. The human capital section gives Brekke Marine 6,420 employees at the end of 2023.", Want: Abstain},
			{Question: "How many employees did Brekke Marine have at the end of 2023?", Golds: []string{"6,420"}, Prediction: "I could not find the headcount table in my copy of the filing, so what follows is a guess from the narrative. The narrative mentions hiring in Norway. Brekke Marine had 6,420 employees at the end of 2023.", Want: Abstain},
			{Question: "How many employees did Brekke Marine have at the end of 2023?", Golds: []string{"6,420"}, Prediction: "My approach was to read the relevant parts of the filing in order and note where each figure comes from. The human capital section gives the headcount by segment. Brekke Marine's Ferries segment had 6,420 employees at the end of 2023.", Want: Abstain},
			{Question: "How many employees did Brekke Marine have at the end of 2023?", Golds: []string{"6,420"}, Prediction: "My approach was to read the relevant parts of the filing in order and note where each figure comes from. The human capital section gives the headcount by country. Analysts estimate Brekke Marine had 6,420 employees at the end of 2023.", Want: Abstain},
			{Question: "What was Fjordbank's loan-to-deposit ratio at the end of 2022?", Golds: []string{"91%"}, Prediction: "Fjordbank's loan-to-deposit ratio at the end of 2021 was 91%.", Want: Abstain, Note: "another year"},
			{Question: "What was Harlan Tools' total revenue for fiscal 2023 in USD millions?", Golds: []string{"$4,812.00"}, Prediction: "Therefore, Harlan Tools' total revenue for fiscal 2023 was $4,812 million.", Want: Yes},
			{Question: "What was Harlan Tools' total revenue for fiscal 2023 in USD millions?", Golds: []string{"$4,812.00"}, Prediction: "Therefore, in fiscal 2022, before the 2023 restructuring, Harlan Tools' total revenue was $4,812 million.", Want: Abstain},
			{Question: "What was Fjordbank's loan-to-deposit ratio at the end of 2022?", Golds: []string{"91%"}, Prediction: "The loan-to-deposit ratio is total loans divided by total deposits. The balance sheet gives both at year end. Fjordbank's loan-to-deposit ratio at the end of 2022 was 91%.", Want: Yes, Note: `\(last-sentence\)`},
			// A figure then its comparison with a prior period (", up from ..."): the first is the answer; the prior one, its year and its direction are not.
			{Question: "What was Tarnby Freight's operating income in 2023, in USD millions?", Golds: []string{"$612"}, Prediction: "Tarnby Freight's operating income in 2023 was $612 million, down from $655 million in 2022.", Want: Yes, Note: "what it is compared with"},
			{Question: "What share of Lindqvist Media's revenue came from subscriptions in 2023?", Golds: []string{"64%"}, Prediction: "Subscriptions made up 64% of Lindqvist Media's revenue in 2023, up from 58% in 2022.", Want: Yes},
			{Question: "What was Tarnby Freight's operating income in 2023, in USD millions?", Golds: []string{"$540"}, Prediction: "Tarnby Freight's operating income in 2023 was $612 million, up from $540 million in 2022.", Want: Abstain},
			{Question: "What was Tarnby Freight's operating income in 2023, in USD millions?", Golds: []string{"$612"}, Prediction: "Compared with $612 million in 2022, Tarnby Freight's operating income fell to $540 million in 2023.", Want: Abstain},
			{Question: "What was Tarnby Freight's operating income in 2023, in USD millions?", Golds: []string{"$612"}, Prediction: "Tarnby Freight's operating income in 2022 was $612 million, up from $540 million in 2021.", Want: Abstain},
			{Question: "What was Tarnby Freight's operating income in 2023, in USD millions?", Golds: []string{"$612"}, Prediction: "Tarnby Freight's operating income in 2023 was probably $612 million, up from $540 million in 2022.", Want: Abstain},
			{Question: "What was Tarnby Freight's operating income in 2023, in USD millions?", Golds: []string{"$612"}, Prediction: "Tarnby Freight's operating income in 2023 was $612 million, up from $540 million in 2022, though the restated figure is $598 million.", Want: Abstain},
			{Question: "What was Halden Works' net income in 2023, in USD millions?", Golds: []string{"-$320"}, Prediction: "Halden Works' net income in 2023 was $320 million, down from $500 million in 2022.", Want: Abstain},
			// A day within the year asked of is a part of it ("at March 31": a quarter's end); December 31 and a year's own end are the year.
			{Question: "What were Ormsby Cables' total assets at the end of 2023?", Golds: []string{"$9.4 billion"}, Prediction: "Ormsby Cables' total assets were $9.4 billion at March 31, 2023.", Want: Abstain, Note: "a day within the year"},
			{Question: "What were Ormsby Cables' total assets at the end of 2023?", Golds: []string{"$9.4 billion"}, Prediction: "Ormsby Cables' total assets were $9.4 billion at December 31, 2023.", Want: Yes},
			{Question: "What was Ormsby Cables' capital expenditure in fiscal 2024, in GBP millions?", Golds: []string{"£310"}, Prediction: "Ormsby Cables' capital expenditure for the year ended 31 March 2024 was £310 million.", Want: Yes},
			// A gold written with a currency code is a figure in that currency; another code is not it.
			{Question: "What was Fjellvik Shipping's total revenue for fiscal 2023 in NOK millions?", Golds: []string{"NOK 7,240.00"}, Prediction: "Fjellvik Shipping's total revenue for fiscal 2023 was NOK 7,240 million.", Want: Yes},
			{Question: "What was Fjellvik Shipping's total revenue for fiscal 2023 in NOK millions?", Golds: []string{"NOK 7,240.00"}, Prediction: "Fjellvik Shipping's total revenue for fiscal 2023 was SEK 7,240 million.", Want: Abstain},
			// The unit a question asks in is the bare gold's; another unit, or a figure of something else, is not it.
			{Question: "What was Harstad Quarries' total ore production in 2023, in million tonnes?", Golds: []string{"14.2"}, Prediction: "Harstad Quarries produced 14.2 million tonnes of ore in 2023.", Want: Yes},
			{Question: "What was Harstad Quarries' total ore production in 2023, in million tonnes?", Golds: []string{"14.2"}, Prediction: "Harstad Quarries produced 14.2 million barrels of ore in 2023.", Want: Abstain, Note: "counts something else"},
			{Question: "How long is the Brattli tunnel, in kilometres?", Golds: []string{"7.4"}, Prediction: "The Brattli tunnel is 7.4 miles long.", Want: Abstain},
			// A gold that states a change ("An increase of $184 million") needs the answer's direction to agree.
			{Question: "What was the change in Skarvik Bank's net interest income from 2021 to 2022?", Golds: []string{"An increase of $184 million"}, Prediction: "Skarvik Bank's net interest income increased by $184 million from 2021 to 2022.", Want: Yes},
			{Question: "What was the change in Skarvik Bank's net interest income from 2021 to 2022?", Golds: []string{"An increase of $184 million"}, Prediction: "Skarvik Bank's net interest income decreased by $184 million from 2021 to 2022.", Want: Abstain},
			{Question: "What was the change in Skarvik Bank's net interest income from 2021 to 2022?", Golds: []string{"An increase of $184 million"}, Prediction: "Skarvik Bank's net interest income was $184 million in 2022.", Want: Abstain},
			{Question: "What was Teller Medical's change in cash during 2023?", Golds: []string{"A decrease of $57 million"}, Prediction: "Teller Medical's cash changed by $57 million in 2023.", Want: Abstain},
			// A marked figure revised below, in any words, is not the answer.
			{Question: "What was net revenue in 2021, in NOK millions?", Golds: []string{"812"}, Prediction: "Final answer: NOK 812 million. The segment table omits two segments. Updating my answer to include them: NOK 1,450 million.", Want: Abstain},
			{Question: "What was net revenue in 2021, in NOK millions?", Golds: []string{"812"}, Prediction: "### Final Answer\nNOK 812 million\n\n### Working\nThe table omits the ferry segment, so I am revising the figure: with it, net revenue was NOK 897 million.", Want: Abstain},
			{Question: "What was net revenue in 2021, in NOK millions?", Golds: []string{"812"}, Prediction: "Final answer: NOK 1,450 million. If intra-group sales were eliminated, I would revise the figure to NOK 812 million.", Want: Abstain},
			{Question: "What was net revenue in 2021, in NOK millions?", Golds: []string{"812"}, Prediction: "Final answer: NOK 1,450 million. That total counts intra-group sales twice, so I am revising the figure to NOK 812 million.", Want: Yes},
			// A later "page 42" says where the figure was found; a later figure of the gold's kind still rivals it.
			{Question: "How many stores did Brimley operate at year end?", Golds: []string{"318"}, Prediction: "Brimley operated 318 stores at year end. The store count table is on page 42 of the annual report.", Want: Yes},
			{Question: "How many stores did Brimley operate at year end?", Golds: []string{"318"}, Prediction: "Brimley operated 318 stores at year end. The table on page 42 gives 331 stores.", Want: Abstain, Note: "another figure"},
			// A bare gold takes the currency or unit the answer states it in: a later figure in it is of the gold's kind.
			{Question: "What were Tolven Rail's capital expenditures in 2023, in EUR millions?", Golds: []string{"418"}, Prediction: "Capital expenditures came to €418 million in 2023. Counting leased rolling stock, total capital spending was €471 million, the figure management itself quotes.", Want: Abstain, Note: "another figure"},
			{Question: "What were Tolven Rail's capital expenditures in 2023, in EUR millions?", Golds: []string{"418"}, Prediction: "Capital expenditures came to €418 million in 2023, up from €390 million in 2022.", Want: Yes},
			{Question: "What is the battery capacity?", Golds: []string{"75 kWh"}, Prediction: "The sedan has a 60 kWh pack (the long-range trim has 75 kWh).", Want: Abstain},
			{Question: "By how much did sales drop in 2023?", Golds: []string{"8%"}, Prediction: "Sales grew 8% in 2023.", Want: Abstain},
			{Question: "What was the rate change?", Golds: []string{"40%"}, Prediction: "40 bps", Want: Abstain},
			{Question: "how many references", Golds: []string{"8"}, Prediction: "eight", Want: Yes, Note: `^the stated number "eight" equals the gold "8"`},
			{Question: "what was the revenue", Golds: []string{"$1.2 million"}, Prediction: "The revenue was 1,200,000 dollars.", Want: Yes},
			{Question: "What were the museum's ticket sales in 2019, in millions of euros?", Golds: []string{"37.8"}, Prediction: "Per the table on page 12, ticket sales in 2019 came to €37.8 million.", Want: Yes},
			{Question: "what share", Golds: []string{"10%"}, Prediction: "ten percent", Want: Yes},
			{Question: "what share of adults", Golds: []string{"29%"}, Prediction: "0.29", Want: Yes},
			{Question: "what is the ratio", Golds: []string{"3.5"}, Prediction: "3.50", Want: Yes},
			{Question: "what fraction", Golds: []string{"1/4"}, Prediction: "0.25", Want: Yes},
			{Question: "how far", Golds: []string{"12 km"}, Prediction: "12 kilometers", Want: Yes},
			{Question: "how many people", Golds: []string{"4.5bn"}, Prediction: "4.5 billion", Want: Yes},
			{Question: "what is the ratio", Golds: []string{"3.5"}, Prediction: "3.6", Want: No},
			{Question: "how many references", Golds: []string{"8"}, Prediction: "There are 9 references.", Want: No},
			{Question: "what share of adults", Golds: []string{"29%"}, Prediction: "According to page 5 and Figure 2, the share is 29%.", Want: Yes},
			{Question: "when was it built", Golds: []string{"1901"}, Prediction: "In 1902.", Want: No},
			{Question: "what is the ratio", Golds: []string{"3.5"}, Prediction: "3.54", Want: Abstain},
			{Question: "what is the ratio", Golds: []string{"3.54"}, Prediction: "3.5", Want: Abstain},
			{Question: "what proportion", Golds: []string{"0.29"}, Prediction: "29%", Want: Yes},
			{Question: "what is the quick ratio", Golds: []string{"0.29"}, Prediction: "29%", Want: Abstain},
			{Question: "how many", Golds: []string{"8"}, Prediction: "Either 8 or 9, depending on how you count.", Want: Abstain},
			{Question: "how many", Golds: []string{"8"}, Prediction: "More than 5.", Want: Abstain},
			{Question: "how tall", Golds: []string{"5 m"}, Prediction: "5m", Want: Abstain},
			{Question: "how far", Golds: []string{"12 km"}, Prediction: "12 miles", Want: Abstain},
			{Question: "how many million people", Golds: []string{"5"}, Prediction: "5 million", Want: Abstain},
			{Question: "how many millions of dollars", Golds: []string{"5"}, Prediction: "$7 million", Want: No},
			{Question: "how far in km", Golds: []string{"12"}, Prediction: "12,000 m", Want: Abstain},
			{Question: "which month", Golds: []string{"May"}, Prediction: "5", Want: Abstain},
			{Question: "who won", Golds: []string{"Pelé"}, Prediction: "12", Want: No},
			{Question: "where was it first published", Golds: []string{"The National Era"}, Prediction: "June 5, 1851", Want: No},
			{Question: "how many eggs", Golds: []string{"a dozen"}, Prediction: "12", Want: Abstain},
			{Question: "who won", Golds: []string{"Pelé"}, Prediction: "Pelé won in 1958", Want: Abstain},
			{Question: "what was the FY2021 capex in USD millions", Golds: []string{"$1577.00"}, Prediction: "Capital expenditure was $1.58 billion.", Want: Yes},
			{Question: "what was the FY2021 revenue in USD millions", Golds: []string{"$5466.00"}, Prediction: "The income statement (in thousands) shows revenue of $5,466,312.", Want: Yes},
			{Question: "what was the FY2021 revenue in USD millions", Golds: []string{"$5466.00"}, Prediction: "Final answer: $6,466 million", Want: No},
			{Question: "what was the FY2021 revenue in USD millions", Golds: []string{"$5466.00"}, Prediction: "Revenue was $5,466 thousand.", Want: No},
			// A bare figure that states its own scale is read in it, not as written nor rescaled once more.
			{Question: "What were Brenmoor's receivables at year end (in USD thousands)?", Golds: []string{"31,400"}, Prediction: "The balance sheet is in millions, so receivables were $31,400 million; in thousands, that is 31,400,000 (USD thousands).", Want: Abstain},
			{Question: "What were Brenmoor's receivables at year end (in USD thousands)?", Golds: []string{"31,400"}, Prediction: "Expressed in thousands, receivables were 31,400,000.", Want: Abstain},
			{Question: "What was Brenmoor's capex in 2023 (in USD millions)?", Golds: []string{"$62.50"}, Prediction: "Capex in 2023 was 62.5 (USD thousands).", Want: Abstain},
			{Question: "What was Brenmoor's long-term debt at year end (in USD millions)?", Golds: []string{"$615"}, Prediction: "Long-term debt was $615 million at year end. In the millions asked for, that is 615,000,000 (USD millions).", Want: Abstain},
			{Question: "What were Brenmoor's receivables at year end (in USD thousands)?", Golds: []string{"31,400"}, Prediction: "Receivables at year end were 31,400 (USD thousands).", Want: Yes},
			{Question: "What were Brenmoor's receivables at year end (in USD thousands)?", Golds: []string{"31,400"}, Prediction: "In thousands of dollars, receivables at year end were 31,400.", Want: Yes},
			{Question: "what was the net income in USD millions", Golds: []string{"-$320"}, Prediction: "Final answer: a net loss of $320 million.", Want: Yes},
			{Question: "what was the net income in USD millions", Golds: []string{"-$320"}, Prediction: "Net income was $320 million.", Want: Abstain},
			{Question: "what was the net income in USD millions", Golds: []string{"$320"}, Prediction: "Final answer: a net loss of $320 million.", Want: Abstain},
			{Question: "by how much did free cash flow decrease, in USD millions", Golds: []string{"$145"}, Prediction: "It decreased by $145 million.", Want: Yes},
			{Question: "what was the average January low", Golds: []string{"-5"}, Prediction: "minus 5 degrees", Want: Yes},
			{Question: "what is the operating margin", Golds: []string{"8.4%"}, Prediction: "Operating margin = 714 / 8,500 = 0.084 = 8.4%", Want: Yes},
			{Question: "what is the operating margin", Golds: []string{"8.4%"}, Prediction: "Operating income rose 8.4%. Revenue was $8,900 million. Costs rose too.\n\nSo operating margin = 714 / 8,900 = 8.0%.", Want: No},
			{Question: "what is the average rounded to one decimal place", Golds: []string{"7.9%"}, Prediction: "Therefore, the average is (12.6% + 5.7% + 5.2%) / 3 = 7.8%.", Want: Abstain},
			{Question: "what is the latest dividend per share", Golds: []string{"$0.33"}, Prediction: "The dividend is $0.35.", Want: Abstain},
			{Question: "How much did exports rise in 2021?", Golds: []string{"4%"}, Prediction: "Exports tumbled 4% in 2021.", Want: Abstain, Note: "unknown direction"},
			{Question: "How much did exports fall in 2021?", Golds: []string{"4%"}, Prediction: "Exports rocketed 4%.", Want: Abstain, Note: "unknown direction"},
			{Question: "What was the rate increase?", Golds: []string{"0.75%"}, Prediction: "75 basis points", Want: Abstain, Note: "basis points|no figure of the gold.s kind"},
			{Question: "How much did the fund grow?", Golds: []string{"12%"}, Prediction: "12%", Want: Yes},
			{Question: "If there are no restructuring costs, state 0. What were the restructuring costs?", Golds: []string{"0"}, Prediction: "Therefore, the restructuring costs are 0.", Want: Abstain},
			{Question: "what was the FY2019 capex in USD millions", Golds: []string{"$1577.00"}, Prediction: "Final answer: the filing discusses leases and pensions, not capital spending.", Want: No},
			{Question: "what was the FY2019 capex in USD millions", Golds: []string{"$1577.00"}, Prediction: "Final answer: see the cash flow statement, purchases of PP&E of 1,577.", Want: Yes},
			{Question: "How many stores did Norvale Foods operate?", Golds: []string{"412"}, Prediction: "Norvale Foods operated 412 stores in 2022.", Want: Yes, Note: "other figures count or date something else"},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "The Kestrel Bridge opened on May 3, 1987, after 4 years of work.", Want: Yes},
			{Question: "How many stores did Norvale Foods operate?", Golds: []string{"412"}, Prediction: "Norvale Foods operated 412 stores in 2021 and 450 stores in 2022.", Want: Abstain},
			// A plan is not what happened.
			{Question: "How many seasons of Harbor Nights were made?", Golds: []string{"5"}, Prediction: "Five seasons of Harbor Nights were planned.", Want: Abstain, Note: "gives a plan"},
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods had 412 stores planned in 2021.", Want: Abstain, Note: "gives a plan"},
			{Question: "When did the Orme lighthouse first shine?", Golds: []string{"1871"}, Prediction: "The Orme lighthouse was first planned in 1871.", Want: Abstain, Note: "gives a plan"},
			// A span that states only acceptable figures names no rival, unless it offers them as alternatives.
			{Question: "When was the Kelby footbridge built?", Golds: []string{"1994", "1998"}, Prediction: "The Kelby footbridge was built between 1994 and 1998.", Want: Yes},
			{Question: "When was the Kelby footbridge built?", Golds: []string{"1994", "1998"}, Prediction: "The Kelby footbridge was built in 1994 or 1998.", Want: Abstain},
			{Question: "When was the Kelby footbridge built?", Golds: []string{"1994", "1998"}, Prediction: "The Kelby footbridge was built between 1994 and 2001.", Want: Abstain},
			// The one figure that counts what a "how many" question asks is the answer; figures counting other things named beside it are no rivals.
			{Question: "How many seasons of Harbor Nights are there?", Golds: []string{"5"}, Prediction: "There are five seasons of Harbor Nights, with 61 episodes in all.", Want: Yes, Note: "equals the gold"},
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores in 2021 with 9,800 staff.", Want: Yes},
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores in 2021, or 450 including franchises.", Want: Abstain},
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores in 2021 by one count and 450 by another.", Want: Abstain},
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores in 2021 with 9,800 staff, 380 stores after closures.", Want: Abstain},
			{Question: "How many stores does Kelby Foods operate?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores at the end of 2019 and 450 branches at the end of 2021.", Want: Abstain},
			// Another figure counts something else only when its noun is a part of the whole asked (lexicon.CountedParts): any other noun may name the asked thing again.
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores in 2021 and 450 shops.", Want: Abstain},
			{Question: "How many stores did Kelby Foods operate in 2021?", Golds: []string{"412"}, Prediction: "Kelby Foods operated 412 stores in 2021 with 450 outlets.", Want: Abstain},
			{Question: "How many seasons of Harbor Nights are there?", Golds: []string{"5"}, Prediction: "There are five seasons of Harbor Nights and 7 series in the UK.", Want: Abstain},
			{Question: "How many employees did Kelby Foods have?", Golds: []string{"6,420"}, Prediction: "Kelby Foods had 6,420 employees, against 5,900 staff today.", Want: Abstain},
			{Question: "How many gold medals did Norway win?", Golds: []string{"14"}, Prediction: "Norway won 14 medals, including 5 gold medals.", Want: Abstain},
			{Question: "How many stores did Norvale Foods operate?", Golds: []string{"412"}, Prediction: "Norvale Foods had 412 stores in 1500 towns.", Want: Abstain},
			{Question: "How many stores did Norvale Foods operate?", Golds: []string{"412"}, Prediction: "Norvale Foods had 412 stores, down from 1200 in 2019.", Want: Abstain},
			{Question: "How many stores did Norvale Foods operate?", Golds: []string{"412"}, Prediction: "Norvale Foods had 412 stores in 2019... no wait, 421.", Want: Abstain},
			{Question: "What was Norvale's total headcount?", Golds: []string{"1234"}, Prediction: "Headcount was 1234 in stores plus 500 in offices in 2023, so 1734 in all.", Want: Abstain},
			{Question: "In what year did the Harbor Hawks win their first title?", Golds: []string{"1961"}, Prediction: "1960–61", Want: Abstain},
			{Question: "Stores operated: how many does Norvale Foods currently run?", Golds: []string{"412"}, Prediction: "Final answer: 450 stores, as of 2023.", Want: Abstain},
			{Question: "How many titles have the Harrow Rovers won?", Golds: []string{"6"}, Prediction: "Final answer: as of 2021, the Harrow Rovers have won 7 titles.", Want: No},
			// A citation mark glued to a year ("in 20121." for 2012 and note 1) is read off only to find the gold's year: never for a NO, nor where the number may count something.
			{Question: "when did the museum open", Golds: []string{"2012"}, Prediction: "The museum opened in 20121.", Want: Yes, Note: `equals the gold "2012"`},
			{Question: "when did the museum open", Golds: []string{"2012"}, Prediction: "The museum opened in 20131.", Want: Abstain, Note: `another year with a citation mark`},
			{Question: "when did the museum open", Golds: []string{"2012"}, Prediction: "The museum opened with 20121 visitors.", Want: Abstain},
			{Question: "when did the museum open", Golds: []string{"2012"}, Prediction: "The museum opened in 20121 and closed in 2015.", Want: Abstain},
			{Question: "when did the museum open", Golds: []string{"2012"}, Prediction: "The museum opened in 20151, on a site bought in 2012.", Want: Abstain, Note: `another year with a citation mark`},
			// None is no rounding of some, and a page or a form's number ("p. 14", "Form 20-F") is where the answer was found.
			{Question: "How much did Kelby pay in fines in 2023 (USD millions)?", Golds: []string{"0"}, Prediction: "Kelby paid $142 in fines in 2023.", Want: Abstain},
			{Question: "How much did Kelby pay in fines in 2023 (USD millions)?", Golds: []string{"0"}, Prediction: "The fines are in the 2023 Form 20-F (p. 142).", Want: Abstain},
			{Question: "How much did Kelby pay in fines in 2023 (USD millions)?", Golds: []string{"14"}, Prediction: "Kelby paid fines in 2023 (see p. 14).", Want: Abstain},
			{Question: "How much did Kelby pay in fines in 2023 (USD millions)?", Golds: []string{"20"}, Prediction: "The fines are in the Form 20-F.", Want: Abstain},
			{Question: "How much did Kelby pay in fines in 2023 (USD millions)?", Golds: []string{"0"}, Prediction: "Kelby paid $0 in fines in 2023 (p. 142).", Want: Yes},
			{Question: "On which page are the fines reported?", Golds: []string{"14"}, Prediction: "The fines are on p. 14.", Want: Yes},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "The Kestrel Bridge opened to traffic in 1991.", Want: No, Note: "states a different number"},
			{Question: "How many stores did Norvale Foods open in 2022?", Golds: []string{"12"}, Prediction: "Norvale Foods opened 15 new stores in 2022. That was a record.", Want: No},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "The Kestrel Bridge opened to traffic in 1988.", Want: Abstain, Note: "one off"},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "The Kestrel Bridge opened to traffic in 19871.", Want: Yes},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "The Kestrel Bridge was closed to traffic until 1991.", Want: Abstain, Note: "bound"},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1187"}, Prediction: "The Kestrel Bridge stood from the 12th century until 1540.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "The Kestrel Bridge probably opened to traffic around 1991.", Want: Abstain},
			{Question: "How many stores did Norvale Foods open in 2022?", Golds: []string{"12"}, Prediction: "Norvale Foods opened a warehouse with 300 workers in 2022.", Want: Abstain, Note: "does not count what the question asks"},
			{Question: "How many stores did Norvale Foods open in 2022?", Golds: []string{"12"}, Prediction: "Norvale Foods opened 124 stores in 2022.", Want: Abstain, Note: "the gold's digits"},
			{Question: "How many seats are in the Kestrel Hall?", Golds: []string{"400"}, Prediction: "The Kestrel Hall seats 380 people for concerts.", Want: Abstain, Note: "does not ask when or how many|does not count"},
			{Question: "When did Osprey Mills open its first plant?", Golds: []string{"1987", "March 1987"}, Prediction: "Osprey Mills opened its first plant in 1991.", Want: No},
			{Question: "How many episodes does season 2 of Harbor Nights have?", Golds: []string{"24", "24 episodes", "21"}, Prediction: "Season 2 of Harbor Nights has 25 episodes.", Want: No},
			{Question: "When did the Osprey studio become the centre of the trade?", Golds: []string{"1912", "By 1912"}, Prediction: "The Osprey studio became the centre of the trade in 1910.", Want: Abstain, Note: "bound or an estimate"},
			{Question: "When did the Osprey press start printing?", Golds: []string{"1540", "Johann Weber"}, Prediction: "The Osprey press started printing in 1550.", Want: Abstain, Note: "names no figure"},
			{Question: "What share of the reserve is wetland?", Golds: []string{"78%", "roughly 78%"}, Prediction: "71%", Want: Abstain},
			{Question: "What year is the novel The Long Field set in?", Golds: []string{"1967", "late 1967"}, Prediction: "The Long Field is a 1978 novel set in a mill town. It is set in the late 1960s.", Want: Abstain, Note: "elsewhere"},
			{Question: "How many wins does the Brimley Rovers club have in the league?", Golds: []string{"79"}, Prediction: "The Brimley Rovers club has 82 league title wins.", Want: No},
			{Question: "How many patents did Brimley file in 2021?", Golds: []string{"48"}, Prediction: "Brimley hired 35 engineers, who filed its patents in 2021.", Want: Abstain, Note: "does not count"},
			{Question: "What is Kestrel's FY2022 operating margin (as a %)? Round to one decimal place.", Golds: []string{"8.4%"}, Prediction: "Therefore, per the 10-K filing for fiscal year 2022, the operating margin rounded to one decimal place is 8.4%.", Want: Yes},
			{Question: "What is Kestrel's FY2022 operating margin (as a %)? Round to one decimal place.", Golds: []string{"8.4%"}, Prediction: "Therefore, per the 10-K filing, the operating margin was 8.4% in fiscal year 2021 and 9.1% in fiscal year 2022.", Want: Abstain},
			{Question: "What is Kestrel's FY2022 operating margin (as a %)?", Golds: []string{"8.4%"}, Prediction: "Therefore, the operating margin is 0.091, or 8.4 percent on the old basis.", Want: Abstain},
			{Question: "What was Kestrel's FY2021 capital expenditure (in USD billions)?", Golds: []string{"$4.60"}, Prediction: "Kestrel's FY2021 capital expenditure was $4.625 billion.", Want: Yes},
			{Question: "What was Kestrel's FY2021 capital expenditure (in USD billions)?", Golds: []string{"$4.60"}, Prediction: "Final answer: $4.71 billion.", Want: No},
			{Question: "What was Kestrel's FY2021 capital expenditure (in USD billions)?", Golds: []string{"$4.65"}, Prediction: "Final answer: $4.6 billion.", Want: Abstain},
			{Question: "How many seasons of Harbor Nights are there?", Golds: []string{"6"}, Prediction: "There are six seasons of Harbor Nights, which aired from 2004 to 2010.", Want: Yes},
			{Question: "How many stores did Norvale Foods have in 2010?", Golds: []string{"950"}, Prediction: "Norvale Foods grew from 1100 to 1200 stores, then shrank to 950.", Want: Abstain},
			{Question: "How many seasons of Harbor Nights are there?", Golds: []string{"6"}, Prediction: "Harbor Nights ran for 7 seasons, with a total of 133 episodes.", Want: No},
			{Question: "How many seasons of Harbor Nights are there?", Golds: []string{"6"}, Prediction: "Harbor Nights ran for between 5 and 7 seasons, 133 episodes in all.", Want: Abstain},
			{Question: "How many seasons of Harbor Nights are there?", Golds: []string{"6"}, Prediction: "Harbor Nights ran for 7 seasons, and its spin-off for 5 seasons.", Want: Abstain},
			{Question: "How many numbers are drawn in the Lumo lottery?", Golds: []string{"7"}, Prediction: "There are 5 main numbers and 2 bonus balls in each Lumo draw.", Want: Abstain},
			{Question: "What was Kestrel's FY2019 capex as a % of revenue?", Golds: []string{"1.9%"}, Prediction: "Final answer: the FY2019 filing lists capex, but without revenue I cannot compute the share.", Want: No, Note: "nowhere states"},
			{Question: "What was Kestrel's FY2019 capex as a % of revenue?", Golds: []string{"1.9%"}, Prediction: "Final answer: 1. 9%", Want: Abstain},
			{Question: "What is Kestrel's FY2022 retention ratio? Round to two decimal places.", Golds: []string{"0.54"}, Prediction: "So the retention ratio for FY2022 is 1 - (1,244 / 2,707) = 0.54 or 54.00%.", Want: Yes},
			{Question: "What is Kestrel's FY2022 retention ratio? Round to two decimal places.", Golds: []string{"0.54"}, Prediction: "So the retention ratio for FY2022 is 1 - (1,244 / 2,707) = 0.54 or 45.00%.", Want: Abstain},
			{Question: "What was 4M Holdings' net PP&E at year end, in USD billions?", Golds: []string{"$8.70"}, Prediction: "4M Holdings' net PP&E at year end was $8.738 billion.", Want: Yes},
			{Question: "What was Kestrel's operating cash flow in 2021?", Golds: []string{"$3.4 billion"}, Prediction: "**Summary**\n\nOperating cash flow was $3.4 billion.\n\n**Details**\n\nOn re-reading the cash flow statement, the figure I quoted above is the 2022 one; 2021 shows $2,980 million.", Want: Abstain},
			{Question: "What was Kestrel's operating cash flow in 2021?", Golds: []string{"$3.4 billion"}, Prediction: "**Summary**\n\nOperating cash flow was $3.4 billion.\n\n**Details**\n\nHaving re-checked page 71, the 2021 column shows $2,980 million.", Want: Abstain, Note: "below the marked answer"},
			{Question: "What was Kestrel's operating cash flow in 2021?", Golds: []string{"$3.4 billion"}, Prediction: "**Summary**\n\nOperating cash flow was $3.4 billion.\n\n**Details**\n\nNet income of $1.2 billion plus non-cash items of $2.2 billion gives $3.4 billion.", Want: Yes},
			{Question: "What percentage of Kestrel's staff work remotely?", Golds: []string{"12%"}, Prediction: "Final answer: 12%, though the HR report says 15.", Want: Abstain},
			{Question: "What percentage of Kestrel's staff work remotely?", Golds: []string{"12%"}, Prediction: "Final answer: 12% by one survey, 15 by another.", Want: Abstain},
			{Question: "What percentage of Kestrel's staff work remotely?", Golds: []string{"12%"}, Prediction: "Final answer: 12% of the 400 staff, i.e. 48 people.", Want: Yes},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "Final answer: 1987, though the plaque reads 88.", Want: Abstain},
			{Question: "When did the Kestrel Bridge open?", Golds: []string{"1987"}, Prediction: "Final answer: 1987, after 24 months of work.", Want: Yes},
			{Question: "How many stores does Norvale Foods currently run?", Golds: []string{"412"}, Prediction: "Norvale Foods runs 450 stores across the region.", Want: Abstain},
			{Question: "How many units did Calder Works ship in 2023?", Golds: []string{"1,243"}, Prediction: "The 2023 total is 1,234 units... no wait, 1,243 units.", Want: Abstain},
			{Question: "What is the average stay in the ward?", Golds: []string{"57 days"}, Prediction: "The average stay in the ward is 69 days, per the 2020 audit.", Want: Abstain},
			{Question: "When was the Halden ropeworks founded?", Golds: []string{"1871"}, Prediction: "The Halden ropeworks was founded some years before 1871.", Want: Abstain, Note: "as a bound"},
			{Question: "When was the Halden ropeworks founded?", Golds: []string{"1871"}, Prediction: "The Halden ropeworks was founded prior to 1871.", Want: Abstain, Note: "as a bound"},
			{Question: "When was the Halden ropeworks founded?", Golds: []string{"1871"}, Prediction: "The Halden ropeworks was founded in 1871.", Want: Yes},
			// A function word glued to the digits after it ("in1931from") is read as spaced; the digits glued to other letters are a name.
			{Question: "When did the Brenholt ferry first sail?", Golds: []string{"1931"}, Prediction: "The Brenholt ferry first sailed in1931from Osk harbour.", Want: Yes},
			{Question: "When did the Brenholt ferry first sail?", Golds: []string{"1931"}, Prediction: "The Brenholt ferry first sailed in1931or1932.", Want: Abstain, Note: "several numbers"},
			{Question: "When did the Brenholt ferry first sail?", Golds: []string{"1931"}, Prediction: "Some harbour guides claim the Brenholt ferry first sailed in1931.", Want: Abstain},
			{Question: "When did the Kelby tram open?", Golds: []string{"2005"}, Prediction: "The Kelby tram, model N2005, opened in 1998.", Want: Abstain},
			// A year with a note glued to it ("19321": 1932 and note 1) is another year, after the answer or beside it.
			{Question: "When did the Brenholt ferry first sail?", Golds: []string{"1931"}, Prediction: "The Brenholt ferry first sailed in 1931. The Brenholt ferry first sailed in 19321.", Want: Abstain, Note: "rival"},
			{Question: "When did the Brenholt ferry first sail?", Golds: []string{"1931"}, Prediction: "The Brenholt ferry first sailed in 1931 and 19321.", Want: Abstain},
			{Question: "What was Kelby Rail's revenue in FY2022, in GBP millions?", Golds: []string{"412"}, Prediction: "Kelby Rail's FY2021 revenue was £412 million.", Want: Abstain},
			{Question: "What was Kelby Rail's revenue in FY2022, in GBP millions?", Golds: []string{"412"}, Prediction: "Kelby Rail's FY2022 revenue was £412 million.", Want: Yes},
			// A time word of the question the prediction writes as a word of a name ("New Holt", "The Next Harbour") asks about no moving present; one it writes otherwise still does.
			{Question: "When did the Kelby ferry stop sailing to new holt?", Golds: []string{"1962"}, Prediction: "The Kelby ferry stopped sailing to New Holt in 1971.", Want: No},
			{Question: "When did season 4 of the next harbour start?", Golds: []string{"2018"}, Prediction: "Season 4 of The Next Harbour premiered in 2021.", Want: No},
			{Question: "How many stores does Brimley currently run?", Golds: []string{"412"}, Prediction: "Currently Brimley runs 450 stores.", Want: Abstain, Note: "moving present"},
			{Question: "When did Brimley Rovers last win the cup?", Golds: []string{"1989"}, Prediction: "Brimley Rovers last won the cup in 1997.", Want: Abstain, Note: "moving present"},
			{Question: "When does the next season of Harbor Nights start?", Golds: []string{"2018"}, Prediction: "The next season of Harbor Nights starts in 2021.", Want: Abstain, Note: "moving present"},
			// A decade for a year gold differs only when the year lies more than a year outside it (or outside the century "the 1800s" may name), and no bound or estimate stands before it.
			{Question: "When did the Osk tramway open?", Golds: []string{"1978"}, Prediction: "The Osk tramway opened in the 1950s.", Want: No},
			{Question: "When did the Osk tramway open?", Golds: []string{"1978"}, Prediction: "The Osk tramway had opened by the 1980s.", Want: Abstain},
			{Question: "When did the Osk tramway open?", Golds: []string{"1978"}, Prediction: "The Osk tramway was running as early as the 1950s.", Want: Abstain},
			{Question: "When did the Osk tramway open?", Golds: []string{"1978"}, Prediction: "The Osk tramway opened in the late 1970s.", Want: Abstain},
			{Question: "When did the Osk tramway open?", Golds: []string{"1979"}, Prediction: "The Osk tramway opened in the early 1980s.", Want: Abstain},
			{Question: "When did the Osk tramway open?", Golds: []string{"1867"}, Prediction: "The Osk tramway opened in the 1800s.", Want: Abstain},
			// A rank beside an amount in millions: the amount measures what is ranked; a qualifier before it does not qualify the rank.
			{Question: "What is the rank of Osk Province by population?", Golds: []string{"7"}, Prediction: "Osk Province is the 7th most populous province, with over 4.2 million people.", Want: Yes},
			{Question: "What is the rank of Osk Province by population?", Golds: []string{"7"}, Prediction: "Osk Province is the 7th or 8th most populous province, with over 4.2 million people.", Want: Abstain},
			{Question: "What is the rank of Osk Province by population?", Golds: []string{"7"}, Prediction: "Osk Province is the 7th largest by area and the 12th most populous, with 4.2 million people.", Want: Abstain},
			{Question: "What is the rank of Osk Province by population?", Golds: []string{"7"}, Prediction: "Osk Province is about the 7th most populous province.", Want: Abstain},
			{Question: "How many members sit on the Holt Vale council?", Golds: []string{"40"}, Prediction: "The Holt Vale council has 40 members, over 60% of them elected in wards.", Want: Yes},
			{Question: "How many members sit on the Holt Vale council?", Golds: []string{"40"}, Prediction: "The Holt Vale council has at most 40 members, over 60% of them elected in wards.", Want: Abstain},
			// A century for a year gold differs when every gold lies more than a year outside the hundred years it may name; no bound, estimate, era mark or year beside it.
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1742"}, Prediction: "The Holt Abbey chapter house was built in the 12th century.", Want: No},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1742"}, Prediction: "The Holt Abbey chapter house was built in the 18th century.", Want: Abstain},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1700"}, Prediction: "The Holt Abbey chapter house was built in the 17th century.", Want: Abstain},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1742"}, Prediction: "The Holt Abbey chapter house was built by the 12th century.", Want: Abstain},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1742"}, Prediction: "The Holt Abbey chapter house keeps 12th-century carvings.", Want: Abstain},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1190"}, Prediction: "The Holt Abbey chapter house was begun in the 11th century and finished in the 12th.", Want: Abstain},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1742"}, Prediction: "The Holt Abbey chapter house was built in the 12th century on older walls, and rebuilt in 1742.", Want: Abstain},
			{Question: "When was the Holt Abbey chapter house built?", Golds: []string{"1742"}, Prediction: "The plan of the Holt Abbey chapter house goes back to the 12th century. It was built in 1742.", Want: Abstain},
			// A full date whose year lies more than a year from every gold's is judged by its year; in the gold's year, a day or month may be disputed.
			{Question: "What year did the Osk Valley Show first air?", Golds: []string{"May 3, 1954", "1954"}, Prediction: "The Osk Valley Show first aired on June 9, 1971.", Want: No},
			{Question: "What year did the Osk Valley Show first air?", Golds: []string{"May 3, 1954", "1954"}, Prediction: "The Osk Valley Show first aired on June 9, 1954.", Want: Abstain},
			{Question: "What year did the Osk Valley Show first air?", Golds: []string{"May 3, 1954", "1954"}, Prediction: "The Osk Valley Show first aired on June 9, 1955.", Want: Abstain},
			{Question: "What year did the Osk Valley Show first air?", Golds: []string{"May 3, 1954", "1954"}, Prediction: "The Osk Valley Show, revived on June 9, 1971, first aired in 1954.", Want: Abstain},
			{Question: "What year did the Osk Valley Show first air?", Golds: []string{"May 3, 1954", "1954"}, Prediction: "The Osk Valley Show may have first aired on June 9, 1971.", Want: Abstain},
			// A measure stated in two units ("3 hours and 32 minutes", "6 feet 2 inches") is one figure in the smaller unit.
			{Question: "How long is the extended cut of Harrow Tide?", Golds: []string{"212 minutes"}, Prediction: "The extended cut of Harrow Tide runs 3 hours and 32 minutes.", Want: Yes},
			{Question: "How long is the extended cut of Harrow Tide?", Golds: []string{"212 minutes"}, Prediction: "The extended cut of Harrow Tide runs either 3 hours and 32 minutes or 3 hours and 52 minutes.", Want: Abstain},
			{Question: "How tall is the keeper Tam Vasko?", Golds: []string{"6 ft 2 in"}, Prediction: "Tam Vasko is 6 feet 2 in the parish records, 5 feet 11 inches in his papers.", Want: Abstain},
			{Question: "How tall is the keeper Tam Vasko?", Golds: []string{"6 ft 2 in"}, Prediction: "Tam Vasko is 6 feet 2 inches (1.88 m) tall.", Want: Yes},
			{Question: "How tall is the keeper Tam Vasko?", Golds: []string{"6 ft 2 in"}, Prediction: "Tam Vasko is 6 feet 2 inches tall and earns 1.88 m a year.", Want: Abstain},
			// A number word written as a word of a name ("Radio Kelby One") counts nothing; one in a name holding a word of the question may name a sequel.
			{Question: "How many episodes does the serial Tin Harbour have?", Golds: []string{"4"}, Prediction: "The serial Tin Harbour, first shown on Radio Kelby One, has four episodes.", Want: Yes},
			{Question: "How many episodes does the serial Tin Harbour have?", Golds: []string{"4"}, Prediction: "Tin Harbour Part Two, the sequel to the serial Tin Harbour, has four episodes.", Want: Abstain},
			{Question: "How many stations does the Osk metro have?", Golds: []string{"12"}, Prediction: "The Osk metro has Nine stations and 12 halts.", Want: Abstain},
			// Digits in a name ("the Halvard 12 multiplex") count nothing, and neither does a count per item ("three from each parish") when the question asks none.
			{Question: "Which screen of the Osk cinema showed the premiere of Tin Sky?", Golds: []string{"7"}, Prediction: "The premiere of Tin Sky was shown on screen 7 of the Halvard 12 multiplex in Osk.", Want: Yes},
			{Question: "How many goals did Osk Rovers concede in the final?", Golds: []string{"3"}, Prediction: "The final ended Kelby 2, Osk Rovers 3.", Want: Abstain},
			{Question: "How many wardens sit on the Osk river board?", Golds: []string{"24"}, Prediction: "The Osk river board has 24 wardens, three from each parish.", Want: Yes},
			{Question: "How many wardens sit on the Osk river board?", Golds: []string{"24"}, Prediction: "The Osk river board has 24 wardens, three from each parish, or 27 with the chair.", Want: Abstain},
			{Question: "How many wardens does each parish send to the Osk river board?", Golds: []string{"3"}, Prediction: "The Osk river board has 24 wardens, 4 from each parish.", Want: No},
			// The parts of a gold count listed after it ("(4 gold, 3 silver and 2 bronze)", "including 12 bedrooms and 6 offices") are no rivals; a part the question names is.
			{Question: "How many medals did Vardo win at the 2019 Kelby Games?", Golds: []string{"9"}, Prediction: "Vardo won 9 medals at the 2019 Kelby Games (4 gold, 3 silver and 2 bronze).", Want: Yes},
			{Question: "How many gold medals did Vardo win at the 2019 Kelby Games?", Golds: []string{"9"}, Prediction: "Vardo won 9 medals at the 2019 Kelby Games (4 gold, 3 silver and 2 bronze).", Want: Abstain},
			{Question: "How many stores did Brimley open in 2021?", Golds: []string{"45"}, Prediction: "Brimley closed 45 stores in 2021 (12 opened, 3 relocated).", Want: Abstain},
			// A bound right after the figure or the noun it counts ("at most", "at the earliest", "or more") makes it no amount.
			{Question: "How many barges did the Holm yard build?", Golds: []string{"40"}, Prediction: "The Holm yard built 40 barges at most.", Want: Abstain, Note: "as a bound"},
			{Question: "When was the Holm canal dug?", Golds: []string{"1832"}, Prediction: "The Holm canal was dug in 1832 at the earliest.", Want: Abstain, Note: "as a bound"},
			// For a how-many question, the gold figure counting only a plural noun no word of the question names counts something else.
			{Question: "How many goals did Tor Hval score for Brask Rovers?", Golds: []string{"40"}, Prediction: "Tor Hval played 40 matches for Brask Rovers.", Want: Abstain, Note: "counts something the question does not name"},
			{Question: "How many goals did Tor Hval score for Brask Rovers?", Golds: []string{"40"}, Prediction: "Tor Hval scored 40 league goals for Brask Rovers.", Want: Yes},
			// An ordinal counted from the other end ("the 7th least populous") answers no question that asks for a rank without one.
			{Question: "What is the rank of Brask Province by population?", Golds: []string{"7"}, Prediction: "Brask Province is the 7th least populous province.", Want: Abstain, Note: "other end"},
			// An ordinal said of a subject the question does not name ranks another thing: another province, or the asked one's city.
			{Question: "Where does Lenmar Shire rank by population?", Golds: []string{"9"}, Prediction: "Corvel Shire is the 9th most populous shire.", Want: Abstain, Note: "ranks what its subject names"},
			{Question: "Where does Lenmar Shire rank by population?", Golds: []string{"9"}, Prediction: "Lenmar Shire's chief town is ranked 9th by population.", Want: Abstain, Note: "ranks what its subject names"},
			{Question: "Where does Lenmar Shire rank by population?", Golds: []string{"9"}, Prediction: "It is the 9th most populous shire.", Want: Yes},
			{Question: "What is the rank of Brask Province by population?", Golds: []string{"7"}, Prediction: "Brask Province is the 7th most populous province.", Want: Yes},
			// A figure followed by a comparative and "than" is a difference between two amounts, not the amount asked, unless the question asks for the difference.
			{Question: "How long is the Holm canal?", Golds: []string{"9 km"}, Prediction: "The Holm canal is 9 km longer than the Sarn canal.", Want: Abstain, Note: "as a difference"},
			{Question: "How many barges did the Holm yard build?", Golds: []string{"40"}, Prediction: "The Holm yard built 40 more barges than the Sarn yard.", Want: Abstain, Note: "as a difference"},
			{Question: "How many more barges did the Holm yard build than the Sarn yard?", Golds: []string{"40"}, Prediction: "The Holm yard built 40 more barges than the Sarn yard.", Want: Yes},
			// A year in an "after" or "before" clause that says no act of the question dates another event, when the gold's year follows the asked act.
			{Question: "When was the Orme lighthouse first opened?", Golds: []string{"1874"}, Prediction: "The Orme lighthouse was first opened in 1874, after the harbour board voted for it in 1871.", Want: Yes},
			{Question: "When was the Orme lighthouse first opened?", Golds: []string{"1874"}, Prediction: "The Orme lighthouse was first opened in 1874, after it was opened once for a trial in 1872.", Want: Abstain},
			{Question: "When was the Orme lighthouse first opened?", Golds: []string{"1874"}, Prediction: "The Orme lighthouse was first opened in 1871, after the harbour board voted for it in 1874.", Want: Abstain},
			// The later sentence that answers may write the gold's year with a citation mark glued to it ("in 198712."); another year so written stops it.
			{Question: "When did the song Tin Sky come out?", Golds: []string{"1987"}, Prediction: "“Tin Sky” is a song by the Kelby Five. It was released as a single in 198712.", Want: Yes},
			{Question: "When did the song Tin Sky come out?", Golds: []string{"1987"}, Prediction: "“Tin Sky” is a song by the Kelby Five. It was released as a single in 198712. It was first released on an album in 19862.", Want: Abstain},
		},
	}
}

func checkNumeric(c *Case) Finding {
	if why := c.notSingleAnswer(); why != "" {
		return abstain("%s", why)
	}
	var golds []normalize.Quantity
	var goldText []string
	for _, g := range c.golds {
		if g.isQty {
			golds = append(golds, g.qty)
			goldText = append(goldText, g.raw)
		}
	}
	if len(golds) == 0 {
		return bareNumberForName(c)
	}
	if dateConflict(c) && !c.yearsApart(golds) {
		return abstain("the answer span's date contradicts a fuller acceptable date")
	}
	qs, otherCited := c.withCitedYears(c.withTimesWords(statedQuantities(c, golds)), golds)
	if otherCited != "" {
		return abstain("the span states another year with a citation mark glued to it (%s): it may be the answer, and the gold's year only a detail", otherCited)
	}
	words := c.spanWordList()
	if r := c.reading.Result; r != "" {
		// A computation: its result is the committed figure, not its inputs.
		if rq, _ := normalize.Quantities(r); len(rq) == 1 || restated(rq) {
			qs, words = rq, nil // "= 0.54 or 54.00%": one figure, twice
		}
	}
	if len(qs) == 0 {
		if c.figureAbsent() {
			return no("the prediction nowhere states the gold's figure %s, in any scale or rounding", quote(strings.Join(goldText, " / ")))
		}
		if f, ok := c.answeredElsewhere(golds, goldText); ok {
			return f
		}
		return abstain("the answer span states no number")
	}
	if w := c.spanDoubt(""); w != "" {
		return abstain("the answer span hedges or negates (%s)", w)
	}
	percentContext := percentContextOf(c)
	// Most spans qualify no figure: only when one is qualified are the
	// figures of no gold's kind dropped, and the rest asked again.
	if q := qualified(c.spanWordList(), qs); q != "" {
		if q = qualified(c.spanWordList(), c.ofAnyGoldKind(golds, qs, words, percentContext)); q != "" {
			return abstain("the answer span qualifies its number (%s)", q)
		}
	}
	if d := c.statedDifference(qs, words); d != "" {
		return abstain("the answer span states a figure as a difference (%s), not the amount asked", d)
	}
	if c.goldNumberAsked(golds, c.spanQuantities()) {
		return abstain("the question itself gives the gold's number, so stating it says nothing")
	}
	allDiffer := true
	var committed []normalize.Quantity // the stated figures of a gold's kind
	for i, g := range golds {
		var equal, differ int
		kind := c.ofGoldKind(g, qs, words, percentContext)
		for _, q := range kind {
			switch c.compareStated(g, goldText[i], q, percentContext || g.Percent, words) {
			case quantitySame:
				equal++
			case quantityDiffers:
				differ++
			}
		}
		compared, conversion, listed := "", false, false
		if equal > 0 && equal < len(kind) {
			// "81%, up from 76% in 2021": the figure compared with is no rival.
			if own, prior := comparedAway(kind, words); len(prior) > 0 && equal == len(own) && c.allDiffer(g, goldText[i], prior, percentContext || g.Percent) && c.datedAsAsked(prior[0].Start) {
				kind, compared = own, strings.Join(words[prior[0].Start:prior[0].End], " ")
			}
		}
		if equal > 0 && equal < len(kind) {
			// "five seasons, with 77 episodes" for how many seasons: the
			// figure that counts what is asked is the answer.
			if q, ok := c.countedGold(qs, words); ok && slices.ContainsFunc(kind, func(k normalize.Quantity) bool { return k.Start == q.Start }) && c.compareStated(g, goldText[i], q, percentContext || g.Percent, words) == quantitySame {
				kind, equal = []normalize.Quantity{q}, 1
			}
		}
		if equal > 0 && equal < len(kind) {
			// "8 medals (3 gold, 2 silver and 3 bronze)": the parts of the gold
			// figure; "added in 1960, after Hawaii became a state in 1959":
			// the year of another event
			if own := slices.DeleteFunc(slices.Clone(kind), func(k normalize.Quantity) bool {
				return c.compareStated(g, goldText[i], k, percentContext || g.Percent, words) != quantitySame && (c.partFigure(k, qs, words) || c.inOtherEvent(k, qs, words))
			}); len(own) == equal {
				kind = own
			}
		}
		if equal > 0 && equal < len(kind) {
			// "won it six times: 1959, 1963, 1965, 1981, 1988 and 2020"
			if own, ok := c.enumeratedYears(kind, qs, words, g, goldText[i], percentContext || g.Percent); ok {
				kind, listed = own, true
			}
		}
		if equal > 0 && equal < len(kind) {
			// "21,196 kilometres (13,171 miles)": the same length again
			if own := c.withoutConversions(kind, words, g, goldText[i], percentContext || g.Percent); len(own) == equal {
				kind, conversion = own, true
			}
		}
		if equal > 0 && equal < len(kind) && !slices.Contains(c.spanToks, "or") && (c.allGolds(kind, golds, goldText, percentContext, words) || c.statesWordGold(kind, words)) {
			equal = len(kind) // "started in 1665 and ended in 1666" when both are acceptable
		}
		if equal > 0 && equal == len(kind) {
			if len(kind) < len(qs) {
				if y := c.otherYear(qs, words, kind[0]); y != "" {
					return abstain("the answer span dates its figure to another year than the question asks (%s)", y)
				}
			}
			if m := c.otherMeasure(kind[0], words); m != "" {
				return abstain("the question asks in a unit and the stated figure counts something else (%s)", m)
			}
			if b := boundAfter(words, kind); b != "" {
				return abstain("the answer span gives its number as a bound (%s), not as the amount", b)
			}
			if w := c.rateOrChange(kind, words); w != "" {
				return abstain("the answer span gives its number as a rate or a change (%s), not as the amount", w)
			}
			if w := c.rankedDown(kind[0], words); w != "" {
				return abstain("the answer span ranks from the other end (%s) than the question asks", w)
			}
			if w := c.rankedOther(kind[0], words); w != "" {
				return abstain("the answer span ranks what its subject names, and the question does not name %s", quote(w))
			}
			if w := c.countsOtherThing(kind, words); w != "" {
				return abstain("the question asks how many and the stated figure counts something the question does not name (%s)", w)
			}
			if d := c.dayInYear(); d != "" {
				return abstain("the answer span dates its figure to a day within the year (%s), not to the year the question asks of", d)
			}
			if b := yearBound(words, kind[0]); b != "" {
				return abstain("the answer span gives its year as a bound (%s), not as when it happened", b)
			}
			if o := c.shiftedYear(words, kind[0]); o != "" {
				return abstain("the answer span dates what was asked from its year (%s), not in it", o)
			}
			switch {
			case listed:
				return yes("the stated number %s equals the gold %s, and the years after it list the items it counts", quote(c.span.Text), quote(goldText[i]))
			case conversion:
				return yes("the stated number %s equals the gold %s, and the figure beside it states the same amount in another unit", quote(c.span.Text), quote(goldText[i]))
			case compared != "":
				return yes("the stated number %s equals the gold %s, and the figure after it (%s) is what it is compared with", quote(c.span.Text), quote(goldText[i]), quote(compared))
			case len(kind) < len(qs):
				return yes("the stated number %s equals the gold %s, and the span's other figures count or date something else", quote(c.span.Text), quote(goldText[i]))
			}
			return yes("the stated number %s equals the gold %s", quote(c.span.Text), quote(goldText[i]))
		}
		switch {
		case equal > 0:
			return abstain("the answer span names several numbers")
		case len(kind) == 0 || differ < len(kind):
			allDiffer = false
		}
		committed = append(committed, kind...)
	}
	if len(committed) == 0 {
		if era := c.centuryApart(golds, goldText, percentContext); era != "" && !(c.timeRelative() && c.timeRelativeOutsideNames()) {
			return no("the answer %s dates by %s, a century no acceptable year %s lies in", quote(c.span.Text), quote(era), quote(strings.Join(goldText, " / ")))
		}
		if f, ok := c.answeredElsewhere(golds, goldText); ok {
			return f
		}
		return abstain("the answer span states no figure of the gold's kind, only figures that count or date something else")
	}
	if !allDiffer {
		return abstain("the stated number is close to the gold or not comparable")
	}
	if distinctValues(committed) > 1 {
		q, ok := c.countedFigure(committed, words, golds)
		if !ok {
			return abstain("the answer span names several numbers, none the gold's")
		}
		committed = []normalize.Quantity{q} // "7 seasons, with 133 episodes"
	}
	if len(golds) < len(c.golds) {
		if why := c.wordGoldsDiffer(committed[0], percentContext); why != "" {
			return abstain("some acceptable answers are not numbers, so a different number may still fit one (%s)", why)
		}
	}
	if c.timeRelative() && c.timeRelativeOutsideNames() {
		return abstain("the question asks about a moving present (latest, current, next): the gold is a snapshot")
	}
	spanWords := c.spanToks
	if len(spanWords) > maxShortWords && !marked(c.reading) {
		if why := c.sentenceFigureUnsure(committed[0], words, golds); why != "" {
			return abstain("the answer span is too long to read its number as the answer (%s)", why)
		}
	}
	for _, w := range spanWords {
		if approximations[w] {
			return abstain("the stated number is an estimate (%s)", w)
		}
	}
	if f := spacedGoldFigure(c.span.Text, golds); f != "" {
		return abstain("the committed answer writes a figure broken by stray spaces (%s) whose digits are the gold's: it may be one number", quote(f))
	}
	if c.reading.Result == "" && c.writesDecimalGold(golds, goldText) {
		return abstain("the prediction writes a decimal gold's digits, perhaps split or glued (\"1. 9%%\"), so a different figure may be a misreading")
	}
	if c.reading.Result == "" && !marked(c.reading) && c.mayStateGoldElsewhere(golds, goldText, percentContext) {
		return abstain("the prediction states a figure of the gold's kind elsewhere that is or may be the gold's: it may answer there")
	}
	if c.reading.Result == "" && c.predictionStatesGoldNumber() {
		// A computation's result is its answer, whatever its inputs were.
		return abstain("the prediction states the gold's number elsewhere: it may answer in parts")
	}
	return no("the committed answer %s states a different number from the gold %s", quote(c.span.Text), quote(strings.Join(goldText, " / ")))
}

// compareStated compares a gold with a figure of the answer span, as
// compareFigure does, and holds a bare figure to the scale it states for
// itself: "48,250,000 (USD thousands)", or "in thousands, that is
// 48,250,000", is 48,250,000 thousand, not the 48,250 thousand a question
// "in USD thousands" may be answered with. Read as written or rescaled once
// more, such a figure may equal the gold by accident; read in its own
// scale, it must equal the gold there too, or the comparison is unsure
// (never a NO on this account: the label may be loose). words are the
// span's, which q's token indices point into (nil: no labels are read).
func (c *Case) compareStated(g normalize.Quantity, gText string, q normalize.Quantity, percent bool, words []string) quantityComparison {
	if q.Ordinal && !g.Ordinal && c.asksPosition() {
		q.Ordinal = false // "the 5th most populous" for the rank 5
	}
	if !q.Ordinal && g.Ordinal && c.numbersItem(q, words) {
		q.Ordinal = true // "season 8" for "the eighth season"
	}
	if q.Decade && !g.Decade {
		return c.decadeApart(g, q, words)
	}
	cmp := c.compareFigure(g, gText, q, percent)
	if cmp != quantitySame {
		return cmp
	}
	if in, ok := c.inOwnScale(q, words, true); ok && c.compareFigure(g, gText, in, percent) != quantitySame {
		return quantityUnsure
	}
	return cmp
}

// decadeApart compares a year gold with a decade stated for a question
// asking when ("the 1950s", "the early 1960s", "mid-1970s"): a decade is
// no year, so it never equals one; it plainly differs only when the gold
// lies more than a year outside every span of years it may name (its ten
// years, and for a decade ending in "00", "the 1800s", its century too),
// and no bound or estimate stands before it ("by the 1980s", "since the
// 1950s", "as early as the 1950s", "around the 1990s"). words are the
// tokens q was read from (nil: unsure).
func (c *Case) decadeApart(g, q normalize.Quantity, words []string) quantityComparison {
	if words == nil || q.Start > len(words) || !yearLike(q) || !yearLike(g) || g.Word || g.Ordinal ||
		!containsWords(c.question, "when") && !containsWords(c.question, "year") {
		return quantityUnsure
	}
	for i := q.Start - 1; i >= 0; i-- {
		w := words[i]
		if dateQualifiers[w] || yearBounds[w] || approximations[w] || w == "as" {
			return quantityUnsure
		}
		if w != "the" && w != "-" && !decadeParts[w] {
			break
		}
	}
	lo, hi := q.Value, q.Value+9
	if math.Mod(lo, 100) == 0 {
		hi = lo + 99 // "the 1800s" may be the century
	}
	if g.Value >= lo-1 && g.Value <= hi+1 {
		return quantityUnsure
	}
	return quantityDiffers
}

// decadeParts are lexicon.DecadeParts.
var decadeParts = wordSet(lexicon.DecadeParts()...)

// allGolds reports whether every figure of kind is, as compareFigure
// reads it, one of the golds: a span that states only acceptable answers
// ("built between 1994 and 1998" when both years are) names no rival,
// unless it offers them as alternatives ("1994 or 1998", checked by the
// caller). goldText[i] is golds[i] as written.
func (c *Case) allGolds(kind, golds []normalize.Quantity, goldText []string, percent bool, words []string) bool {
	isGold := func(q normalize.Quantity) bool {
		for i, g := range golds {
			if c.compareStated(g, goldText[i], q, percent || g.Percent, words) == quantitySame {
				return true
			}
		}
		return false
	}
	for _, q := range kind {
		if !isGold(q) {
			return false
		}
	}
	return len(kind) > 0
}

// statedQuantities returns the quantities of the answer span that may be its
// answer: not the numbers the question gives, not references into the
// document ("page 5", unless the question asks for one), and not ordinal words ("the first time") unless a
// gold is an ordinal.
func statedQuantities(c *Case, golds []normalize.Quantity) []normalize.Quantity {
	qs := c.spanQuantities()
	ordinalGold := false
	for _, g := range golds {
		ordinalGold = ordinalGold || g.Ordinal
	}
	var out []normalize.Quantity
	for _, q := range withoutQuestionNumbers(qs, golds, c.questionQuantities()) {
		if q.Word && q.Ordinal && !ordinalGold {
			continue
		}
		if pointsIntoDocument(c.spanWordList(), q) && !(matchesAny(q, golds) && c.asksReference()) {
			continue // "page 5", "Figure 3": where the answer was found
		}
		if len(qs) <= 8 && c.nameFigure(q, golds) {
			continue // "BBC One", "The Two Towers", "the Century 16 cinema": a name, not a count
		}
		if !matchesAny(q, golds) && c.perItem(q, c.spanWordList()) {
			continue // "two from each state": not how many in all
		}
		out = append(out, q)
	}
	return out
}

// asksReference reports whether the question names a place in a document
// ("on which page", "in which table", "which form"): a number pointing
// into the document may then be its answer.
func (c *Case) asksReference() bool {
	return slices.ContainsFunc(c.questionToks, func(w string) bool { return references[w] || w == "form" })
}

// qualifierBefore matches the words that make the number after them a bound:
// "more than 5", "at least 5", "over 5".
var qualifierBefore = regexp.MustCompile(`(?i)\b(?:` + alternation(lexicon.Qualifiers()) + `)\s*$`)

// qualifierEnds are the last words of the qualifiers.
var qualifierEnds = func() []string {
	var out []string
	for _, q := range lexicon.Qualifiers() {
		out = append(out, q[strings.LastIndexByte(q, ' ')+1:])
	}
	return out
}()

// endsQualifier reports whether a (folded) word may end a qualifier: the
// words before a number cannot match qualifierBefore unless the last does.
func endsQualifier(w string) bool { return endsInAny(w, qualifierEnds) }

// qualified returns the qualifier standing before one of the stated
// quantities, or "".
func qualified(words []string, qs []normalize.Quantity) string {
	for _, q := range qs {
		near := normalize.Before(words, q.Start, 3)
		if n := len(near); q.Ordinal && n >= 2 && near[n-1] == "the" && approximations[near[n-2]] {
			return near[n-2] // "about the 7th most populous": a rank is exact or unsure
		}
		if len(near) == 0 || !endsQualifier(near[len(near)-1]) {
			continue // no qualifier ends here: no pattern to run
		}
		before := strings.Join(near, " ")
		if m := qualifierBefore.FindString(before); m != "" {
			return strings.TrimSpace(m)
		}
	}
	return ""
}

// trailingBounds are lexicon.TrailingBounds, each as its words.
var trailingBounds = wordLists(lexicon.TrailingBounds())

// boundAfter returns the words of lexicon.TrailingBounds that stand right
// after one of the figures qs, or after the word after it ("40 barges at
// most"), or "".
func boundAfter(words []string, qs []normalize.Quantity) string {
	for _, q := range qs {
		for k := q.End; k < len(words) && k <= q.End+1; k++ {
			for _, b := range trailingBounds {
				if k+len(b) <= len(words) && slices.Equal(words[k:k+len(b)], b) {
					return strings.Join(b, " ")
				}
			}
		}
	}
	return ""
}

// rateOrChange returns the words that make a stated figure a rate or a
// change, not the amount: "per" and a word of lexicon.RateBases the
// question does not hold, right after it or after the noun it counts
// ("$812 million per quarter", "40,000 people per square mile"; not "per
// year", the way a yearly figure is told, nor "per diluted share"),
// or "by" after a word of rise or fall right before it ("rose by $812
// million", "grew by 40,000"). Or "": there is none, or the question or
// a gold speaks of a rate (a distributive, a gold's "per") or of a change
// (a word of rise or fall, "change").
func (c *Case) rateOrChange(qs []normalize.Quantity, words []string) string {
	if words == nil {
		return ""
	}
	for _, q := range qs {
		for k := q.End; k < len(words) && k <= q.End+1; k++ {
			if words[k] == "per" && k+1 < len(words) && rateBases[words[k+1]] && !c.questionWords()[words[k+1]] && !c.questionHolds(distributives) && !c.goldHolds("per") {
				return strings.Join(words[q.Start:k+1], " ")
			}
			if !hasLetter(words[k]) || functionWords[words[k]] {
				break
			}
		}
		if q.Start >= 2 && words[q.Start-1] == "by" && (negativeDirection[words[q.Start-2]] || positiveDirection[words[q.Start-2]]) && !c.changeAsked() {
			return words[q.Start-2] + " by"
		}
	}
	return ""
}

// rateBases index lexicon.RateBases.
var rateBases = wordSet(lexicon.RateBases()...)

// positiveDirection are the one-word lexicon.PositiveDirection ("rose",
// "grew"), beside figure.go's negativeDirection.
var positiveDirection = singleWords(lexicon.PositiveDirection())

// changeAsked reports whether the question or a gold speaks of a change:
// a word of rise or fall, or "change".
func (c *Case) changeAsked() bool {
	asked := func(toks []string) bool {
		return slices.ContainsFunc(toks, func(t string) bool {
			return negativeDirection[t] || positiveDirection[t] || t == "change" || t == "changed"
		})
	}
	if asked(c.questionToks) {
		return true
	}
	for _, g := range c.golds {
		if asked(g.toks) {
			return true
		}
	}
	return false
}

// differences index lexicon.Differences.
var differences = wordSet(lexicon.Differences()...)

// statedDifference returns the words after a stated figure that make it a
// difference ("minutes longer than", "fewer medals ... than"): a word of
// lexicon.Differences within two words after the figure and "than" within
// eight words after that; or "" when there is none, or the question asks
// for a difference itself ("how much longer", "more than").
func (c *Case) statedDifference(qs []normalize.Quantity, words []string) string {
	if words == nil {
		return ""
	}
	for _, t := range c.questionToks {
		if differences[t] || t == "than" || t == "difference" {
			return ""
		}
	}
	for _, q := range qs {
		for k := q.End; k < len(words) && k <= q.End+2; k++ {
			if !differences[words[k]] {
				continue
			}
			for j := k + 1; j < len(words) && j <= k+8; j++ {
				if words[j] == "than" {
					return strings.Join(words[q.End:j+1], " ")
				}
			}
		}
	}
	return ""
}

// numberish are words by which a gold without digits may still be a number
// ("a dozen", "twice", "none", "May" for 5) or a position ("the last").
var numberish = wordSet(append(lexicon.NumberWords(), lexicon.Months()...)...)

// bareNumberForName decides a prediction that is only a number or a date
// when no acceptable answer holds a number: the answer is of another kind
// (a name, a place), so the prediction plainly does not give it.
func bareNumberForName(c *Case) Finding {
	// Each test abstains alike: the cheapest, and most often true, first.
	if moreFields(c.Prediction, maxShortWords) {
		return abstain("the gold is not a number")
	}
	for _, g := range c.golds {
		for _, w := range g.toks {
			if hasDigit(w) || numberish[w] {
				return abstain("the gold is not a number")
			}
		}
	}
	for _, g := range c.golds {
		for f := range strings.FieldsSeq(g.raw) {
			if romanNumeral(strings.Trim(f, ".,;:()")) {
				// "8" for "Henry VIII" names the gold's regnal number.
				return abstain("the gold holds a regnal number (%s), which a bare number may name", f)
			}
		}
	}
	_, isNumber := normalize.ParseQuantity(c.Prediction)
	_, isDate := normalize.ParseDate(c.Prediction)
	if !isNumber && !isDate {
		return abstain("the gold is not a number")
	}
	return no("the prediction %s is only a number or date, and no acceptable answer is one", quote(c.Prediction))
}

// moreFields reports whether s has more than n fields (see strings.Fields),
// reading no further than the (n+1)th (nextField): a long prediction is
// not split.
func moreFields(s string, n int) bool {
	for range n + 1 {
		var f string
		if f, s = nextField(s); f == "" {
			return false
		}
	}
	return true
}

// withoutQuestionNumbers drops the numbers the question itself gives (a year,
// a count), unless they are the gold's: they are context, not answers.
func withoutQuestionNumbers(qs, golds, asked []normalize.Quantity) []normalize.Quantity {
	var out []normalize.Quantity
	for _, q := range qs {
		keep := true
		for _, a := range asked {
			if q.Value == a.Value && !matchesAny(q, golds) {
				keep = false
			}
		}
		if keep {
			out = append(out, q)
		}
	}
	return out
}

func matchesAny(q normalize.Quantity, golds []normalize.Quantity) bool {
	for _, g := range golds {
		if compareQuantities(g, q, true) != quantityDiffers {
			return true
		}
	}
	return false
}

// precisionWords follow a number that says how precisely to write the
// answer ("two decimal places").
var precisionWords = wordSet(lexicon.PrecisionWords()...)

// ofGoldKind returns the stated figures that may answer for the gold g:
// not those that plainly count or date something else — a percentage
// beside a figure that is not one (unless the question asks for a share or
// rate, and then not a whole number, an amount of money or a measure), a
// form's name ("10-K"), a precision ("two decimal places"), an ordinal beside a number, a
// count or amount beside a year the question asks for ("when": 1960, not
// the 4 of "July 4, 1960"), or a year the text dates its figure in beside a
// count or amount asked for that is not itself a year ("8 medals in
// 2019"). words are the tokens qs
// were read from (nil when they are not the span's).
func (c *Case) ofGoldKind(g normalize.Quantity, qs []normalize.Quantity, words []string, percentOK bool) []normalize.Quantity {
	out := make([]normalize.Quantity, 0, len(qs))
	goldYear := yearLike(g) && !g.Word && (containsWords(c.question, "when") || containsWords(c.question, "year"))
	for _, q := range qs {
		other := false
		switch {
		case formName(words, q) || q.End < len(words) && precisionWords[words[q.End]]:
			other = true
		case q.Ambiguous && c.questionStates(q):
			other = true // "3M", the question's company, not a figure
		case g.Ambiguous || q.Ambiguous:
		case g.Percent != q.Percent:
			// 0.29 may be 29% in a share question, and so may a bare
			// "15" ("by another survey, 15"); an amount of money, a
			// measure ("3 years"), a count of something named ("400
			// staff", "3-year"), a year, or the 100 that makes a share a
			// percentage ("* 100") is not.
			other = !percentOK || g.Percent && (q.Currency != "" || q.Unit != "" || q.Tol >= 0.5 && (countsThing(words, q) || q.Value == 100 || yearLike(q)))
		case g.Ordinal != q.Ordinal:
			other = !(q.Ordinal && c.asksPosition() || g.Ordinal && c.numbersItem(q, words)) // "the 5th most populous" for the rank 5, "season 8" for the eighth
		case !g.Scaled && c.amountBesideRank(q):
			other = true
		case goldYear:
			// "1946-47" ends in 1947; a bare "88" may be '88, unless
			// it counts something named ("24 games").
			other = !yearLike(q) && !dashed(words, q) && !(twoDigits(q) && !countsThing(words, q))
		case !yearLike(g):
			// "revenue for fiscal 2023 was $4,812 million": a year the
			// question states dates the figure as the question does.
			other = datedYear(words, q) || yearLike(q) && !q.Word && c.questionStates(q) || c.yearOfName(words, q)
		}
		if !other {
			out = append(out, q)
		}
	}
	return out
}

// formName reports whether q opens a name joined by a dash to a letter
// ("10-K", "8-K"): a form or model, not a figure.
func formName(words []string, q normalize.Quantity) bool {
	if q.End+1 >= len(words) || q.Start < 0 || words[q.End] != "-" {
		return false
	}
	next := words[q.End+1]
	return len(next) == 1 && next[0] >= 'a' && next[0] <= 'z'
}

// dashed reports whether q is joined by a dash to a number before or after
// it: one end of a range or a season ("1946-47", "200-800").
func dashed(words []string, q normalize.Quantity) bool {
	return q.Start >= 2 && q.Start <= len(words) && words[q.Start-1] == "-" && allDigits(words[q.Start-2]) ||
		q.End+1 < len(words) && words[q.End] == "-" && allDigits(words[q.End+1])
}

// distinctValues counts the different values among quantities, in one
// pass: a span packed with figures once took time quadratic in their
// number here.
func distinctValues(qs []normalize.Quantity) int {
	seen := make(map[float64]bool, len(qs))
	n := 0
	for _, q := range qs {
		if !seen[q.Value] {
			seen[q.Value] = true
			n++
		}
	}
	return n
}

// sentenceFigureUnsure says why the one figure of the gold's kind in a
// sentence-long answer span may not be its answer, or "": a sentence is
// read as committing to its figure only when it is the whole prediction,
// or the first of a short one, and the figure fills the question's slot
// (see fillsSlot); it must not be a bound ("until
// 1596"), stand beside an era ("from the 11th century"), be a year one off
// a gold year (a season or fiscal year straddles two: the 2017 season's
// final is played in 2018), and no run of digits in the span may be the
// gold's, whole or with a citation mark glued to it ("in126 games",
// "in 19521." for 1952 and note 1).
func (c *Case) sentenceFigureUnsure(q normalize.Quantity, words []string, golds []normalize.Quantity) string {
	rd := c.reading
	if rd.How != "whole" && (rd.How != "first-sentence" || rd.Long) {
		return "the sentence is not the whole answer"
	}
	if q.Start >= len(words) {
		return "the figure is not the span's"
	}
	if why := c.fillsSlot(q, words, golds); why != "" {
		return why
	}
	if b := normalize.Before(words, q.Start, 1); len(b) == 1 && dateQualifiers[b[0]] {
		return "the figure is a bound (" + b[0] + ")"
	}
	for _, w := range words {
		if eraWords[w] {
			return "the span dates by an era (" + w + ")"
		}
	}
	runs := digitRuns(c.span.Text)
	for _, g := range golds {
		if yearLike(g) && yearLike(q) && math.Abs(g.Value-q.Value) == 1 {
			return "a year one off the gold's may name the same season"
		}
		if headsRun(runs, figureDigits(g), 2) {
			return "the span writes the gold's digits, perhaps glued to a word or a citation mark"
		}
	}
	return ""
}

// askStops end the words of what a "how many" question counts ("how many
// wins does ...").
var askStops = wordSet(lexicon.QuestionWords()...)

// fillsSlot says why a sentence's figure does not plainly fill the slot
// the question asks about, or "": a question asking when (or what year) is
// filled by a year, for a gold year; one asking "how many X" by a figure
// followed within four words, before any punctuation, by a word of X ("58
// gold medals", "82 PGA Tour wins"). Other questions ("what is the average time") are not
// read so: a sentence may give its figure for something else.
func (c *Case) fillsSlot(q normalize.Quantity, words []string, golds []normalize.Quantity) string {
	if containsWords(c.question, "when") || containsWords(c.question, "year") {
		for _, g := range golds {
			if !yearLike(g) {
				return "the question asks when, and the gold is not a year"
			}
		}
		if !yearLike(q) {
			return "the question asks when, and the figure is not a year"
		}
		return ""
	}
	ws := c.questionToks
	i := slices.Index(ws, "many")
	if i < 1 || ws[i-1] != "how" {
		return "the question does not ask when or how many"
	}
	var asked []string
	for _, w := range ws[i+1 : min(len(ws), i+5)] {
		if functionWords[w] || askStops[w] {
			break
		}
		asked = append(asked, w)
	}
	for _, w := range words[q.End:min(len(words), q.End+4)] {
		if !hasLetter(w) {
			break // the figure's phrase ends at punctuation
		}
		for _, a := range asked {
			if normalize.SameWord(w, a) {
				return ""
			}
		}
	}
	return "the figure does not count what the question asks for"
}

// wordGoldsDiffer says why an acceptable answer that is not a number may
// still fit the stated figure q, or "": every such answer must name one
// figure ("24 episodes", "16 December 1689", "Theater 9"), exactly, not
// as a bound, estimate, range or decade ("by 1912", "roughly 78%", "from
// 1900 to 1946", "the 1980s"), and that figure must plainly differ from q.
// A name ("Johannes Gutenberg") may be answered in any words, so a figure
// is no contradiction of it.
func (c *Case) wordGoldsDiffer(q normalize.Quantity, percentOK bool) string {
	for _, g := range c.golds {
		if g.isQty {
			continue
		}
		gq := g.figs
		switch {
		case len(gq) == 0:
			return "one names no figure"
		case len(gq) > 1:
			return "one names several figures"
		case gq[0].Decade || gq[0].Ambiguous:
			return "one is a decade or an unsure reading"
		}
		for _, w := range g.toks {
			if dateQualifiers[w] || approximations[w] {
				return "one is a bound or an estimate (" + w + ")"
			}
		}
		if c.compareFigure(gq[0], g.raw, q, percentOK || gq[0].Percent) != quantityDiffers {
			return "one names a figure that may be the stated one"
		}
	}
	return ""
}

// mayStateGoldElsewhere reports whether the prediction, outside a marked
// answer, states a figure of a gold's kind that is the gold or may be
// ("the late 1960s" for 1967): an unmarked sentence may not be where it
// answers.
func (c *Case) mayStateGoldElsewhere(golds []normalize.Quantity, goldText []string, percentOK bool) bool {
	qs := c.predQuantities()
	if len(qs) < 2 {
		return false
	}
	words := normalize.Words(c.predFolded())
	for i, g := range golds {
		for _, q := range c.ofGoldKind(g, qs, words, percentOK) {
			if q.Decade && !g.Decade && c.decadeApart(g, q, words) == quantityDiffers {
				continue // "the 1950s" for 1978
			}
			if c.compareFigure(g, goldText[i], q, percentOK || g.Percent) != quantityDiffers {
				return true
			}
		}
	}
	return false
}

// rangeEnd reports whether q is one end of a range or a choice of figures:
// joined to a number before or after it by "to", "and", "or" or a dash
// ("between 12 and 14 paintings", "7 or 8").
func rangeEnd(words []string, q normalize.Quantity) bool {
	joins := func(w string) bool { return w == "-" || w == "or" || rangeJoiners[w] }
	if q.Start >= 2 && q.Start <= len(words) && joins(words[q.Start-1]) && hasDigit(words[q.Start-2]) {
		return true
	}
	return q.End+1 < len(words) && joins(words[q.End]) && hasDigit(words[q.End+1])
}

// countedFigure picks, among several figures of the gold's kind, the one
// that counts what a "how many X" question asks for ("7 seasons" beside
// "133 episodes"): it must be the only figure followed by a word of X, and
// no figures may add up to a gold (parts of the asked total: "5 main
// numbers and 2 lucky stars" for 7).
func (c *Case) countedFigure(qs []normalize.Quantity, words []string, golds []normalize.Quantity) (normalize.Quantity, bool) {
	if len(qs) > 8 || words == nil || containsWords(c.question, "when") || containsWords(c.question, "year") {
		return normalize.Quantity{}, false
	}
	var found []normalize.Quantity
	for _, q := range qs {
		if c.fillsSlot(q, words, golds) == "" {
			found = append(found, q)
		}
	}
	if distinctValues(found) != 1 || rangeEnd(words, found[0]) {
		return normalize.Quantity{}, false
	}
	for mask := 1; mask < 1<<len(qs); mask++ {
		if bits.OnesCount(uint(mask)) == 1 && qs[bits.TrailingZeros(uint(mask))].Start == found[0].Start {
			continue // the counted figure alone is the answer, not parts of it
		}
		sum := 0.0
		for i, q := range qs {
			if mask&(1<<i) != 0 {
				sum += q.Value
			}
		}
		for _, g := range golds {
			if math.Abs(sum-g.Value) <= math.Max(g.Tol, 1e-9) {
				return normalize.Quantity{}, false
			}
		}
	}
	return found[0], true
}

// restated reports whether two quantities are one figure written as a
// ratio and as a percentage ("0.54 or 54.00%").
func restated(qs []normalize.Quantity) bool {
	if len(qs) != 2 || qs[0].Percent == qs[1].Percent {
		return false
	}
	r, p := qs[0], qs[1]
	if r.Percent {
		r, p = p, r
	}
	return r.Currency == "" && r.Unit == "" && math.Abs(r.Value*100-p.Value) <= math.Max(r.Tol*100, p.Tol)+1e-9
}

// questionStates reports whether the question writes q alike (its value,
// read as unsurely): a name such as "3M" the answer repeats.
func (c *Case) questionStates(q normalize.Quantity) bool {
	for _, a := range c.questionQuantities() {
		if a.Value == q.Value && a.Ambiguous == q.Ambiguous && a.Unit == q.Unit && a.Currency == q.Currency {
			return true
		}
	}
	return false
}

// countsThing reports whether the word after q (or after its dash) names
// what it counts ("400 staff", "48 people", "3-year"): a word that is neither a function word nor a verb
// of being or doing.
func countsThing(words []string, q normalize.Quantity) bool {
	if q.End >= len(words) {
		return false
	}
	w := words[q.End]
	if w == "-" && q.End+1 < len(words) {
		w = words[q.End+1] // "3-year average"
	}
	return hasLetter(w) && !functionWords[w] && !askStops[w]
}

// writesDecimalGold reports whether a gold with a decimal part ("1.9%",
// "3.46") has its digits at the head of a number the prediction writes,
// as digitRuns reads them ("1. 9%" split by a web chat is 19). A gold
// whose decimals are zeros ("$5466.00") is whole; a computation's result
// is its answer whatever its inputs write.
func (c *Case) writesDecimalGold(golds []normalize.Quantity, goldText []string) bool {
	var runs []string
	for i, g := range golds {
		if g.Tol >= 0.5 || wholeFormatted(goldText[i]) {
			continue
		}
		digits := strings.TrimRight(figureDigits(g), "0")
		if digits == "" {
			continue
		}
		if runs == nil {
			runs = digitRuns(c.Prediction)
		}
		if headsRun(runs, digits, -1) {
			return true
		}
	}
	return false
}

// twoDigits reports whether q is a bare whole number of two digits, as a
// year may be abbreviated ("'88").
func twoDigits(q normalize.Quantity) bool {
	return !q.Word && !q.Ordinal && !q.Percent && q.Currency == "" && q.Unit == "" && q.Value >= 10 && q.Value <= 99 && q.Value == math.Trunc(q.Value)
}

// figureDigits returns the digits a figure is written with, leading zeros
// aside ("0.54" gives "54").
func figureDigits(q normalize.Quantity) string {
	return strings.TrimLeft(strings.Map(keepDigit, strconv.FormatFloat(math.Abs(q.Value), 'f', -1, 64)), "0")
}

// otherYear returns a year the span states that may date the figure fig
// instead of the year or years the question asks about, or "": a year in
// fig's clause (between commas) that is none of the question's ("the
// ratio at the end of 2021 was 91%" for 2022), or, when fig's clause
// states no year, any year of the span that is none of them ("In 2022,
// before the 2023 restructuring, revenue was ..."). A clause dated by the
// question's year may compare with another ("a loss of $214 million in
// 2021, compared with a profit in 2020").
func (c *Case) otherYear(qs []normalize.Quantity, words []string, fig normalize.Quantity) string {
	var asked []float64
	for _, q := range c.questionQuantities() {
		if yearLike(q) {
			asked = append(asked, q.Value)
		}
	}
	if len(asked) == 0 {
		return ""
	}
	lo, hi := 0, len(words)
	if fig.Start <= len(words) && fig.End <= len(words) {
		for k := fig.Start - 1; k >= 0; k-- {
			if clausePunct[words[k]] {
				lo = k + 1
				break
			}
		}
		for k := fig.End; k < len(words); k++ {
			if clausePunct[words[k]] {
				hi = k
				break
			}
		}
	}
	compared := len(words) // "..., up from $540 million in 2022": the comparison's year
	if fig.End <= len(words) {
		compared = comparisonFrom(words, fig.End)
	}
	inClause, other := false, ""
	for _, q := range qs {
		if !yearLike(q) || q.Start >= compared && q.Value < slices.Min(asked) {
			continue
		}
		year := strconv.FormatFloat(q.Value, 'f', -1, 64)
		if q.Start >= lo && q.End <= hi && words != nil {
			if !slices.Contains(asked, q.Value) {
				return year
			}
			inClause = true
		} else if !slices.Contains(asked, q.Value) && other == "" {
			other = year
		}
	}
	if inClause {
		return ""
	}
	return other
}

// clausePunct are the word tokens (normalize.Words) that end a clause.
var clausePunct = wordSet(", ; : ( )")

// comparedAway splits the figures of a gold's kind into the answer's own
// and those it is compared with: a figure right after a comma and a
// comparison lead, with a figure of the kind before it ("$612 million,
// up from $540 million in 2022"; lexicon.ComparisonLeads). words are the
// tokens the figures were read from (nil: none is compared).
func comparedAway(kind []normalize.Quantity, words []string) (own, prior []normalize.Quantity) {
	for k, q := range kind {
		if k > 0 && words != nil && afterComparison(words, q.Start) {
			prior = append(prior, q)
		} else {
			own = append(own, q)
		}
	}
	return own, prior
}

// datedAsAsked reports whether the answer span states, before word i,
// a year the question asks about: the figure it then compares with
// another is dated as asked ("in 2023 was $612 million, up from ...").
func (c *Case) datedAsAsked(i int) bool {
	asked := c.questionQuantities()
	for _, q := range c.spanQuantities() {
		if q.Start < i && yearLike(q) && !q.Word && slices.ContainsFunc(asked, func(a normalize.Quantity) bool { return yearLike(a) && a.Value == q.Value }) {
			return true
		}
	}
	return false
}

// otherMeasure returns the word after a figure with no unit, when the
// question asks in a unit and the word is neither that nor the question's
// ("14.2 million barrels" in million tonnes), or "".
func (c *Case) otherMeasure(q normalize.Quantity, words []string) string {
	if q.Unit != "" || words == nil || q.End >= len(words) || c.questionUnit() == "" {
		return ""
	}
	w := words[q.End]
	if !hasLetter(w) || functionWords[w] || slices.Contains(c.questionToks, w) {
		return ""
	}
	return w
}

// dayInYear returns the month a span dates its figure in, before a day
// or a year, when the question asks of a year and names no month ("at
// March 31, 2023" for the end of 2023: a quarter's figure), or "".
// December is the year's end, and a year's own end ("the year to 31
// March 2024", "the fiscal year ended June 30") dates a year.
func (c *Case) dayInYear() string {
	if !slices.ContainsFunc(c.questionQuantities(), yearLike) || slices.ContainsFunc(c.questionToks, func(w string) bool { return laterMonths[w] && w != "may" }) {
		return ""
	}
	words := c.spanWordList()
	for k, w := range words {
		if laterMonths[w] && w != "december" && w != "dec" && k+1 < len(words) && allDigits(words[k+1]) && !endsYear(words, k) {
			return w
		}
	}
	return ""
}

// endsYear reports whether the month at words[k] ends a year: "the year
// ended June 30", "the year to 31 March".
func endsYear(words []string, k int) bool {
	j := k - 1
	if j >= 0 && allDigits(words[j]) {
		j-- // "to 31 March"
	}
	return j >= 1 && yearEnds[words[j-1]+" "+words[j]]
}

// yearEnds are lexicon.YearEnds, each a key.
var yearEnds = func() map[string]bool {
	m := map[string]bool{}
	for _, ph := range lexicon.YearEnds() {
		m[ph] = true
	}
	return m
}()

// allDiffer reports whether every figure differs from the gold under
// every reading compareFigure knows.
func (c *Case) allDiffer(g normalize.Quantity, goldText string, qs []normalize.Quantity, percent bool) bool {
	for _, q := range qs {
		if c.compareFigure(g, goldText, q, percent) != quantityDiffers {
			return false
		}
	}
	return true
}

// spacedGoldFigure returns the digits of a figure span writes broken by
// stray spaces ("84 .3 %", "1, 234"; see appendSpacedRuns) that head a
// gold's digits, or "": read as pieces it differs from the gold, read as
// one it may be the gold, so it is no NO.
func spacedGoldFigure(span string, golds []normalize.Quantity) string {
	runs := appendSpacedRuns(nil, span)
	for _, g := range golds {
		for _, r := range runs {
			if headsRun([]string{r}, figureDigits(g), 2) {
				return r
			}
		}
	}
	return ""
}

// yearBound returns the word that makes a year q a bound rather than the
// time of the event ("founded before 1968", "some time after 1968",
// "prior to 1968", "had closed by 1968"), or "". "Since" and "until" are
// not read here: "has existed since 1968" dates a start, "lasted until
// 1968" an end, and either may be what was asked.
func yearBound(words []string, q normalize.Quantity) string {
	if !yearLike(q) {
		return ""
	}
	b := normalize.Before(words, q.Start, 2)
	for k := len(b) - 1; k >= 0; k-- {
		if yearBounds[b[k]] {
			return b[k]
		}
		if b[k] != "to" && b[k] != "than" {
			break // "prior to 1968", "earlier than 1968"
		}
	}
	return ""
}

// yearBounds are lexicon.YearBounds.
var yearBounds = wordSet(lexicon.YearBounds()...)

// asksPosition reports whether the question asks for a position in a
// ranking by a word of lexicon.RankAsked ("What is the rank of Pakistan
// in population?", "Where does Wisconsin rank?"): an ordinal answers it
// as the bare number of a gold does.
func (c *Case) asksPosition() bool { return c.questionHolds(rankAsked) }

// rankAsked are lexicon.RankAsked.
var rankAsked = wordSet(lexicon.RankAsked()...)

// timesWords count how often something happened, for a question asking
// "how many times".
var timesWords = map[string]float64{"once": 1, "twice": 2, "thrice": 3}

// timesFollowers, after "once" or "twice", leave it a count: a phrase of
// place or time (lexicon.LeadingPrepositions: "once in 2010").
var timesFollowers = wordSet(lexicon.LeadingPrepositions()...)

// wordLike reports whether a token of normalize.Words is a word or a
// figure rather than a mark that closes a clause.
func wordLike(t string) bool {
	return strings.IndexFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// repeatWords are lexicon.RepeatWords.
var repeatWords = wordSet(lexicon.RepeatWords()...)

// withTimesWords returns qs, the span's figures, with "once", "twice"
// and "thrice" read as the counts they are, in their places, when the
// question asks how many times ("The Saints have won the Super Bowl
// once" for 1). Such a word counts only where it closes its clause or
// comes before a phrase of place or time ("once in 2010"), and not in a span
// that says it happened again: "once won the cup" means formerly, "once
// more" and "once again" add to earlier times.
func (c *Case) withTimesWords(qs []normalize.Quantity) []normalize.Quantity {
	i := slices.Index(c.questionToks, "many")
	if i < 1 || c.questionToks[i-1] != "how" || i+1 >= len(c.questionToks) || c.questionToks[i+1] != "times" {
		return qs
	}
	words := c.spanWordList()
	if slices.ContainsFunc(words, func(w string) bool { return repeatWords[w] }) {
		return qs
	}
	for k, w := range words {
		if _, ok := timesWords[w]; ok && k+1 < len(words) && !timesFollowers[words[k+1]] && wordLike(words[k+1]) {
			return qs // a times word that is no count leaves them all unread
		}
	}
	for k, w := range words {
		if v, ok := timesWords[w]; ok {
			q := normalize.Quantity{Value: v, Tol: 1e-9, Word: true, Start: k, End: k + 1}
			at := slices.IndexFunc(qs, func(o normalize.Quantity) bool { return o.Start > k })
			if at < 0 {
				at = len(qs)
			}
			qs = slices.Insert(qs, at, q)
		}
	}
	return qs
}

// enumeratedYears returns the one figure of kind equal to the gold when
// every other figure of the span, qs, is a year listed right after a
// colon that follows it, there are exactly as many years as it counts,
// and nothing but commas, "and" and "in" stands between them ("have won
// it six times: 1959, 1963, 1965, 1981, 1988 and 2020", "fought four
// wars: in 1947, 1965, 1971 and 1999"): the years date the items
// counted, and confirm the count.
func (c *Case) enumeratedYears(kind, qs []normalize.Quantity, words []string, g normalize.Quantity, gText string, percent bool) ([]normalize.Quantity, bool) {
	if words == nil || len(qs) < 3 || !asksHowMany(c.questionToks) {
		return nil, false
	}
	first := qs[0]
	if yearLike(first) || first.Value != math.Trunc(first.Value) || c.compareStated(g, gText, first, percent, words) != quantitySame ||
		!slices.ContainsFunc(kind, func(k normalize.Quantity) bool { return k.Start == first.Start }) {
		return nil, false
	}
	rest := qs[1:]
	if len(rest) != int(first.Value) || !slices.Contains(words[first.End:rest[0].Start], ":") {
		return nil, false
	}
	for k, q := range rest {
		if !yearLike(q) {
			return nil, false
		}
		if k == 0 {
			continue
		}
		for _, w := range words[rest[k-1].End:q.Start] {
			if w != "," && w != "and" && w != "in" {
				return nil, false
			}
		}
	}
	return []normalize.Quantity{first}, true
}

// numbersItem reports whether q, a whole number under 1000 written in
// digits, numbers the noun just before it, a noun the question or a gold
// says ("Season 8" for "the eighth season" of "What is the final season
// of ...?"): it then counts that item as an ordinal does. words are the
// tokens q was read from.
func (c *Case) numbersItem(q normalize.Quantity, words []string) bool {
	if q.Word || q.Ordinal || q.Start < 1 || q.Start > len(words) || q.Value != math.Trunc(q.Value) || q.Value < 1 || q.Value >= 1000 {
		return false
	}
	noun := words[q.Start-1]
	if !hasLetter(noun) || functionWords[noun] {
		return false
	}
	same := func(w string) bool { return normalize.SameWord(w, noun) }
	return slices.ContainsFunc(c.questionToks, same) || slices.ContainsFunc(c.golds, func(g gold) bool { return slices.ContainsFunc(g.toks, same) })
}

// percentContextOf reports whether the question speaks of a percentage or
// asks for a share or rate.
func percentContextOf(c *Case) bool {
	return strings.Contains(c.question, "percent") || strings.Contains(c.question, "%") || c.asksShare()
}

// answeredElsewhere is numeric's YES on the sentence that answers the
// question (see figureAnswering) when the committed one states no figure
// of the gold's kind; ok is false when there is none, or it is no YES.
func (c *Case) answeredElsewhere(golds []normalize.Quantity, goldText []string) (Finding, bool) {
	if c.span.How == "answering" {
		return Finding{}, false
	}
	d := c.figureAnswering(golds, goldText, percentContextOf(c))
	if d == nil {
		return Finding{}, false
	}
	f := checkNumeric(d)
	if f.Outcome != Yes {
		return Finding{}, false
	}
	f.Note = "the sentence answering the question: " + f.Note
	f.on = d
	return f, true
}

// yearOfName reports whether q is a year that opens a name, wherever the
// prediction writes it: "the 1984 All-Star Game", "The 2018 BBC
// adaptation" (four digits from 1000 to 2100, after "the" and before a
// capitalized word). It dates that event or work; it does not count what
// a count asks for.
func (c *Case) yearOfName(words []string, q normalize.Quantity) bool {
	if !fourDigitYear(words, q.Start) || q.End != q.Start+1 || !yearLike(q) || q.Word || q.Decade {
		return false
	}
	digits, text := words[q.Start], c.Prediction
	found := false
	for i := strings.Index(text, digits); i >= 0; {
		before, after := text[:i], text[i+len(digits):]
		if !strings.HasSuffix(before, "the ") && !strings.HasSuffix(before, "The ") || len(after) < 2 || after[0] != ' ' || !startsUpper(after[1:]) {
			return false // written otherwise somewhere: perhaps a count there
		}
		found = true
		j := strings.Index(after, digits)
		if j < 0 {
			break
		}
		i += len(digits) + j
	}
	return found
}

// statesWordGold reports whether the figures of kind are, in order and
// joined by one word or mark each, the figures of an acceptable answer
// written in words (see wordGoldRun): the span states that answer whole.
func (c *Case) statesWordGold(kind []normalize.Quantity, words []string) bool {
	return words != nil && len(kind) >= 2 && c.wordGoldRun(kind, 0) == len(kind)
}

// shiftedYear returns the words by which the answer span, after a year
// (q), dates a word of the question's act from it ("was built in 1931, and
// first sailed two years later": the sailing is not in 1931), or "": a
// time unit and an offset ("two years later", "a decade afterwards") after
// the year, with a word of the question's act (askedAct) between the two.
func (c *Case) shiftedYear(words []string, q normalize.Quantity) string {
	if !yearLike(q) {
		return ""
	}
	acted := false
	for k := q.End; k < len(words); k++ {
		w := words[k]
		if k > q.End && yearShifts[w] && timeUnits[words[k-1]] {
			if acted {
				return words[k-1] + " " + w
			}
			return ""
		}
		acted = acted || c.askedAct(w)
	}
	return ""
}

// askedAct reports whether w restates, in some inflection, a word of the
// question that names its act: one of a relation family or a past
// participle (askedRelation), or the verb a "did"/"does" question ends
// with ("when did the ferry first sail").
func (c *Case) askedAct(w string) bool {
	q := c.questionToks
	for i, t := range q {
		if functionWords[t] || !(askedRelation(t) || i == len(q)-1 && slices.ContainsFunc(q, func(x string) bool { return doForms[x] })) {
			continue
		}
		if sameOrGerund(t, w) {
			return true
		}
	}
	return false
}

var (
	// yearShifts move a date by the time before them (lexicon.YearShifts).
	yearShifts = wordSet(lexicon.YearShifts()...)
	// timeUnits count time (lexicon.TimeUnits).
	timeUnits = wordSet(lexicon.TimeUnits()...)
)

// withCitedYears returns qs with each number that is a gold year with a
// citation mark glued to it read as that year ("opened in 19661." for
// 1966 and note 1, as a web chat writes its footnotes): for a year gold
// asked with "when" or "what year", five or six digits with no separator
// whose first four are a gold year, after a word that opens a year ("in",
// "since", a month), and followed by nothing, punctuation or a function
// word. It only finds the gold: another year so glued stays unread, for a
// NO needs the figure read for sure, but it is returned as other, for
// it may be the answer ("opened in 19912, on land bought in 1984." for
// 1984): the caller abstains.
func (c *Case) withCitedYears(qs []normalize.Quantity, golds []normalize.Quantity) (_ []normalize.Quantity, other string) {
	if !containsWords(c.question, "when") && !containsWords(c.question, "year") {
		return qs, ""
	}
	words := c.spanWordList()
	var out []normalize.Quantity
	for k, q := range qs {
		if q.Start < 1 || !citedYear(words, q) || !yearOpeners[words[q.Start-1]] || q.Value != math.Trunc(q.Value) {
			continue
		}
		w := words[q.Start]
		if q.End < len(words) && hasLetter(words[q.End]) && !functionWords[words[q.End]] {
			continue
		}
		year, _ := strconv.Atoi(w[:4])
		gold := false
		for _, g := range golds {
			if yearLike(g) && !g.Word && g.Value == float64(year) {
				if out == nil {
					out = slices.Clone(qs)
				}
				out[k].Value, out[k].Tol = float64(year), 0.5
				gold = true
				break
			}
		}
		if !gold && other == "" {
			other = w
		}
	}
	if out == nil {
		return qs, other
	}
	return out, other
}

// yearsApart reports whether every date of the answer span that
// contradicts a gold date names a year more than one off every gold's
// year: then the dispute is the year itself, which the figures judge,
// not a day or month a fuller gold may fix.
func (c *Case) yearsApart(golds []normalize.Quantity) bool {
	var years []int
	for _, g := range c.golds {
		if g.isDate {
			if g.date.Year == 0 {
				return false
			}
			years = append(years, g.date.Year)
		}
	}
	for _, g := range golds {
		if !yearLike(g) {
			return false
		}
		years = append(years, int(g.Value))
	}
	for _, d := range normalize.Dates(c.spanFold) {
		if d.Year == 0 {
			return false
		}
		for _, y := range years {
			if d.Year-y >= -1 && d.Year-y <= 1 {
				return false
			}
		}
	}
	return true
}

// ofAnyGoldKind returns the figures of qs that ofGoldKind keeps for some
// gold: a qualifier before a figure that counts or measures something
// else ("the second most populous, with over 1.3 billion people" for a
// rank) does not qualify the answer. words are the tokens qs were read
// from (nil: every figure is kept).
func (c *Case) ofAnyGoldKind(golds, qs []normalize.Quantity, words []string, percentOK bool) []normalize.Quantity {
	if words == nil || len(qs) < 2 {
		return qs
	}
	out := make([]normalize.Quantity, 0, len(qs))
	for _, q := range qs {
		one := []normalize.Quantity{q}
		for _, g := range golds {
			if len(c.ofGoldKind(g, one, words, percentOK)) == 1 {
				out = append(out, q)
				break
			}
		}
	}
	return out
}

// amountBesideRank reports whether q is an amount written with a magnitude
// ("225 million people") in an answer to a question asking for a rank,
// when no gold is so written: "the 5th most populous, with 225 million
// people" measures what is ranked, and a rank is no amount in millions.
func (c *Case) amountBesideRank(q normalize.Quantity) bool {
	return q.Scaled && !q.Ordinal && c.asksPosition() && !slices.ContainsFunc(c.goldFigures(), func(g normalize.Quantity) bool { return g.Scaled })
}

// countsOtherThing returns the plural noun that opens what q counts
// when the question asks how many and no word of that noun phrase is a
// word of the question, in any number or spelled one letter otherwise
// ("8 races" for how many medals, "8 gold medals" is a count of medals;
// "8 years after his debut"), or "". "times" counts occurrences of
// anything.
func (c *Case) countsOtherThing(kind []normalize.Quantity, words []string) string {
	if words == nil || !asksHowMany(c.questionToks) {
		return ""
	}
	other := ""
	for _, q := range kind {
		w := c.countedOther(q, words)
		if w == "" {
			return "" // "season 7 consists of seven episodes": one figure counts what is asked
		}
		other = w
	}
	return other
}

// countedOther returns the plural noun right after q (see
// countsOtherThing) when no word of its noun phrase is a word of the
// question, or "".
func (c *Case) countedOther(q normalize.Quantity, words []string) string {
	if q.Currency != "" {
		return ""
	}
	from := q.End
	if q.Unit != "" {
		if c.questionUnit() != "" || q.End == 0 {
			return ""
		}
		from = q.End - 1 // "8 years": the unit is the thing counted
	} else if !countsThing(words, q) {
		return ""
	}
	noun := words[from]
	if len(noun) < 4 || !strings.HasSuffix(noun, "s") || strings.HasSuffix(noun, "ss") || noun == "times" {
		return "" // an adjective or a verb may come first ("3 major wars", "5 consists")
	}
	for k := from; k < len(words) && k <= from+2 && hasLetter(words[k]) && !functionWords[words[k]]; k++ {
		if c.questionNames(words[k]) {
			return ""
		}
	}
	return noun
}

// questionNames reports whether a question word is w, in either number
// (sameCount) or, of six letters or more, one letter otherwise.
func (c *Case) questionNames(w string) bool {
	return slices.ContainsFunc(c.questionToks, func(t string) bool {
		return sameCount(t, w) || len(t) >= 6 && withinOneEdit(t, w)
	})
}

// sameCount reports whether a and b are one noun, in the singular or the
// plural ("medal", "medals"; "city", "cities").
func sameCount(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	switch {
	case a == b, b == a+"s", b == a+"es":
		return true
	case strings.HasSuffix(a, "y") && b == a[:len(a)-1]+"ies":
		return true
	}
	return false
}

// rankedOther returns a word of the subject an ordinal is said of ("Holt
// Province is the 7th most populous", "Osk Province's capital is ranked
// 7th") that no word of a question asking for a rank names, in either
// number or one letter otherwise, or "": the ordinal then ranks another
// thing than the one asked. The subject is the words from the last mark
// before the ordinal up to the verb ("is", "ranks") before it; function
// words and "it" name nothing there.
func (c *Case) rankedOther(q normalize.Quantity, words []string) string {
	if !q.Ordinal || words == nil || q.Start < 2 || q.Start > len(words) || !c.asksPosition() {
		return ""
	}
	k := q.Start - 1
	if words[k] == "the" {
		k--
	}
	verb := false
	for ; k >= 0 && (copulas[words[k]] || rankAsked[words[k]]); k-- {
		verb = true
	}
	if !verb {
		return ""
	}
	for ; k >= 0 && hasLetter(words[k]); k-- {
		w := strings.TrimSuffix(words[k], "'s")
		if functionWords[w] || thingPronouns[w] {
			continue // "It is the 7th"
		}
		if !c.questionNames(w) {
			return w
		}
	}
	return ""
}

// rankedDown returns the word of lexicon.RanksDown right after an ordinal
// answering a question that asks for a rank with none ("the 7th least
// populous" for the rank by population: counted from the bottom), or "".
func (c *Case) rankedDown(q normalize.Quantity, words []string) string {
	if !q.Ordinal || words == nil || q.End >= len(words) || !rankClasses[1][words[q.End]] || !c.asksPosition() || c.questionHolds(rankClasses[1]) {
		return ""
	}
	return words[q.End]
}
