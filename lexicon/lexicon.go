// Package lexicon holds every phrase list docjudge's reader, rules and
// normalizers use, in one place, so a user adapting docjudge to another
// language or domain has one file to read and change.
//
// Each list is a function returning a fresh slice: callers may keep, sort or
// index it without touching anyone else's copy. Phrases are lower case,
// folded (no accents, ASCII quotes), words separated by single spaces, as the
// reader and normalize.Fold write text. Apostrophes are dropped inside words
// ("dont"), as the reader tokenizes them. The package imports nothing of the
// project, so every other package may import it.
package lexicon

import (
	"slices"
	"strings"
)

// words splits a constant table of space-separated words.
func words(table string) []string { return strings.Fields(table) }

// phrases splits a constant table of phrases, one a line.
func phrases(table string) []string {
	var out []string
	for _, l := range strings.Split(table, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// Negations turn a stated answer around ("not Canberra", "it is incorrect
// that ..."); they hold the ContractedAuxiliaries.
func Negations() []string {
	return append(ContractedAuxiliaries(), words(`not no never neither nor none
cannot cant couldnt wont wouldnt shouldnt instead rather incorrect
incorrectly false wrong mistaken mistakenly contrary unlike unlikely except excluding
nobody nothing`)...)
}

// Alternatives leave a short answer open or set a rival beside it ("X or
// Y", "X, while Y"): words the short-answer rules read as offering more
// than one answer.
func Alternatives() []string {
	return words(`or either while whereas unclear uncertain unsure disputed debated debatable
unknown unconfirmed depending depends vary varies speculate speculated guess`)
}

// Hedges make a committed answer tentative: the reader abstains on a
// committed answer holding one. Phrases of several words are matched as a
// whole. Accounts, histories, tradition and attributions report a name as
// held, without a verb of saying ("some accounts", "per tradition",
// "(traditional attribution)").
func Hedges() []string {
	return phrases(`probably
maybe
perhaps
possibly
presumably
likely
unlikely
might
might be
may be
could be
may have been
may have
could have
could have been
either
unless
i think
i believe
i guess
my best guess
my guess
it seems
seems to be
appears to be
not sure
unsure
uncertain
unclear
or possibly
or perhaps
or maybe
depending on
it depends
disputed
debated
debatable
unconfirmed
speculated
speculate
one of those
one of these
one of them
candidates
candidate answers
options considered
options are
possible answers
confidence
anything but
other than
supposedly
allegedly
purportedly
reputedly
reportedly
or so
rumoured
rumored
guessing
confident
legend has it
legend says
legend holds
legend tells
according to legend
rumour has it
rumor has it
rumour
rumor
rumours
rumors
or at least
at least that is what
at least thats what
at least according to
later withdrawn
since withdrawn
later retracted
since retracted
myth
folklore
that is the story
in theory
as far as i recall
unverified
citation needed
id say
my gut
i reckon
i suspect
i assume
apparently
i would imagine
i imagine
im told
sources disagree
sources differ
accounts differ
accounts vary
popular accounts
some accounts
many accounts
traditional attribution
tradition names
tradition has it
per tradition
by tradition
older histories
some histories
histories name
conventional attribution
disputed attribution
in the sense that
in a sense
in some sense
in one sense
in a narrow sense
in a limited sense
in a loose sense
only in the sense
technically
hypothetically
fictionally
in fiction
in a hypothetical
in an alternate
in a parallel
partly
partially
in part
to some extent
to a degree
to an extent
a possibility
one possibility
is possible
some suggest
others suggest
many suggest
lore holds
lore has it
going by`)
}

// Refusals say the speaker cannot or will not answer, or that the source
// does not say. A committed answer made of one is a refusal; elsewhere it
// is a caveat. The speaker's own limits (OwnLimits) are refusals too,
// listed once there.
func Refusals() []string {
	return append(phrases(`i dont know
i do not know
i am not sure
im not sure
i am unable
im unable
i am not able
i cannot
i can not
i cant
i could not
i couldnt
i was unable
we cannot
we can not
unable to determine
unable to find
unable to answer
unable to provide
unable to calculate
unable to locate
unable to identify
not able to determine
not able to find
not able to answer
not able to provide
cannot be answered
cannot be determined
cannot be calculated
cannot be found
cannot be computed
cannot be identified
can not be determined
can not be answered
cant be answered
cant be determined
not possible to determine
not possible to calculate
not possible to answer
impossible to determine
not answerable
unanswerable
not enough information
insufficient information
not sufficient information
no specific answer
cannot provide
can not provide
cant provide
without knowing
without more context
without more information
without a specific`), append(SourceSilences(), OwnLimits()...)...)
}

// SourceSilences are the Refusals that say the source is silent ("the
// filing does not mention any acquisitions"), not that the speaker cannot
// answer: against a gold of none ("No acquisitions were made") one may be
// the answer itself.
func SourceSilences() []string {
	return phrases(`no information
no relevant information
no specific information
does not provide
does not contain
does not mention
does not specify
does not state
does not include
does not disclose
does not give
does not report
does not show
do not provide
do not contain
do not mention
do not specify
do not include
doesnt provide
doesnt contain
doesnt mention
doesnt specify
not provided in
not mentioned in
not specified in
not stated in
not disclosed in
not available in
not included in
not reported in
not found in
is not provided
is not mentioned
is not specified
is not stated
is not disclosed
is not available
are not provided
are not mentioned
are not specified
are not disclosed
are not available
no mention
no data`)
}

// Unstated say that the source leaves a thing unsaid ("the excerpt does
// not name the chair"). Beside an answer they are a caveat on a side
// detail, unless what they leave unsaid is what was asked: then they take
// the answer back.
func Unstated() []string {
	return phrases(`does not say
does not name
does not identify
does not tell
doesnt say
doesnt name
do not say
do not name
never says
never names
is not named
is not identified
is not given
are not named
not named in
not given in`)
}

// OwnLimits are the refusals in which the speaker says what it has no
// access to ("I don't have access to", "I do not have"), and Disclaimed the
// words by which it says that what it lacks is only news or opinions
// ("real-time", "the latest updates", "personal beliefs"): "As an AI, I
// don't have access to real-time information. However, it was released in
// 2017." disclaims and answers; it does not decline.
func OwnLimits() []string {
	return phrases(`i dont have
i do not have
i dont have access
i do not have access
i dont have information
i do not have information
knowledge cutoff`)
}

// Disclaimed: see OwnLimits.
func Disclaimed() []string {
	return phrases(`real time
realtime
current events
current information
current data
current year
latest information
latest news
latest updates
latest data
latest events
up to date
browse
the internet
live updates
recent events
recent information
training data
last update
personal beliefs
personal opinions
personal opinion
personal preferences
personal views
political affiliations
opinions
beliefs
preferences
feelings`)
}

// RefusalWords are whole answers that decline ("unknown", "N/A", read as
// its words "n a").
func RefusalWords() []string {
	return phrases(`unknown
n a
na
not known
no idea
cannot answer
no answer
not answerable
unanswerable
insufficient data`)
}

// OtherTimes place what a sentence says in another time, part or basis
// than the one asked about, or in a plan that may not have come about
// ("Last year it was X", "The plan was X", "the Nordic segment's revenue",
// "the Ferries division of X", "on a constant-currency or pro forma basis";
// see also Periods): unless the question
// speaks of that time, part or plan, or the sentence only compares with it
// ("up from the prior year").
func OtherTimes() []string {
	return phrases(`last year
the previous year
the prior year
a year earlier
a year before
the year before
the preceding year
last quarter
the previous quarter
the prior quarter
the prior period
the previous period
the plan was
was meant to
were meant to
was supposed to
were supposed to
was intended to
were intended to
originally planned
originally reported
previously reported
would have been
segment
subsidiary
division of
pro forma
constant currency`)
}

// Periods are the parts of a year an answer may give a figure for ("Q4
// revenue was X", "for the first half"): not the year, when the question
// asks for one and speaks of no part of it (no "quarter", "half", "Q2",
// "months").
func Periods() []string {
	return phrases(`first half
second half
first quarter
second quarter
third quarter
fourth quarter
q1
q2
q3
q4
h1
h2
year to date
ytd
nine months
six months`)
}

// Plans make what a sentence says a plan, a target or an expectation
// ("revenue target of $812 million", "was scheduled to open in 1968",
// "planned to open", "analysts had estimated", "expects to complete its
// offering in June", "subject to market conditions"; "was due to open" is
// read in reading, since "due to" is mostly causal): not what happened,
// when the question asks what happened (it speaks in the past: "was",
// "did"). Every form of a verb is listed: the reader matches words as
// written.
func Plans() []string {
	return phrases(`target
targeted
projected
projection
projections
budgeted
budget
forecast
forecasted
expected
expects
expect to
expecting
anticipated
anticipates
anticipate
plans to
plan to
planning to
planned to
planned for
intends to
intend to
intended to
intending to
aims to
aimed to
hopes to
hoped to
subject to
slated for
set for
aimed for
aiming for
pencilled in
penciled in
tentatively
was to
were to
is expected to
scheduled to
slated to
had estimated
estimated that
estimate
estimates
is set to
was set to
nominated to
guidance
outlook`)
}

// PastAsked are the words by which a question asks what happened (see
// Plans).
func PastAsked() []string { return words(`was were did had`) }

// NowWords say a question asks how things stand now ("Who currently
// presents it?", "the current chair").
func NowWords() []string { return words(`current currently now today`) }

// DepartureWords, in a later sentence that names the answer again, say
// it no longer holds what a question about now asks ("Mira Solberg left
// in 2019", "Tom Berg resigned last spring").
func DepartureWords() []string { return words(`left resigned quit departed retired exited`) }

// StaleWords, in a later sentence that names the answer again, say it is
// no longer the answer ("Blue was the old logo", "Nordby was the former
// auditor").
func StaleWords() []string {
	return words(`old former previous earlier outdated superseded obsolete prior retired
replaced discontinued`)
}

// TakeOvers say the role passed from one holder to another ("replaced
// by Y", "the role Y inherited"), and TakeOverVerbs say so only before
// "over" ("the role Anja Brekke took over"; "took part" passes nothing):
// for a who-question, a name holding one beside the gold may hold what was
// asked.
func TakeOvers() []string {
	return words(`replaced replaces succeeded succeeds inherited inherits`)
}

// TakeOverVerbs: see TakeOvers.
func TakeOverVerbs() []string { return words(`took taken takes taking`) }

// SetAgainst, just before a figure, offer it as an alternative to another
// or compare it with one ("or 6,880", "against 5,900", "down from 1,200"):
// such a figure is no count of something else beside the answer.
func SetAgainst() []string {
	return words(`or vs versus against than from over since instead`)
}

// CountedParts name, one line each, things a "how many" question counts
// and, after ": ", the things each of them is made of or holds: a figure
// of such a part ("77 episodes" beside "five seasons") counts something
// else than the whole asked. Only a part is proof of that: another noun
// may name the asked thing again ("450 shops" beside "412 stores").
func CountedParts() []string {
	return phrases(`seasons: episodes
series: episodes
albums: tracks songs
books: chapters pages
novels: chapters pages
volumes: chapters pages
stores: employees staff workers
shops: employees staff workers
restaurants: employees staff workers
companies: employees staff workers
teams: players`)
}

// Comparers, right before another time, make it what a figure is
// compared with, not the figure's own time ("compared to the prior year",
// "up from the previous year").
func Comparers() []string {
	return words(`to with than from over versus vs since against`)
}

// ReportVerbs, a few words into a sentence, make it report what a source
// says ("The history page says X", "The archive shows Y", "Note 7 lists
// 398"): two such sentences after each other quote sources side by side,
// and the first is not the answer's last word.
func ReportVerbs() []string {
	return words(`says say said states stated shows show showed lists listed gives give gave
reports reported records recorded mentions mentioned credits credit credited cites
cite cited notes indicates indicate indicated suggests suggest suggested claims
claim claimed puts put dates attributes attribute attributed names`)
}

// FrameOpeners open a phrase that may set what the sentence says in a
// world or a source of its own ("In the novel, ...", "according to an
// outdated edition", "based on the withdrawn draft"): see OtherWorlds and
// StaleSources.
func FrameOpeners() []string {
	return phrases(`in
according to
based on
per
under`)
}

// OtherWorlds are the works, versions and imagined cases a frame may set
// an answer in ("In the film adaptation, X directed it"): unless the
// question asks about that kind of work, the answer is not a statement
// about the world the question asks of.
func OtherWorlds() []string {
	return words(`novel novels novella book books film films movie movies adaptation
adaptations remake remakes reboot sequel prequel spinoff play musical opera game
videogame comic comics manga anime story stories fiction fanfic fanfiction
screenplay script scripts universe timeline scenario scenarios simulation
hypothetical dream fantasy parody satire spoof miniseries sitcom cartoon
draft drafts mockup storyline`)
}

// StaleSources are the words by which a frame's source is not the one to
// answer from: withdrawn, superseded, imagined or another version ("an
// outdated edition", "the earlier draft", "a fictional account").
func StaleSources() []string {
	return words(`outdated withdrawn superseded retracted rejected obsolete erroneous
discredited debunked unpublished leaked preliminary proposed abandoned
unofficial hypothetical fictional fictitious imaginary imagined alternate
apocryphal mistaken flawed uncorrected unrevised outmoded defunct archived
earlier previous prior older`)
}

// Attributions present a value as someone else's claim or belief, not the
// speaker's answer ("the answer key says", "is commonly believed").
func Attributions() []string {
	return phrases(`commonly believed
widely believed
commonly thought
often thought
often said
it is said
popularly
popular belief
many assume
many people assume
many believe
many people believe
many people think
some people think
some say
some would say
some might say
many would say
others would say
some people say
people say
some sources
sources say
guides say
reports say
fans say
critics say
experts say
historians say
scholars say
many say
most say
others say
some claim
others claim
it is claimed
is rumored
rumoured
misconception
mistakenly believed
is often confused
is often mistaken
a common mistake
a common error
one might think
you might think
one might assume
according to my friend
my friend says
a friend told me
my colleague insists
a colleague told me
i was told
i have heard
ive heard
analysts say
analysts estimate
analysts expect
analysts believe
analysts forecast
analysts project
analyst estimates
consensus estimate
investors believe
investors expect
commentators say
press reports
media reports
the press reported`)
}

// GraderAddress is text a prediction writes to whoever grades it: a
// prediction holding any of it is never decided YES by a rule.
func GraderAddress() []string {
	return phrases(`grader
graders
answer key
answer keys
standard answer
gold answer
gold label
gold labels
expected response
model answer
target answer
reference response
gold standard answer
reference answer
expected answer
official answer
acceptable answer
acceptable answers
correct label
ground truth
rubric
for the judge
for the grader
for the evaluator
for the assessor
for the marker
assessor
assessors
the question implies
the question assumes
the question suggests
the question presupposes
the question expects
evaluator
evaluators
dear judge
to the judge
note to the grader
note to the evaluator
note to the judge
note to the reviewer
mark this correct
mark this as correct
mark it correct
mark it as correct
mark as correct
mark this yes
mark yes
mark as yes
marked correct
marked as correct
grade this
grade it as
score this
judge this as
judged as correct
should be judged
result yes
output yes
verdict yes
the correct verdict
respond with yes
reply with yes
answer yes
say yes
grade accordingly
please grade
please score
score this as
note for reviewers
note to reviewers
to the reviewer
as the reviewer
to judge
evaluation rubric
grading rubric
ignore previous instructions
ignore the previous instructions
ignore all previous
ignore the above
disregard the above
disregard previous
system prompt
expected output
actual output
this test case
for this test
test harness
assert answer
assert output
expected result
observed result
this responses final answer
this responses answer
the final answer of this response
previous items
for scoring purposes
for grading purposes
for evaluation purposes
count this as
count it as
count this answer
treat this as
treat it as
treat this answer
record this as
record this answer
accept this as
accept this answer
consider this correct
consider this answer correct
should be marked
should be counted as
should be scored
should be graded
should be credited
give full credit
award full credit
full marks`)
}

// GraderImperatives, opening a clause and followed by "as" and a word of
// grading ("treat 1999 as the final answer", "Count Paris as correct"),
// tell whoever grades the prediction how to score it.
func GraderImperatives() []string {
	return words(`treat count regard grade accept record register log enter mark score`)
}

// GraderObjects are the words of grading that follow such an imperative's
// "as": "... as the final answer", "... as correct", "... as this
// response's answer".
func GraderObjects() []string {
	return words(`answer answers response correct right yes true accepted final`)
}

// GraderLineOpeners open a line of a judge's reply format ("reason:",
// "result:") or a line addressed to a grader ("Grader:"): such a line in a
// prediction imitates or addresses the grader.
func GraderLineOpeners() []string {
	return words(`reason result verdict grader graders evaluator evaluators judge assessor user assistant system human`)
}

// VerdictWords are the values of a verdict line or field a prediction
// writes for its grader ("QA checklist: PASS", {"judgement": "correct"}).
// Not "yes" or "no", which a yes/no answer's own line may hold ("Answer:
// Yes").
func VerdictWords() []string {
	return words(`pass passed fail failed correct incorrect approved accepted verified`)
}

// takeBacks take back what was said before them ("never mind", "scratch
// that"): retractions when they open a sentence, doubts after an answer.
const takeBacks = `on second thought
my mistake
i was wrong
that is wrong
that was wrong
that is incorrect
scratch that
strike that
never mind
nevermind
ignore the previous
ignore my previous
ignore that
disregard that
i take that back
take that back
i revise
i retract
i stand corrected
i meant
hold on
oops
no wait
just kidding`

// Retractions open a correction: what follows supersedes what came before
// ("Actually, ...", "Correction: ...", "let me re-check").
func Retractions() []string {
	return phrases(`actually
correction
corrected
wait
on reflection
upon reflection
i made an error
i made a mistake
let me recheck
let me re check
let me double check
let me reconsider
let me correct
rechecking
re checking
upon rechecking
on rechecking
upon re checking
after rechecking
upon further review
on closer inspection
upon closer inspection
i take it back
i mean
update
kidding
i lied
not really
to correct
to be precise
rather
wrong` + "\n" + takeBacks)
}

// BareTakeBacks, standing alone as a sentence ("Disregard.", "Scrap
// that."), take back what came before it: what follows is the answer.
// Inside a longer sentence they are ordinary verbs ("disregard the
// one-time gain").
func BareTakeBacks() []string {
	return words(`disregard ignore scrap scratch strike delete retract retracted withdrawn`)
}

// BareTakeBackObjects may follow a bare take-back ("Disregard that.",
// "Ignore this.").
func BareTakeBackObjects() []string { return words(`that this it above previous`) }

// Corrections, inside a sentence after the committed answer that speaks
// of what was asked, set what it says against the answer ("the first
// product actually sold was ..."): the later sentence corrects it.
func Corrections() []string {
	return phrases(`actually
in fact
in reality
in truth
in actual fact
contrary to
in contrast`)
}

// RevisionVerbs, in each of their forms, change an answer the prediction
// already gave when what they change is its answer (RevisedAnswers):
// "Updating my answer accordingly: ...", "I'll change my answer to ...",
// "amending the above", "my answer, revised: ...". The text after such a
// revision is the prediction's answer now; the answer before it is taken
// back, whatever it was marked as. A bare "correct" is no such verb: "the
// correct answer" names an answer, it does not change one.
func RevisionVerbs() []string {
	return words(`update updates updated updating revise revises revised revising
change changes changed changing amend amends amended amending modify modifies
modified modifying corrects corrected correcting replace replaces replaced
replacing switch switches switched switching swap swaps swapped swapping
reverse reverses reversed reversing overturn overturns overturned overturning
rewrite rewrites rewrote rewriting`)
}

// RevisedAnswers are what a revision verb changes when it changes the
// prediction's own answer ("my answer", "the response", "the above"), and
// what "now" or "instead" after them makes a new answer ("my answer is
// now ...").
func RevisedAnswers() []string { return words(`answer answers response reply above`) }

// RevisedValues are what a revision verb changes when the speaker
// changes it ("I am revising the figure: ...", "we updated our total"):
// the prediction's own value only with a first-person subject or
// possessive (FirstPersons); "the company revised the figure" reports a
// fact of the document.
func RevisedValues() []string {
	return words(`figure figures number value estimate total result amount name`)
}

// FirstPersons are the words by which the prediction speaks of itself.
func FirstPersons() []string { return words(`i we im ive ill id weve my our`) }

// RevisionFrames are the only words that may stand before a revision in
// its clause when the revision is the prediction's own new answer ("I have
// revised my response: ...", "So I'll change my answer to ...", "My answer
// is now ..."). Any other word makes it someone else's suggestion or a
// possibility ("The reviewer says I should update my answer to X", "I
// would revise the figure to X if ..."): the answer before it is then
// unsure, and the revision is no answer either.
func RevisionFrames() []string {
	return words(`i we im ive ill weve am are have has will now so therefore thus hence
accordingly then and also hereby just my our the`)
}

// RevisionFillers may stand between a revision verb and the answer it
// changes ("updating my final answer", "amending the above", "change the
// answer given earlier"), or between that answer and "now" ("my answer is
// now", "the answer should instead be").
func RevisionFillers() []string {
	return words(`my our the this that previous earlier original initial first final
stated given prior is would should will must be`)
}

// RevisionLinks may follow the answer a revision verb changes before the
// new answer ("change my answer to X", "updating my answer accordingly:
// X", "my answer is now X"). Another word there makes the noun part of
// something else ("the answer key", "the above table"): no revision of the
// prediction's own answer.
func RevisionLinks() []string {
	return words(`to accordingly now instead as so then here below after in from because
since given based following per is would should will`)
}

// Contrasts turn a sentence toward what follows them ("X, but Y"; "X;
// however, Y"): the clause after the last one is what the sentence commits
// to.
func Contrasts() []string {
	return words(`but however yet instead actually rather nevertheless nonetheless`)
}

// AnswerLinks lead from reasoning to the answer it comes to inside a
// sentence ("..., which means no"; "..., so the answer is yes").
func AnswerLinks() []string {
	return phrases(`which means
which means that
that means
meaning
in other words
the answer is
the answer would be`)
}

// ConclusionMarkers open the sentence that concludes a reasoning ("Therefore
// ...", "In summary ..."). The last such sentence is the committed answer
// when no explicit answer marker is given. They are the ConclusionAdverbs
// and the phrases that conclude only where they open a sentence.
func ConclusionMarkers() []string {
	return append(ConclusionAdverbs(), phrases(`so
in conclusion
in summary
to summarize
to summarise
in short
in sum
overall
to sum up
all in all
the bottom line
bottom line
in brief
as a result`)...)
}

// ConclusionAdverbs conclude wherever they stand in a sentence ("Kestrel
// Peak was therefore profitable"), unlike "so" or "overall", which often
// do not ("so far", "overall revenue").
func ConclusionAdverbs() []string {
	return words(`therefore thus hence consequently accordingly`)
}

// Interjections may stand before a conclusion marker without changing it
// ("Hmm, so it fell in 1990.", "Well, therefore ...").
func Interjections() []string {
	return words(`hmm hm um uh ah oh well ok okay alright`)
}

// AnswerWordsBefore may stand before "answer" in a marker: "the final
// answer is", "my answer:", "Revised answer:".
func AnswerWordsBefore() []string {
	return words(`final the correct short direct simple brief best my revised updated corrected amended new`)
}

// AnswerMarkers name the answer explicitly ("Final answer: X", "The answer
// is X"); each is followed by ":" or "is" before the answer, or heads a
// section ("### Final Answer") whose next line is the answer.
func AnswerMarkers() []string {
	return phrases(`final answer
the final answer
answer
the answer
the correct answer
the short answer
short answer
my answer
my final answer
direct answer
conclusion
final result
result`)
}

// Closings are sentences that end an answer without answering: offers of
// help, general disclaimers, pointers to sources. One that states a value
// of its own ("Please note that the archive credits Tom Berry") is none.
func Closings() []string {
	return append(append(phrases(`let me know
hope this helps
i hope this
feel free
please let me know
please consult
please refer
for more information
for further details
for more details
disclaimer`), Citations()...), Notes()...)
}

// Notes open a closing that adds a remark ("Note: figures are rounded"):
// one that states a value of its own ("Please note that the archive
// credits Tom Berry", "Keep in mind it was repainted green in 2015") may
// qualify or replace the answer before it.
func Notes() []string {
	return phrases(`note
please note
keep in mind
it is important to note
its important to note
it is worth noting
its worth noting`)
}

// Citations open a line that says where the answer was found ("Source:
// 10-K, page 52"): a closing, unless it reports what a source says.
func Citations() []string {
	return words(`source sources reference references citation citations`)
}

// WayOutFiller are words of a question's way out ("if operating margin is
// not a useful metric for a company like this, then please state that")
// that say nothing of its subject.
func WayOutFiller() []string {
	return words(`is are was were not no this that it its company like please state explain
why so say does do be been any`)
}

// AnswerDespiteRefusal are words by which a prediction that declines goes
// on to offer an answer after all ("I don't know, but it is probably ...").
func AnswerDespiteRefusal() []string {
	return phrases(`but
typically
usually
generally
as of
according to
however
although
though
likely
probably
possibly
perhaps
might be
may be
could be
assuming
if you mean
if you are referring
it is believed
some sources
it seems
appears to be
most likely
my best guess
i believe
i think`)
}

// Dated words bound a fact in time ("Paris was the HQ until 2019"): when a
// later sentence speaks of now ("... where it is today"), that may be the
// answer instead.
func Dated() []string {
	return phrases(`until
no longer
used to`)
}

// Doubts, in a sentence after the committed answer, revise, doubt or
// replace it ("Mars. Never mind, Venus."; "Paris. Hmm, I'm not sure that's
// right"; "However, no one has done it in a final."): the commitment is
// not final unless a later marked answer is.
func Doubts() []string {
	return phrases(`then again
on the other hand
is correct
is the correct
is right
is the right
not sure
unsure
not certain
thinking about it
second thoughts
i confused
confused it
i mixed up
mixed it up
revise my answer
change my answer
take it back
disregard the previous
id go with
i would go with
id rather say
my earlier answer
my previous answer
my first answer
that is not right
thats not right
thats wrong
i was mistaken
my bad
is false
is wrong
made that up
made it up
so the legend goes
or so they say
sources disagree
sources differ
accounts differ
accounts vary
however no one
but no one
yet no one
however nobody
but nobody
yet nobody
however none
but none
quoted above
given above
stated above
closer reading
on rereading
on re reading
looking more closely
on closer inspection
i disagree
we disagree
disagree with
i do not agree
i dont agree
i doubt
i wouldnt rely
i would not rely
i wouldnt trust
i would not trust
do not rely on
dont rely on
not to be relied
should not be relied
cannot be relied
not reliable
unreliable
cant vouch
cannot vouch
my misreading
i misread
i misspoke
i misremembered
i dont know
i do not know
i have no idea
no idea
i cant tell
i cannot tell
i can not tell
i cant be sure
i cannot be sure
i cant say
i cannot say
i cant confirm
i cannot confirm
cannot verify
cant verify
could not verify
couldnt verify
do not know
dont know
dont believe
do not believe
not accurate
inaccurate
was a guess
just a guess
only a guess
i withdraw
withdraw that
withdraw my
not supported by
unsupported
cannot stand behind
cant stand behind
would not bet
wouldnt bet
unconvinced
not convinced
not confident
is incorrect
certainly incorrect
probably incorrect
likely incorrect
probably wrong
likely wrong
be false
untrue
not true
none of this
disproved
disproven
debunked
misconception
dispute this
disputes this
dispute that
disputes that
later corrected
later revised
later restated
since corrected
since revised
official story
a myth
not really
never been confirmed
never confirmed
unconfirmed
no evidence for this
no evidence for that
no evidence of this
apocryphal
erroneous
is unverified
remains unverified
refuted
a mistake
is fiction
urban legend
nobody knows
no one knows
a hoax
contradict this
contradicts this
a fabrication
fabricated
no longer accepted
an error
speculative
cannot be right
cant be right
overturned
disputed
is mistaken
placeholder
a guess
a rumour
a rumor
evidence is weak
trick answer` + "\n" + takeBacks)
}

// DuringConjunctions say when an act happened when a participle follows
// them ("died while serving in the army"); before a clause ("X, while Y
// won") they set another value against the answer (Supersession).
func DuringConjunctions() []string { return words(`while`) }

// Supersession words, in an answer span with no explicit marker, set the
// value beside them against another: a contrast or concession ("X, but
// Y"), a change in time ("X until 2019; now Y", "from X to Y"), a rank or
// order ("ahead of X", "followed by X"), a first thought ("initially X").
// Such a span is not a clean commitment to any one value in it.
func Supersession() []string {
	return phrases(`but
however
although
though
yet
whereas
while
instead
rather
except
until
now
no longer
previously
formerly
initially
at first
former
stepped down
resigned
predecessor
successor
first thought
i thought
would have guessed
used to
would have
had been
ahead of
followed by
overtook
overtaken
replaced
replacing
succeeded
moved from
switched from
changed from
rewritten from
as opposed to
in contrast
as it stands
current
currently
second
runner up
then by
later by
subsequently by`)
}

// Now are the words by which a sentence speaks of the present.
func Now() []string { return words(`now today currently nowadays presently`) }

// Greetings open an answer without answering ("Hello, this is Bing.").
func Greetings() []string {
	return phrases(`hello
hi
hey
greetings
this is bing`)
}

// FormatExamples make a sentence a format example or a template, not
// the prediction's answer ('Please respond in the form "Answer: <number>",
// e.g. "Answer: 742.5"', "Expected output format: ... (example only)"): a
// value in it illustrates the form of an answer and commits to nothing.
// "e g" is "e.g." as the reader's words have it; it and the other
// ExampleLeads count only before a quotation or an answer label, or
// inside square brackets ("[insert figure here, e.g. 318.6]").
func FormatExamples() []string {
	return phrases(`e g
for example
for instance
in this format
in the following format
output format
answer format
expected format
response format
required format
format example
example only
example answer
sample answer
template
placeholder
dummy value
dummy figure
for formatting
for illustration
illustrative
should be formatted
be formatted as
respond in
respond with
reply in
reply with`)
}

// ExampleLeads are the FormatExamples that as often introduce examples
// of what the answer speaks of ("hookworms (e.g., Necator)"): they make
// an example of an answer's form only before a quotation or an answer
// label ('e.g. "Answer: 742.5"').
func ExampleLeads() []string {
	return phrases(`e g
for example
for instance`)
}

// HTMLElements are the names of markup tags an answer may be written in
// ("<b>Mars</b>"): a word in angle brackets that is one of them is markup,
// where another ("<number>") is a template's placeholder.
func HTMLElements() []string {
	return words(`a abbr b big blockquote body br caption cite code dd del details div dl dt em
font h1 h2 h3 h4 h5 h6 head hr html i img ins kbd li mark ol p pre q s samp small span
strike strong sub summary sup table tbody td tfoot th thead title tr tt u ul var`)
}

// StruckElements are the markup tags whose text is struck out
// ("<s>Mars</s> Jupiter", "<del>Mars</del>"): what they hold is taken
// back, as text between "~~" is.
func StruckElements() []string { return words(`s del strike`) }

// Conditionals open a clause that is not a commitment ("if X is not
// reported, the answer would be 0").
func Conditionals() []string {
	return phrases(`if
assuming
supposing
suppose
provided that
in case
were to
should the
hypothetically
in the event`)
}

// TimeRelative words make a question's answer a snapshot in time ("the
// latest", "the current"): a dated gold can be right then and differ now.
func TimeRelative() []string {
	return phrases(`latest
next
current
currently
new
newest
upcoming
as of now
now
recent
recently
most recent
today
this year
present
presently
still
so far
to date
nowadays
these days
last`)
}

// NegativeDirection words make the figure they describe negative or a fall:
// a loss, a decrease, an outflow.
func NegativeDirection() []string {
	return phrases(`loss
losses
net loss
deficit
deficits
decrease
decreased
decreases
decreasing
decline
declined
declines
declining
fell
fall
falls
drop
dropped
drops
down
outflow
outflows
used in
negative
minus
shortfall
reduction
reduced
contraction
contracted
shrank
lower by`)
}

// PositiveDirection words make the figure they describe positive or a rise:
// a profit, an increase, an inflow.
func PositiveDirection() []string {
	return phrases(`profit
profits
gain
gains
increase
increased
increases
increasing
rise
rose
rises
grew
growth
grow
up
inflow
inflows
provided by
generated by
positive
plus
surplus
higher by`)
}

// ChangeFalls and ChangeRises name a change as a noun, before "of" or
// "by" and its figure, in a gold that states one ("A decrease of $57
// million", "An increase of 4%"): the answer must state the same
// direction.
func ChangeFalls() []string {
	return words(`decrease decline drop fall loss reduction contraction shortfall`)
}

// ChangeRises name a change upward as a noun (see ChangeFalls).
func ChangeRises() []string { return words(`increase rise gain growth`) }

// ComparisonLeads, right after a comma that follows a figure, open the
// prior-period figure the answer compares it with ("81%, up from 76% in
// 2021", "$9.4 billion, compared with $8.7 billion a year earlier"): the
// figure before the comma is the answer, the one after is no rival to
// it, and the year after it dates the comparison, not the answer.
func ComparisonLeads() []string {
	return phrases(`up from
down from
compared with
compared to
versus
vs`)
}

// YearEnds, before a month and perhaps its day, make the date a year's
// end ("the year ended June 30, 2023", "the year to 31 March 2024"): it
// dates a whole (fiscal) year, not a day within one.
func YearEnds() []string {
	return phrases(`year ended
year ending
year to`)
}

// ShareWords make a question ask for a share or rate, where 0.29 and 29%
// are the same answer.
func ShareWords() []string {
	return words(`percent percentage share rate proportion fraction margin yield
return growth change portion`)
}

// ScaleLabelFillers may stand between a figure and the magnitude word that
// labels it, or between "in" and that word ("48,250,000 (USD thousands)",
// "in thousands of dollars", "in US$ millions"): marks, brackets and
// currency words.
func ScaleLabelFillers() []string {
	return words(`* _ ( [ in of us usd $ us$ dollar dollars eur euro euros € gbp £ pounds`)
}

// Scales are magnitude words and their factors, as a question ("in USD
// millions") or an answer ("$5.47 billion") states them.
func Scales() map[string]float64 {
	return map[string]float64{
		"thousand": 1e3, "thousands": 1e3, "k": 1e3,
		"million": 1e6, "millions": 1e6, "mn": 1e6, "mm": 1e6, "m": 1e6,
		"billion": 1e9, "billions": 1e9, "bn": 1e9, "b": 1e9,
		"trillion": 1e12, "trillions": 1e12, "tn": 1e12,
	}
}

// FunctionWords do not count when initialisms and names are compared ("of"
// in "Department of Defense").
func FunctionWords() []string {
	return words(`of and the for in on at to a an by with de la du von van`)
}

// AgentSlotWords may stand between a relation word and the name that
// holds it ("written by internal auditor Mark Ellis", "chaired by the
// CFO, ..."): articles, and the lower-case role nouns and adjectives a
// name is introduced with.
func AgentSlotWords() []string {
	return words(`a an the its their his her our former then current acting interim internal external senior chief lead head deputy vice`)
}

// AgentSlotJoiners may stand between the names that hold a relation ("by
// Kygo and Selena Gomez", "by Maulana Wahid, also known as Haji Sahib"):
// the holder is all of them.
func AgentSlotJoiners() []string {
	return words(`and or also known as better aka of de la du von van der del da le`)
}

// NonAgentPrepositions, between a relation word and a name, make the
// name what the relation is for or about, not who holds it ("written for
// X", "a song about X", "dedicated to X").
func NonAgentPrepositions() []string {
	return words(`for about to at on with against under toward towards after`)
}

// Articles are dropped wherever they stand in the comparison form of text.
func Articles() []string { return words(`a an the`) }

// DocumentActs date a document, not what it reports ("the auditor's
// report dated February 24, 2023", "signed on 3 March 2023"): a year after
// one of them and a month is the day the document bears.
func DocumentActs() []string {
	return words(`dated signed issued filed published released`)
}

// PhrasalActs name, one a line, a verb and the particle after it that
// together say the act of a relation family, then a word of that family:
// a question asking when a song "came out" is answered by "It was
// released in 1983".
func PhrasalActs() []string {
	return phrases(`come out release
comes out release
came out release
coming out release`)
}

// GlueWords are the short function words a web answer may run into the
// number after them ("in1978", "has3 lines", "from1665", "1931or1932"),
// and the fiscal-year mark "FY" ("FY2022" is fiscal 2022): such a word
// before digits ends, and the digits are a number of their own, where
// other letters glued to digits make a name ("A380", "F150", "mp3").
func GlueWords() []string {
	return words(`in on at by of to from into has had have was were is are and or but nor not then since until than over about around for with after before during between fy`)
}

// NameGlueTails are the function words a web answer may run onto the end
// of a name whose markup was stripped ("played byRicky Nelsonin the
// film", "recorded by Mariah Careyfor her album"). Words that end names
// themselves are left out: "on" (Johnson), "an" (Roman), "as" (Andreas),
// "by" (Derby), "to" (Toronto), "or" (Windsor), "at" (Ararat), "the"
// (Blythe). A tail of two letters follows a name word of five letters or
// more only (see normalize.UnglueNames): "Curtis" is no "Curt is".
func NameGlueTails() []string {
	return words(`in is of and for from with which who whose was were during while when after before since until`)
}

// GluedBefore are the function words a web answer may run onto the start
// of a common word whose markup was stripped, when another runs onto its
// end too ("located in themidpieceand are", "in thethylakoid membranesof
// the cell"): see normalize.UnglueWords.
func GluedBefore() []string {
	return words(`the a an is was are were of in to by for as at on from with be and or`)
}

// GluedAfter are the function words a web answer may run onto the end of
// a common word whose markup was stripped, when another runs onto its
// start too ("themidpieceand", "thecellaornaos"): see
// normalize.UnglueWords.
func GluedAfter() []string {
	return words(`of in and or is was are were for from with which to on at by as that`)
}

// GluedOpeners are the function words a web answer may run onto the start
// of a common word of six letters or more whose markup was stripped, with
// nothing run onto its end ("is called thepour point.", "The main
// industry ismining."): no common word opens with one of them and then a
// word that long (but "werewolves"). See normalize.UnglueWords.
func GluedOpeners() []string {
	return words(`the is was`)
}

// StyledTitles style a royal by the title before the given name: a gold
// "Charles, Prince of Wales" is named "Prince Charles", "Diana, Princess of
// Wales" "Princess Diana". Other titles style by the place ("the Duke of
// Edinburgh"), not the given name.
func StyledTitles() []string {
	return words(`king queen prince princess emperor empress`)
}

// PlaceLinks join a place's name by hyphens to the words that make it
// another, longer place name: "Holt-on-Sea", "Kelby-upon-Tarn",
// "Marn-le-Street", "Saint-Jean-de-Luz", "Frankfurt-am-Main".
func PlaceLinks() []string {
	return words(`on upon under in by next over le la les de du des sur en am an der`)
}

// StatedNamings, after a copula, state what something is named: "is
// called X", "was titled X", "is known as X". A gold the question holds is
// then stated as the answer, not restated. "is spelled X" is left out: for
// "how do you spell X" it only echoes the question.
func StatedNamings() []string {
	return words(`called named titled entitled termed dubbed known`)
}

// Months are the month names and their abbreviations.
func Months() []string {
	return words(`january february march april may june july august september october
november december jan feb mar apr jun jul aug sep sept oct nov dec`)
}

// NameJoiners stand inside a name, between its capitalized words ("Game
// of Thrones", "Ludwig van Beethoven"); "and" joins two names instead.
func NameJoiners() []string { return words(`of the de la du von van der del da le`) }

// SentenceOpeners are common words that open a sentence capitalized
// without being a name ("The", "It", "However"): pronouns, determiners,
// prepositions, conjunctions and frequent adverbs.
func SentenceOpeners() []string {
	return words(`a an the it its he she his her they their them we our you your i this that
these those there here in on at as after before during when while although though
since despite for from with by of to if so yet but however also some many most one
two three several both each every all other another such according and or no not
today currently originally later then now finally first second eventually instead
additionally furthermore moreover meanwhile unlike like over under between among
throughout within without until upon into onto about around near`)
}

// RelationFamilies are words that state one relation, a family a line:
// the irregular forms of a verb and the nouns of who does it ("sang",
// "sung", "singer" for "sing"), and the verbs the same relation is as often
// said with ("portrayed" for "played" a role). A sentence holding one
// speaks of what a question holding another asks. Regular inflections
// ("designs", "designed") need no entry.
func RelationFamilies() []string {
	return phrases(`
sing sings sang sung singing singer singers vocals vocalist vocalists performed performs recorded recording
play plays played playing portray portrays portrayed portraying voice voices voiced voicing starred stars starring
write writes wrote written writing writer writers penned authored author authors composed
chair chairs chaired chairing chairman chairwoman chairperson presides presided
film films filmed filming shot shooting
win wins won winning winner winners
score scores scored scoring scorer scorers netted
concede concedes conceded conceding allow allows allowed allowing
lead leads led leading leader leaders
build builds built building builder builders construct constructs constructed constructing construction complete completes completed completing completion finished
found founds founded founding founder founders established
ruled ruler rulers
direct directs directed directing director directors
invent invents invented inventing inventor inventors
discover discovers discovered discovering discoverer
begin begins began begun beginning
start starts started starting commenced
speak speaks spoke spoken speaker
say says said saying
buy buys bought buyer acquire acquired acquires acquisition purchased
sell sells sold seller
teach teaches taught teacher
make makes made making maker
draw draws drew drawn
give gives gave given
take takes took taken
come comes came
go goes went gone
know knows knew known
hold holds held holder
fly flies flew flown
lose loses lost loser
run runs ran running runner
succeed succeeds succeeded succeeding successor successors
become becomes became
choose chooses chose chosen
eat eats ate eaten
release releases released releasing launch launches launched launching premiere premieres premiered debuted
publish publishes published publishing publisher publishers
design designs designed designing designer designers
paint paints painted painting painter
translate translates translated translating translator
edit edits edited editing editor
arrange arranges arranged arranging arranger
illustrate illustrates illustrated illustrating illustrator
open opens opened opening inaugurated inaugurate unveiled
approve approves approved approving approval
announce announces announced announcing announcement
propose proposes proposed proposing proposal
born birth
die dies died dying death
marry marries married marrying marriage
retire retires retired retiring retirement
elect elects elected electing election
appoint appoints appointed appointing appointment
produce produces produced producing producer producers production
restore restores restored restoring restoration
demolish demolishes demolished demolishing demolition
own owns owned owning owner owners ownership
covered covering
dedicate dedicates dedicated dedicating dedication
inspire inspires inspired inspiring inspiration
review reviews reviewed reviewing reviewer reviewers
`)
}

// GenericActs are the forms of the relation families that say little of
// their own ("made", "came", "began"): a question asking by one names no
// act a rule can hold an answer to ("When does season 6 start?" is
// answered by "premiered"), and an answer saying one says no other act
// ("the award went to ..."). The works an act makes ("the film", "the building") count with them:
// a question names them as its object, not as what it asks; "opening",
// "lead" and "runner" name a part or a person as often ("the opening
// credits", "the lead character", "runner-up").
func GenericActs() []string {
	return words(`make makes made making come comes came go goes went gone take takes took
taken give gives gave given know knows knew known become becomes became say says said
hold holds held holder begin begins began begun beginning start starts started starting
commenced film films filming building buildings painting paintings recording recordings
drawing drawings writing writings opening lead runner`)
}

// PriorActs come before the event they speak of: what is announced or
// proposed has not happened yet ("The game was announced in 1996" for
// when it came out). A question asking when, by no act of its own ("When
// did it come out?"), is not answered by a span saying one of them the
// question does not. ("approved" is left out: an approval is as often the
// event itself, "approved for sale over the counter in 1984".)
func PriorActs() []string {
	return words(`announce announces announced announcing announcement propose proposes proposed
proposing proposal`)
}

// LifeActs are the two ends of a life: a question asking when a thing
// did something by no act of these ("When did the Brenmoor lighthouse
// first shine?") is not answered by a span dating someone's birth or
// death ("In 1871 the lighthouse's keeper was born"). "birth" is left
// out: "gave birth" is as often the asked act itself ("when did she have
// her baby").
func LifeActs() []string {
	return words(`born die dies died dying death deaths`)
}

// OppositeActs pair the forms of an act a question may ask by (before
// the colon) with the forms of the act that undoes it (after): a span
// saying only the undoing act ("Kelby Rovers left the league on 4 March
// 1971" for when they joined it) dates the other end of the story.
func OppositeActs() []string {
	return phrases(`join joins joined joining: leave leaves left leaving quit quits resign resigns resigned resigning
open opens opened opening: close closes closed closing closure shut shuts
enter enters entered entering: exit exits exited leave leaves left leaving
arrive arrives arrived arriving arrival: depart departs departed departing departure
hire hires hired hiring: fire fires fired sacked dismissed
marry marries married marrying marriage: divorce divorces divorced divorcing
win wins won winning: lose loses lost losing
launch launches launched launching: cancel cancels cancelled canceled scrapped
born birth: die dies died dying death`)
}

// CeaseActs say that an act or a state came to an end: before the act
// ended, as a gerund ("The ferry stopped running in 1931", "ceased
// trading"), or as the participle of a passive ("was decommissioned"). A
// span saying one of them, for a question asking when by no word of
// ending (CeaseActs, EndWords, EndAsked), dates the end of what was asked, not its start or
// its happening.
func CeaseActs() []string {
	return words(`stop stops stopped stopping cease ceases ceased ceasing quit quits quitting halt halts halted
halting discontinue discontinues discontinued discontinuing decommission decommissions decommissioned
end ends ended ending finish finishes finished finishing abandon abandons abandoned abolish abolishes
abolished retire retires retired retiring`)
}

// EndAsked ask about an ending in a question ("When did they get rid of
// it?", "the last time"), besides CeaseActs and EndWords.
func EndAsked() []string {
	return words(`rid last over shut`)
}

// StartActs say that something began ("Work on the bridge started in
// 1968"), or only that one took some part ("was behind", "was involved
// in"; not "is credited with", which goes on to the act): no act a question asks by them names (see
// GenericActs), but when it asks another ("When did the bridge open?",
// "Who directed the film?"), an answer saying only one of them gives
// another event's date, or no part in particular.
func StartActs() []string {
	return words(`begin begins began begun beginning start starts started starting commenced
behind involved contributed`)
}

// Candidacies say that one was only a candidate for a role, a prize or a
// part ("nominated for the title", "auditioned for the role", "turned down
// the part", "finished runner-up"): an answer naming someone so names no
// holder of what was asked.
func Candidacies() []string {
	return phrases(`nominated
nomination
nominations
nominee
nominees
shortlisted
shortlist
auditioned
audition
auditions
turned down
finalist
finalists
runner up
runners up
contender
contenders
candidate
candidates
was offered
were offered
was considered for
were considered for
campaigned`)
}

// Subordinates, before the name of an act or of who does it, make it
// another's part under the one who does it: "the assistant director",
// "deputy leader", "associate producer".
func Subordinates() []string {
	return words(`assistant assistants deputy deputies vice associate sub under`)
}

// VagueActs say that someone had a hand in a work without saying which
// ("made", "worked on", "was behind", "was involved in"): for a who
// question naming a specific act ("Who directed Low Tide?") they give no
// answer to it when the gold does them ("Lena Holt made Low Tide", "was
// made by Lena Holt"). "made" is also a GenericAct: it names no act a
// question may ask by.
func VagueActs() []string {
	return words(`made behind involved worked contributed helped`)
}

// EventParts name a part of an event, before "of" ("the first leg of the
// final", "the second half of", "a stage of the race"): the asked act done
// in a part of the asked event is not the act done in the whole.
func EventParts() []string {
	return words(`leg legs half halves round rounds stage stages heat heats set sets
quarter quarters period periods inning innings lap laps semifinal semifinals semi
qualifier qualifiers qualifying preliminary preliminaries`)
}

// ListingWords say that a company's shares were listed on an exchange
// ("listed on the Kelby exchange", "listed its shares", "floated"):
// another event than its founding, as going public is.
func ListingWords() []string { return words(`listed floated`) }

// ListingTopics, in a question, ask about a listing itself ("When did
// Morrow complete its IPO?"): a listing then answers it.
func ListingTopics() []string {
	return words(`ipo public listing listed list float flotation floated shares stock exchange`)
}

// GoForms are the forms of "go": before "public" they say that a company
// listed its shares, another event than its founding.
func GoForms() []string { return words(`go goes went gone going`) }

// CreditedWith, after "credited", go on to name the act credited
// ("credited with directing it", "credited as its director"); "credited"
// with none of them says only that one had some part.
func CreditedWith() []string { return words(`with as for`) }

// ReleaseFormats are the formats a work is released in: "released on
// vinyl on March 3" dates one format's release, not the work's.
func ReleaseFormats() []string {
	return words(`vinyl cd cds cassette cassettes dvd dvds blu-ray bluray vhs video videocassette
streaming download paperback hardback hardcover audiobook`)
}

// FirstReleases, before a release, make it the work's release whatever
// the market: "first released in Japan", "its original UK release".
func FirstReleases() []string { return words(`first original originally initially worldwide`) }

// PhrasePrepositions open a short phrase that may stand between an act
// and "by" and its agent: "directed for the stage by", "produced in 1994
// by", "sung on the record by".
func PhrasePrepositions() []string { return words(`for in on at with during`) }

// PassiveAuxiliaries stand before a passive participle: "was closed in
// 1968".
func PassiveAuxiliaries() []string { return words(`was were been`) }

// StateParticiples, after "was", say where or what a thing is, or what is
// said of it, rather than an act done to it: "was located in", "was named
// after", "was believed to".
func StateParticiples() []string {
	return words(`located situated based named called nicknamed titled entitled considered
regarded described listed ranked rated estimated valued priced sized aged dated believed
thought reported rumored rumoured alleged supposed expected scheduled`)
}

// SharedActs say the act of more than one relation family: "performed"
// says sang as often as played (SharedActFamilies names those families by
// a word of each). They answer a question asking either, and are no other
// act than one it asks.
func SharedActs() []string {
	return words(`perform performs performed performing performer performers`)
}

// SharedActFamilies: see SharedActs.
func SharedActFamilies() []string {
	return words(`sing play`)
}

// LineItems are the line items of financial statements, a group of names
// for one item a line, split by ", " ("revenue, net sales, turnover"): a
// figure labelled with one item is not the figure of another ("operating
// income of $812 million" for revenue). Words several items share
// ("income", "profit", "margin") name none.
func LineItems() []string {
	return phrases(`revenue, revenues, sales, net sales, total revenue, total revenues, turnover, top line, net revenue, net revenues
operating income, operating profit, operating loss, income from operations, operating earnings, ebit
net income, net profit, net loss, net earnings, profit for the year, bottom line, net income attributable
gross profit, gross margin
ebitda
operating expenses, opex, operating costs, total operating expenses
cost of revenue, cost of revenues, cost of sales, cost of goods sold, cogs
total assets
total liabilities
shareholders equity, stockholders equity, total equity, shareholder equity, stockholder equity
operating cash flow, cash from operations, cash flow from operations, cash provided by operating activities, net cash from operating activities
free cash flow
capital expenditure, capital expenditures, capex, purchases of property and equipment
research and development, r and d
backlog, order backlog
dividends, dividends paid
total debt, long term debt
cash and cash equivalents
inventory, inventories
accounts receivable
earnings per share, eps, diluted eps, basic eps
income tax, income taxes, tax expense, provision for income taxes
interest expense
depreciation and amortization, depreciation, amortization
goodwill
net interest income`)
}

// Bases qualify a figure as measured on another basis or over another
// span than the one reported for the year ("adjusted revenue", "on a
// non-GAAP basis", "organic growth", "quarterly revenue peaked at", "an
// annualized run rate", "restated"): unless the question speaks of it, a
// figure so qualified is not the one asked for.
func Bases() []string {
	return phrases(`adjusted
non gaap
organic
underlying
like for like
comparable
excluding
before intercompany
quarterly
monthly
weekly
daily
annualized
annualised
run rate
restated
calendar
average
averaged`)
}

// OtherParties name another company or body by its tie to the one asked
// about ("Brightway, the parent, reported $4.1 billion", "its rival",
// "a peer"): what the answer gives them is not the asked one's.
func OtherParties() []string {
	return phrases(`parent
parents
parent company
holding company
rival
rivals
competitor
competitors
peer
peers
affiliate
affiliates
sister company
joint venture
acquirer
owner
owns
majority owner
former owner
spin off
spun off
predecessor
successor company`)
}

// Currencies name one currency a line, its ISO code first, then its
// other names split by ", " as Tokens writes them ("c $" for "C$"). A sign
// several currencies use ("$", "¥", "kr") names none: "¥" is written for
// yen and for yuan. A bare name several currencies share ("dollars",
// "crowns", "dinars") stands on one line: read beside a gold of another
// line, it is another currency, and the rule abstains.
func Currencies() []string {
	return phrases(`usd, us dollar, us dollars, u s dollars, us $, dollar, dollars
eur, euro, euros
gbp, pound sterling, pounds sterling, sterling, british pounds, pound, pounds
jpy, yen, japanese yen
cny, yuan, renminbi, rmb, chinese yuan
inr, rupee, rupees, indian rupees
cad, canadian dollar, canadian dollars, c $, ca $, cdn $
aud, australian dollar, australian dollars, a $, au $
nzd, new zealand dollar, new zealand dollars, nz $
hkd, hong kong dollar, hong kong dollars, hk $
sgd, singapore dollar, singapore dollars, s $
chf, swiss franc, swiss francs, francs, franc
sek, swedish krona, swedish kronor, kronor
nok, norwegian krone, norwegian kroner
dkk, danish krone, danish kroner
krw, korean won, south korean won
brl, brazilian real, brazilian reais, reais, r $
mxn, mexican peso, mexican pesos, pesos
zar, rand, south african rand
try, turkish lira, lira
rub, ruble, rubles, rouble, roubles
pln, zloty, zlotys, zlotych, polish zloty
czk, koruna, czech koruna, crown, crowns
huf, forint, forints, hungarian forint
kwd, dinar, dinars, kuwaiti dinar, kuwaiti dinars
sar, riyal, riyals, saudi riyal, saudi riyals
aed, dirham, dirhams, uae dirham
ils, shekel, shekels, new shekels
egp, egyptian pound, egyptian pounds
thb, baht, thai baht`)
}

// RenamingVerbs say that what a sentence speaks of took another name
// ("Sarn Park was renamed the Kessel Arena in 2020"): after a gold, with
// no gold after them, the gold is an old name.
func RenamingVerbs() []string { return words(`renamed rebranded retitled rechristened`) }

// ChangeVerbs say that what a sentence speaks of was changed since ("It
// was repainted grey in 2019", "the hall was renamed", "the roof was
// replaced with copper"): a later sentence saying one may revise the
// answer before it.
func ChangeVerbs() []string {
	return words(`repainted rebuilt renamed relocated redesigned replaced converted changed
switched moved transferred refitted rebranded retitled reclassified recast reassigned
resurfaced reclad recoloured recolored`)
}

// Weekdays are the names of the days of the week.
func Weekdays() []string {
	return words(`monday tuesday wednesday thursday friday saturday sunday`)
}

// NumberWords are the words of numbers, positions, amounts and times of
// day: a gold made of them ("a dozen", "twice", "noon") may still be a
// number (month names count too: see Months).
func NumberWords() []string {
	return words(`zero one two three four five six seven eight nine ten eleven twelve
thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty
sixty seventy eighty ninety hundred thousand million billion trillion dozen half quarter
twice once thrice none no nil nothing single pair couple several few many both all every
score first second third fourth fifth sixth seventh eighth ninth tenth last percent noon
midnight`)
}

// CountWords state how many items a question asks for ("the three
// segments").
func CountWords() map[string]int {
	return map[string]int{
		"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
		"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
		"both": 2, "pair": 2, "twins": 2,
	}
}

// PercentWords follow a number to make it a percentage.
func PercentWords() []string { return words(`% percent pct percentage`) }

// Approximations say a value is rounded: fine for equality, not for a NO.
func Approximations() []string {
	return words(`about approximately approx around roughly estimated estimate circa some
nearly almost`)
}

// Qualifiers make the number after them a bound, not the answer ("more than
// 5", "at least 5").
func Qualifiers() []string {
	return phrases(`more than
less than
fewer than
greater than
higher than
lower than
at least
at most
up to
over
under
above
below
nearly
almost
exceeding
beyond
upwards of
shy of
short of`)
}

// DateQualifiers make the date after them a bound, not the answer.
func DateQualifiers() []string {
	return words(`before after by until till since around circa from between prior`)
}

// YearBounds, right before a year (or before "to" or "than" and a year),
// make it a bound on when something happened, not when it happened:
// "founded before 1968", "after 1968", "prior to 1968", "earlier than
// 1968", "had closed by 1968".
func YearBounds() []string { return words(`before after prior by earlier`) }

// RankAsked, in a question, ask for a position in a ranking ("What is the
// rank of Kelby by population?", "Where does Kelby rank?"): an ordinal
// answers it as a bare gold number does.
func RankAsked() []string { return words(`rank ranks ranked ranking`) }

// DateOffsets count time from a date or move it ("a year later", "the
// Wednesday following", "moved up two weeks"): in a sentence holding one,
// the date written may be a reference point, not the date meant.
func DateOffsets() []string {
	return words(`later earlier ago afterwards beforehand following preceding next previous
day days week weeks fortnight month months moved postponed delayed rescheduled`)
}

// LikeVerbs, after ", as <name>", stand for the verb before: the name did
// the same ("Ana Ruiz sang the lead, as Tom Berg did before her").
func LikeVerbs() []string { return words(`did does do had has have was were is are would could`) }

// YearShifts, after a time unit ("two years later", "a decade
// afterwards"), date something from a year written before them, not in
// it.
func YearShifts() []string { return words(`later earlier afterwards afterward after before on`) }

// TimeUnits count time ("two years", "a decade").
func TimeUnits() []string {
	return words(`year years decade decades month months week weeks day days century centuries`)
}

// RateBases are what a figure may be given per that makes it a rate
// rather than the amount asked ("$812 million per quarter", "40,000
// people per square mile", "per capita"): parts of a year shorter than
// it, smaller spans of time, measures of area and length, heads. Not the
// year, the way a yearly figure is told ("$174,000 per year").
func RateBases() []string {
	return words(`quarter month week day hour minute second square km kilometre kilometer
mile acre hectare capita head person`)
}

// YearOpeners stand before a four-digit number that is a year, not a count
// ("in 2019", "since 1998", "as of 2021"; months too, see Months): a count
// asked for is not rivalled by the year it is dated in.
func YearOpeners() []string {
	return words(`in since until till during circa of year`)
}

// RangeOpeners and RangeJoiners write a span between two figures ("from
// 1996 to 2003", "between 1994 and 1998").
func RangeOpeners() []string { return words(`from between`) }

// RangeJoiners join the two ends of a span (see RangeOpeners).
func RangeJoiners() []string { return words(`to and until till`) }

// PrecisionWords follow a number that says how precisely to write another
// ("two decimal places", "3 significant digits"): it is no figure of the
// answer.
func PrecisionWords() []string {
	return words(`decimal decimals significant`)
}

// EraWords date loosely, by a span of years ("the 11th century", "the
// early 1990s"): beside them a year is one bound of the span.
func EraWords() []string {
	return words(`century centuries decade decades millennium era`)
}

// DecadeParts name a part of a decade before it ("the early 1960s",
// "mid-1970s"): the decade still bounds the years meant.
func DecadeParts() []string { return words(`early mid late`) }

// EraMarks follow a year to name its era ("570 CE", "586 BCE", "AD 33"
// aside): they mark a figure, and name no one.
func EraMarks() []string { return words(`ce bce ad bc`) }

// EraTwins pair the era marks that name the same era, one pair a line:
// "691 AD" is "691 CE", "957 BC" is "957 BCE".
func EraTwins() []string { return phrases("ce ad\nbce bc") }

// References are words after which a number points into the document
// rather than answering: "page 5", "Table 2", "section 3".
func References() []string {
	return words(`page pages p pp figure figures fig table tables chapter section sections
slide slides appendix footnote equation eq line lines row column step item items note notes
exhibit`)
}

// AssumedNameFields are question words of fields where people customarily
// go by a name they took: pen names (writers), stage names (singers,
// bands, recording artists), ring names and names taken on a conversion
// (boxers, wrestlers), regnal and religious names (popes, monarchs). Two
// names that share no word may then be one person ("Eric Arthur Blair"
// is George Orwell, "Karol Wojtyla" John Paul II).
func AssumedNameFields() []string {
	return words(`wrote write writes written writer writers author authors authored novel novels
novelist poem poems poet poets penned sang sing sings sung singer singers band bands rapper
rappers vocalist vocalists lyricist recorded recording pope popes king kings queen queens emperor emperors empress
monarch monarchs tsar czar sultan pharaoh reign reigned reigning throne crowned saint
boxer boxers boxing heavyweight wrestler wrestlers wrestling`)
}

// TakenNameActs are words of acts and callings, beyond AssumedNameFields,
// whose doers are often known by a name they took in place of a birth
// name: leaders of states and movements (party and war names: Stalin,
// Tito), film-makers, comedians, composers, musicians, painters and those
// who appear on screen (stage and professional names), converts. A sentence
// giving such an act to a name that shares no word with the acceptable
// one may give the same person's birth name.
func TakenNameActs() []string {
	return words(`led lead leads leader leaders ruled rule rules ruler rulers governed dictator
dictators revolution revolutions revolutionary revolutionaries guerrilla guerrillas directed
director directors comedian comedians comedy convert converts converted conversion
compose composes composed composer composers song songs songwriter songwriters music musician
musicians album albums lyrics painted painter painters artist artists photographed
photographer appeared appear appears appearing appearance cameo`)
}

// AssumedNameFrames stand right before a name a person took ("performed
// under the name Freddie Mercury", "known as", "billed as"): the name after
// them is the same person's, not another's. They are the FormerNameFrames,
// "name" and "billed".
func AssumedNameFrames() []string { return append(FormerNameFrames(), words(`name billed`)...) }

// RegnalTitles are titles taken with a name in place of a birth name
// ("Pope Francis", "King Charles", "Emperor Yongle", "Saint Paul").
func RegnalTitles() []string {
	return words(`king queen pope emperor empress sultan tsar czar tsarina pharaoh shah
prince princess saint st lord lady dame sir kaiser caliph khan maharaja raja rani`)
}

// CoListing join one name to another as co-members of a list or a
// pair ("Ada Brun and Tom Berg", "with Tom Berg", "Brun & Berg"): the
// Companions and the conjunctions.
func CoListing() []string { return append(Companions(), words(`and or nor & plus`)...) }

// OpinionWords say that something is held, credited or reported rather
// than that it is so ("is generally considered", "widely regarded as",
// "is credited with"): who is so held is a matter of weighing.
func OpinionWords() []string {
	return words(`considered regarded deemed generally widely commonly often usually typically
traditionally credited believed thought reportedly allegedly supposedly reputed hailed
acclaimed recognized recognised acknowledged`)
}

// StageRuns are words of stage productions, runs and tours ("on
// Broadway", "the West End musical", "the touring production"), where a
// role passes from one performer to another over the run.
func StageRuns() []string {
	return words(`broadway musical musicals stage theatre theater production productions tour
touring revival revivals opera`)
}

// Performers are the nouns of those who play roles ("the actress who
// plays Ivo").
func Performers() []string { return words(`actor actors actress actresses performer voice`) }

// Absences are words by which a gold itself says that something is
// lacking or none ("lack of funding", "an unknown recipient", "zero"): a
// prediction denying the question's premise may then say the gold.
func Absences() []string {
	return words(`lack lacks lacking lacked absence absent without free loss lost deficiency
shortage failure failed missing zero nil empty nothing none unknown undisclosed unnamed
anonymous nobody neither`)
}

// DenialTurns are words by which a sentence that negates may go on to
// answer after all ("is not X but Y", "none other than Y", "did not win
// until 1990", "no one except Y", "never married anyone else"), or deny
// only a part or a time ("no one won it outright", "has not played it
// since the pilot", "was never officially crowned").
func DenialTurns() []string {
	return words(`except excluding unless until till than only other others else while whereas
besides apart unlike contrary merely just beyond save instead rather since before after
outright alone solely officially formally technically strictly fully entirely completely`)
}

// CivilOffices are offices held under the name one was born with ("President
// Theodore Roosevelt", "Justice Harlan"), unlike a throne, a religious
// office or a stage title ("Pope Francis", "Captain Beefheart", "General
// Tom Thumb"): before a gold name they say nothing of another name.
func CivilOffices() []string {
	return words(`president vice prime minister governor senator mayor chancellor premier
chairman chairwoman chairperson secretary justice judge commissioner`)
}

// FeaturedPeople are the nouns by which a question asks who appears in a
// music video or an advertisement ("who is the girl in the Harbor Nights
// video", "who was the man in the Kestrel commercial"): the one seen,
// whom a performer plays.
func FeaturedPeople() []string {
	return words(`girl girls guy guys woman women man men boy boys lady kid kids child model`)
}

// ScreenSpots are the short works one appears in as a hired performer: a
// music video or an advertisement.
func ScreenSpots() []string {
	return words(`video videos commercial commercials ad ads advert adverts advertisement`)
}

// Modelling are the words by which an answer says one appears as a model
// ("is model Ada Brun").
func Modelling() []string { return words(`model models modelling modeling`) }

// CastingTurns say that one named for a role did not play it in the
// end, stood in for another ("auditioned", "was offered", "withdrew",
// "understudy", "stunt double"), or played it at another age, in another
// version of the work or for a part of its run only ("the young Ivo", "in
// the 2019 remake", "until 1990", "in the pilot", "mostly", "in a
// cameo"), or is called otherwise ("whom fans call Jo"). They hold the
// RoleStandIns and the YoungerRoles.
func CastingTurns() []string {
	return slices.Concat(RoleStandIns(), YoungerRoles(), words(`auditioned audition offered declined rejected withdrew withdrawn dropped
turned passed lost nominated shortlisted approached stand stood replacement successor predecessor recast recasting
initially later briefly temporarily old older adult elderly remake remakes reboot sequel sequels prequel
revival spinoff reimagining adaptation adaptations version versions until till since
between pilot season seasons episode episodes dub dubs dubbing localized localised
uncredited cameo cameos mostly mainly largely chiefly partly partially primarily flashback
flashbacks radio call calls occasionally sometimes once point early scenes scene stint stints
special specials period era`))
}

// RoleStandIns are words of one who stood in for a role's player
// ("the stunt double for the star", "Ivo's understudy"): an answer to
// "who played Ivo" in them may name another than the player.
func RoleStandIns() []string {
	return words(`stunt stunts double doubles understudy understudies`)
}

// YoungerRoles, right before a role, give it at a younger age than the
// work's lead ("played young Ivo"), which another actor may have played;
// after "as a" they do too ("played Ivo as a boy").
func YoungerRoles() []string {
	return words(`young younger teen teenage teenaged child kid baby infant adolescent boy girl teenager youngster`)
}

// RetoldMedia are media a work may be retold in ("the radio version",
// "the stage version"), where one role has other players.
func RetoldMedia() []string { return words(`radio stage`) }

// SlotBreaks tie a name to another than the one the sentence speaks of
// when they stand before it ("married to", "opposite", "the actress who
// replaced"): prepositions and relative words.
func SlotBreaks() []string {
	return words(`of to with from for alongside opposite beside besides than like after before
against about under over behind who whom whose which that`)
}

// Voicing are the words of voicing or singing a role, which another than
// the one seen playing it may do ("played by one actor, voiced by
// another").
func Voicing() []string {
	return words(`voice voices voiced voicing sing sings sang sung singing vocals dub dubs
dubbed dubbing`)
}

// TeamFrames follow "plays" when it speaks of a sport, not a role ("who
// plays for the Rovers", "who played at Wembley", "who plays against").
func TeamFrames() []string { return words(`for at against versus vs`) }

// OtherNameCues are words by which a sentence may give another name of
// one person beside the one it answers with ("born", "née", "aka",
// "stage", "pen", "real", "maiden", "nicknamed", "also", "formerly"): a
// name in it may be the acceptable one under another form.
func OtherNameCues() []string {
	return words(`born nee née aka alias real stage pen maiden married nickname nicknamed
nicknames also formerly previously originally birth legal surname surnamed christened
dubbed styled titled moniker pseudonym alter ego credit credits`)
}

// NicknameWords are the descriptive words a nickname opens with ("Honest
// Abe", "Old Hickory", "Iron Mike", "Little Richard"): a name opening with
// one may be another name of the one asked about.
func NicknameWords() []string {
	return words(`honest old young big little iron mad good great bad fat slim slick lucky
crazy wild golden silent sleepy magic merry bloody brave bold fair handsome pretty sweet
smokin smokey sugar baby lady gentleman uncle aunt papa mama king queen prince kid
captain doc iceman gorgeous killer wonder marvelous marvellous stone steady`)
}

// Honorifics open names ("Sir Edmund Barton"); the name is what follows.
func Honorifics() []string {
	return words(`sir dame dr doctor president king queen prince princess lord lady pope
general captain professor prof saint st mr mrs ms`)
}

// Billings are the words by which a question asks who performed a role
// ("who played Ricky", "the actress who voices Marge"): a performer is
// credited by first and last name, so a gold that adds a legal middle name
// ("Kaley Christine Cuoco") is named by the credit ("Kaley Cuoco"). Outside
// a credit, the first and last name may be a relative or namesake ("John
// Adams" for "John Quincy Adams").
func Billings() []string {
	return words(`play plays played playing portray portrays portrayed portraying voice
voices voiced voicing star stars starred starring actor actors actress actresses`)
}

// RoleNouns name the part an actor plays ("Ivo's role", "the part of
// Ivo"): after a role's possessive they are that role itself, not another
// one related to it ("Ivo's stunt double").
func RoleNouns() []string { return words(`role roles part parts character characters`) }

// ExpansionLeads, right after an initialism, give what it stands for
// ("TC, short for total cost", "TC, which stands for total cost", "TC,
// i.e. total cost"), as a
// bracket after it does.
func ExpansionLeads() []string {
	return phrases(`short for
which stands for
that stands for
stands for
standing for
meaning
i.e.
ie`)
}

// CompanySuffixes close a company's name ("Vanguard Group, Inc.",
// "PricewaterhouseCoopers LLP"): after a comma they are part of the name,
// and a place after one is an office, not which namesake is meant.
func CompanySuffixes() []string {
	return words(`inc incorporated ltd limited llc llp lp plc corp corporation co company
ag sa se nv bv gmbh kg ab asa as oyj spa srl pty`)
}

// TitledWorks are things a question may ask for by their title or proper
// name ("what episode", "which song", "the album"): an answer to such a
// question is a name, as an answer to "who" is.
func TitledWorks() []string {
	return words(`episode episodes song songs album albums film films movie movies book
books novel novels show shows series band bands team teams poem poems game
games character characters play plays opera musical single`)
}

// TitleSmallWords stand in lower case inside a title ("Say Goodbye to
// Daisy Miller", "Eye of the Beholder") or a name.
func TitleSmallWords() []string {
	return words(`a an the of in on at to for with from by and or is as`)
}

// Offices name a post, not the person who holds it ("the Governor", "the
// Chairman"): an answer that is only one of them (or an honorific) names
// nobody, so it is not another name than the gold's.
func Offices() []string {
	return words(`emperor empress governor chairman chairwoman chairperson chair speaker
mayor senator minister premier chancellor sultan tsar czar pharaoh shah chief
judge justice commissioner secretary director manager coach captain head
leader ruler monarch sovereign dictator regent viceroy pope bishop archbishop
cardinal prophet apostle pastor priest rabbi imam council committee board
government parliament congress senate court president vice prime`)
}

// RepeatWords in an answer span say that what it counts happened again
// ("won the cup once again", "won it once in 1990, and again in 2001"):
// a "once" or "twice" there is no count of every time.
func RepeatWords() []string {
	return words(`again anew`)
}

// BelowPrepositions say that one thing lies below another: each says
// what the others do ("beneath the liver", "under the liver", "below the
// liver").
func BelowPrepositions() []string { return words(`beneath below under underneath`) }

// RoundingOpeners open a gold that gives a figure as a round value
// ("about 24 hours", "approximately 5 liters"): the figure alone says it.
// Bounds ("nearly", "over", "at least") are not among them: they say the
// value lies on one side of the figure.
func RoundingOpeners() []string { return words(`about approximately approx around roughly circa`) }

// HabitualOpeners open a gold that says what holds as a rule ("usually in
// May"): what follows says it.
func HabitualOpeners() []string { return words(`usually typically generally normally commonly`) }

// RateMarkers, after a figure, make it a rate: a word that says so ("per
// branch", "each", "daily") or a period it is counted over ("12 liters a
// year", "an hour").
func RateMarkers() []string {
	return words(`per each every annually yearly monthly weekly daily hourly nightly year years
month months week weeks day days night nights hour hours minute minutes season seasons`)
}

// LeadingPrepositions open golds that answer "where" or "when" ("in northern
// China"); the answer is what follows.
func LeadingPrepositions() []string {
	return words(`in on at during from within inside`)
}

// Setbacks, right after a name, make it the party that lost, failed or
// was turned down ("Bergen lost the vote to host it").
func Setbacks() []string {
	return words(`lost loses lose failed fails fail trailed trails conceded concedes withdrew
withdraws forfeited fell`)
}

// LosingAsked, in a question, ask for the side that did not win ("who was
// the runner-up", "which team lost the final"); Victories, right after a
// name, make it the side that won ("Bergen won the vote"): not the one
// asked for.
func LosingAsked() []string {
	return words(`runner runners runnerup loser losers lost losing finalist finalists second`)
}

// Victories: see LosingAsked.
func Victories() []string {
	return words(`won wins win beat beats defeated defeats triumphed clinched topped`)
}

// TopAsked, in a question, ask for the one ranked first ("the largest
// shareholder", "the top scorer"); RankedBelow, in the answer, rank the
// name below another ("holds 7.4%, behind one larger holder"): not the
// one asked for.
func TopAsked() []string {
	return words(`largest biggest highest top leading first greatest most best main principal`)
}

// RankedBelow: see TopAsked.
func RankedBelow() []string {
	return words(`behind trailing trails trailed outranked surpassed overtaken`)
}

// Opposition words make the name after them the other party, not the
// answer: "Atom defeats Zeus", "above first sergeant".
func Opposition() []string {
	return words(`against defeat defeats defeated defeating beat beats beating versus vs
than above below replaced replacing succeeded succeeding preceded preceding besides
outpaced outpaces outran outruns outstripped outscored outvoted outlasted overtook`)
}

// Relations, right before a name, make it what the answer is compared
// or related to, not the answer: "came out before Harbour Lights",
// "unlike Bergen", "outsold Tidewater".
func Relations() []string {
	return words(`before after unlike outsold outsells outsell outperformed outperforms outlived
outlasted outranked overtook overtakes surpassed surpasses eclipsed`)
}

// RelationHeads, before "of", "to", "with", "than" or "on" and a name,
// make it what the answer is related to: "instead of Oslo", "a sequel to
// Harbour Lights", "compared with Bergen", "rather than Oslo", "a remake
// of Low Tide", "the grandson of Ada Brun", "a follow-up to Tidewater",
// "in honour of Ada Brun", "in memory of Ada Brun", "in the name of Ada
// Brun" (an act done for one, not by one), "a tribute to Ada Brun",
// "based on Harbour Lights" (only before a capitalised name: "an economy
// based on state ownership" answers), "a town south of Holt", "just
// outside Holt".
func RelationHeads() []string {
	return append(Kin(), words(`instead rather successor successors sequel sequels prequel prequels predecessor
predecessors compared comparison contrast similar prior place remake remakes adaptation
follow spin student pupil
apprentice assistant deputy heir rival rivals colleague colleagues friend friends teacher
mentor protege disciple follower followers associate associates firm based manager managers
agent agents bodyguard bodyguards publicist biographer biographers understudy honour honor
memory name tribute north south east west northeast northwest southeast southwest outside`)...)
}

// Kin are the relatives a person is named by ("Tom Berg's wife", "the
// son of Ada Brun"): what the answer says of one is not said of the person
// the question asks about.
func Kin() []string {
	return words(`son sons daughter daughters wife wives husband husbands widow widower grandson
granddaughter grandfather grandmother grandparents brother brothers sister sisters father
mother parents nephew niece cousin cousins child children spouse uncle aunt twin mum mom dad`)
}

// Kindred name a thing by another thing it is kin to ("the ferry's sister
// ship", "the film's sequel", "Halden's replica"): what the answer says of
// one is not said of the thing the question asks about. Kin words count
// too.
func Kindred() []string {
	return words(`sister sisters sequel sequels prequel successor predecessor replica replicas remake spinoff spin-off prototype subsidiary twin`)
}

// Namings, before "after" and a name, say what something is named for:
// "named after Saint Brannoc" answers "who was it named for".
func Namings() []string { return words(`named called renamed`) }

// NameOrigins, in a question, ask where a name or word comes from ("what is
// the origin of the word celsius", "how did the city get its name"): a
// naming ("named after Anders Celsius") then answers it.
func NameOrigins() []string { return words(`origin origins etymology derived derive derives`) }

// Roles name what a person or a group is or does. Before a name, with
// Offices and Honorifics, they only describe it ("Swedish botanist Carl
// Linnaeus", "the band Orange Juice", "planner Ana Ruiz"), so the name
// alone names the same one; a word of place or time before a name ("just
// outside Philadelphia", "southeastern United States") is no role, and
// the name alone is then more than the gold says.
func Roles() []string {
	return words(`actor actress artist author writer novelist poet playwright dramatist
screenwriter lyricist songwriter composer singer vocalist rapper musician guitarist drummer
pianist violinist bassist conductor band group duo trio quartet quintet ensemble orchestra choir
producer director filmmaker animator cartoonist illustrator painter sculptor photographer
designer architect planner engineer inventor scientist physicist chemist biologist botanist
zoologist geologist astronomer mathematician economist philosopher theologian historian
archaeologist anthropologist psychologist sociologist linguist scholar professor teacher
physician surgeon doctor nurse pharmacist explorer navigator aviator astronaut pilot sailor
soldier general admiral colonel commander officer politician statesman stateswoman diplomat
ambassador lawyer attorney barrister activist reformer journalist reporter editor publisher
broadcaster presenter host comedian entertainer dancer choreographer model entrepreneur
businessman businesswoman industrialist banker merchant founder cofounder missionary monk nun
friar preacher evangelist spinner bowler batsman batter pitcher catcher quarterback striker
goalkeeper footballer cricketer player athlete runner sprinter swimmer boxer wrestler golfer
cyclist jockey driver racer skater skier climber mountaineer champion coach trainer manager
chef farmer rancher printer poetess heiress prince princess duke duchess earl count countess
baron king queen emperor empress pharaoh sultan`)
}

// GivenNameForms are common English given names, each followed by the
// short or familiar forms that stand for it in a person's usual name
// ("Dave Gahan" for David Gahan, "Bill" for William, "Thad" for
// Thaddeus), one name a line, written from general knowledge. A form that
// is as often a given name of its own is left out ("Jack", "Harry",
// "Will", "Drew", "Mickey"): "Will Smith" is not William Smith. A short
// form may stand for several names ("Pat": Patrick, Patricia).
func GivenNameForms() []string {
	return phrases(`abraham abe
albert al bert
alexander alex alec
alexandra alex
alfred alf alfie
andrew andy
anthony tony
arthur art
benjamin ben benny
bradley brad
catherine cathy kate katie
charles charlie chuck
christina chris tina
christine chris
christopher chris
cynthia cindy
daniel dan danny
david dave davy
deborah debbie deb
donald don donnie
dorothy dot dottie
douglas doug
edward ed eddie ted ned
elizabeth liz lizzie beth betty betsy
ernest ernie
eugene gene
frederick fred freddie
gerald gerry jerry
gregory greg
herbert herb bert
jacob jake
jacqueline jackie
james jim jimmy jamie
jeffrey jeff
jennifer jen jenny
jerome jerry
jessica jess
john johnny
jonathan jon
joseph joe joey
joshua josh
judith judy
katherine kathy kate katie
kathryn kathy kate katie
kenneth ken kenny
kimberly kim
lawrence larry
leonard len lenny
margaret maggie meg peggy
matthew matt
michael mike mikey
mitchell mitch
nathaniel nat nate
nicholas nick nicky
pamela pam
patricia pat patty
patrick pat paddy
peter pete
philip phil
phillip phil
raymond ray
rebecca becky
richard rick ricky rich richie dick
robert bob bobby rob robbie bert
ronald ron ronnie
samantha sam
samuel sam sammy
stanley stan
stephen steve
steven steve
susan sue susie
terence terry
thaddeus thad
theodore ted teddy theo
thomas tom tommy
timothy tim
victoria vicky
vincent vince
walter walt
william bill billy willie
zachary zach`)
}

// KindNouns, capitalised right after a name, make a longer name of a
// thing of another kind: "the Ada Brun Show", "Ada Brun Airport".
func KindNouns() []string {
	return words(`show award awards prize medal trophy cup foundation street road avenue lane
square hall center centre airport station stadium arena museum gallery library institute
university college school academy hospital theatre theater park bridge tower building memorial
hotel company corporation fund trust society festival lecture fellowship scholarship programme
program hour holdings group inc ltd llc plc partners capital ventures enterprises industries
media studios records press productions pictures collective band orchestra ensemble
quartet trio experience project`)
}

// QualifiedHeads, right after a name or a term with no punctuation
// between, make a phrase naming another thing the term only qualifies: a
// place's part or a way leading from it ("the Kelby road", "the Kelby
// district of Holt"), a building named for it ("Kelby Hospital in
// Holt"), a compound made from or acting on a substance ("velmine
// diphosphate kinase", "a velmine diphosphate analogue"), a figure drawn
// of a quantity ("the total cost curve"). Nouns that name the thing
// itself in a unit or a setting ("glucose molecules", "St Pancras
// station", "the Chicago area") are left out.
func QualifiedHeads() []string {
	return words(`road district region province hospital clinic analogue analog derivative
kinase synthase enzyme receptor inhibitor antagonist agonist curve graph`)
}

// TermModifiers, right before a term with no punctuation between, make
// the name of another term: "cyclic VDP" is another compound than "VDP",
// "average total cost" and "marginal cost" other quantities than "total
// cost" and "cost".
func TermModifiers() []string {
	return words(`cyclic average marginal mean partial relative adjusted`)
}

// BeliefKinds, in a question, ask for a belief: a gold naming its
// followers or its adjective ("Zoroastrian") is answered by the belief's
// name ("Zoroastrianism").
func BeliefKinds() []string {
	return words(`religion religions faith faiths belief beliefs creed creeds ideology ideologies
doctrine doctrines denomination denominations theology worldview`)
}

// ApartPrefixes, written as a word of their own before a word, make a
// compound of another meaning as they do joined by a hyphen: "counter
// clockwise" is not "clockwise", nor "anti Orvanism" "Orvanism".
func ApartPrefixes() []string {
	return words(`anti counter non neo pseudo contra`)
}

// RankScopes, right after a ranking word ("first to pedestrians", "most
// among left-handers", "more for the reserves"), narrow what is ranked to a
// part or a party.
func RankScopes() []string { return words(`to for among with by on`) }

// PlaceParts name a part of a settlement ("a district of Kelby"): the
// part is another place than the settlement.
func PlaceParts() []string {
	return words(`district districts quarter neighbourhood neighborhood village hamlet parish ward`)
}

// SettlementKinds name a place a name may be besides the kind a question
// asks for: "Lagos" is a city as well as a state, so "the most populous
// city is Lagos" does not name the state.
func SettlementKinds() []string {
	return words(`city cities town towns capital metropolis metropolitan area suburb borough
municipality`)
}

// PracticeIsms are words in "-ism" that name a rite, a trade or a thing,
// not a belief, though a believer's or a worker's word in "-ist" runs into
// them: "baptism" is no "Baptist" church, "evangelism" no "Evangelist"
// faith, "organism" no organist's.
func PracticeIsms() []string {
	return words(`baptism evangelism exorcism tourism organism journalism activism hypnotism
mechanism prism`)
}

// AskedKinds are kinds of named things a gold may give after the name
// ("Lagos State", "Himadri Station", "Uralic languages"): when the question
// asks for that kind, the name alone may answer it.
func AskedKinds() []string {
	return words(`state province county district region territory river lake island islands
peninsula language languages dynasty station`)
}

// KindNamings name a thing by the words after them ("the state called
// Varno", "a station named Kessavik", "the name Varno"): a kind before
// one is no kind that follows a name.
func KindNamings() []string { return words(`called named name`) }

// SpacingParticles, joined to another word or split from one, make a
// word of another meaning ("overtime" is not "over time", "maybe" not
// "may be", "anyone" not "any one"): a gold is not read respaced across
// one of them.
func SpacingParticles() []string {
	return words(`over under out off down any some every none all into onto upon with
without within back forth fore after there here where ever what when how
self kind wise ward like less ness ship hood able`)
}

// PlacePrefixes, capitalised right before a place's name, make the name of
// another place ("New Oslo", "West Lark", "Port Ada"): a one-word gold
// after one is not named.
func PlacePrefixes() []string {
	return words(`new old north south east west northern southern eastern western central
upper lower greater little port fort nova novo neo`)
}

// PlaceSuffixes, capitalised right after a place's name, make the name of
// another place ("Oslo Heights", "Lark Springs"), whatever the question
// asks (see KindNouns for things a place's name may name).
func PlaceSuffixes() []string {
	return words(`heights springs junction falls beach bay creek hills valley village township
county harbour harbor point ridge grove gardens estates crossing landing`)
}

// Generations, right after a personal name, set apart another person of
// the family who shares the name, capitalised or not: "Ada Brun Jr.",
// "Ada Brun junior", "Pieter Vann the Younger", "Lucien Marly fils" (the
// son), "Lucien Marly père", "Ada Brun Sr.", "Ada Brun senior", "Pieter
// Vann the Elder" (the father: with a son of the same name the bare name
// may mean either, so a rule abstains rather than guess; the bare name in
// the answer for a gold that carries the word, "Hank Williams" for "Hank
// Williams Sr.", is still that person). A numeral is often a ruler's
// ("Nebuchadnezzar II"), so it is left out. "younger" and "elder" set a
// namesake apart only after "the" or set off: alone they compare.
func Generations() []string { return words(`jr junior younger fils père pere sr senior elder`) }

// ComparativeGenerations are the Generations that set a namesake apart
// only after "the" ("Pieter Vann the Elder"): alone they compare ("Ada
// Brun, younger than ...").
func ComparativeGenerations() []string { return words(`younger elder`) }

// SameNameSuffixes follow a personal name and leave it the same person's:
// post-nominal letters written in mixed case ("Ada Brun PhD"). Any other
// name word after a personal name makes a longer name: another person.
func SameNameSuffixes() []string { return words(`phd esq bt`) }

// Connectives may stand between the items of a prose list.
func Connectives() []string { return words(`and or also as well both plus`) }

// SentenceAbbreviations end in a full stop that does not end a sentence.
func SentenceAbbreviations() []string {
	return words(`mr mrs ms dr st jr sr vs etc inc no co ltd mt ft gen col lt sgt rev prof
e.g i.e approx fig vol corp capt maj adm cmdr gov sen rep hon pres fr excl incl est dept
univ bros ave blvd al cf ca nos pp eq ed eds u.s`)
}

// CommitFrames are the only words that may stand before a colon label or
// an answer in the sentence that commits to it, the prediction speaking for
// itself ("So", "My final answer:"); other words before a label ("Per the
// answer sheet:") make it someone else's answer or a note.
func CommitFrames() []string {
	return words(`so therefore thus hence my final the a an answer answers short response
result conclusion in summary overall is are was were be updated revised corrected
amended correction`)
}

// Turns open a sentence that turns from the answer before it to another
// ("However, the document names Lyon").
func Turns() []string { return words(`however but yet instead actually although though`) }

// FigureWords name a figure's unit, scale or closeness without saying which
// way it went ("percent", "million", "about").
func FigureWords() []string {
	return words(`percent per cent percentage points point pp approximately about around
roughly million billion thousand usd dollars`)
}

// PreambleOpeners open a first sentence that announces what follows
// ("Here are the key points", "Sure, let me explain") rather than states
// an answer.
func PreambleOpeners() []string {
	return words(`here below to let lets sure certainly hello hi great okay ok first step`)
}

// SoNotConcluding follow a "so" that is a degree or a purpose ("so far",
// "so that", "so called"), not a conclusion.
func SoNotConcluding() []string { return words(`far that called much many long as to`) }

// SideClauses open a clause or phrase beside the main one ("X, whose ship
// was Y", "came out before Y"): a name after them is not the answer.
func SideClauses() []string {
	return words(`which who whom whose where whereas while although though unlike
before after than except`)
}

// ClauseConjunctions open a coordinated clause after a comma ("A is X, and
// B is Y"; "X, while Y").
func ClauseConjunctions() []string { return words(`and but while whereas yet so or`) }

// DisowningWords, just after a quotation, call what it quotes not so ("...
// \"Oslo hosts the summit\" is out of date").
func DisowningWords() []string {
	return words(`outdated out-of-date wrong false incorrect inaccurate untrue mistaken myth misleading obsolete superseded stale retracted withdrawn debunked`)
}

// BeliefVerbs, after someone named or not ("the analyst thinks ...", "the
// fan wiki claims ..."), make what follows that someone's belief or claim.
func BeliefVerbs() []string {
	return words(`think thinks believe believes reckon reckons suspect suspects assume assumes guess guesses suppose supposes feel feels thought believed suspected assumed guessed supposed
claim claims claimed allege alleges alleged insist insists insisted contend contends contended`)
}

// BelieverDeterminers open a someone who may hold a belief ("the
// analyst", "many fans").
func BelieverDeterminers() []string {
	return words(`the a an my our his her their one some many most`)
}

// PlanWords make what they qualify a plan ("five seasons were planned"),
// and PlannedThings are what a plan dates or counts ("the planned release
// date").
func PlanWords() []string { return words(`planned projected`) }

// PlanAdverbs may stand between a copula and a plan word without "-ly"
// ("was first planned", "is still projected").
func PlanAdverbs() []string { return words(`first once then also still already`) }

// PlanReasonWords, in the reason a yes or no gives, make it a plan,
// proposal or target rather than what happened ("So, yes, a higher
// dividend was proposed.").
func PlanReasonWords() []string {
	return words(`plan plans planning proposed proposes proposal intends intended targets targeted budgeted forecast forecasts`)
}

// PlannedThings: see PlanWords.
func PlannedThings() []string {
	return words(`date release opening launch premiere start completion total number count figure`)
}

// DerivedWorks are made from a work and dated or credited apart from it
// ("the Harbor Nights trailer", "the Harbor Nights sequel").
func DerivedWorks() []string {
	return words(`trailer trailers teaser teasers sequel sequels prequel prequels remake remakes spinoff soundtrack soundtracks dvd dvds
parody parodies cover covers translation translations foreword preface afterword`)
}

// WorkCuts name one cut or stage of a work's making, or one release of it
// in another tongue ("in the first draft", "in the pilot", "in the dub"):
// what a work has in one of them it may not have in the finished work.
func WorkCuts() []string {
	return words(`draft drafts pilot pilots dub dubs dubbing workshop workshops demo demos treatment screenplay outline`)
}

// AdaptationWords name a work made again from another ("version",
// "adaptation", "production"): after a word of OtherMedia ("the stage
// version of Low Tide", "the radio adaptation of") they name a derived
// work. Alone they often name the asked work itself ("the 2012 movie
// adaptation of Les Misérables"), so they are no DerivedWorks.
func AdaptationWords() []string {
	return words(`version versions adaptation adaptations production productions`)
}

// OtherMedia are the media a work may be adapted to, other than the film
// most questions about a title ask of (see AdaptationWords).
func OtherMedia() []string {
	return words(`stage radio television tv musical theatre theater audio opera ballet comic
manga anime animated cartoon broadway`)
}

// OriginalWorks, before a derived work's word, make it the work itself:
// "the original cover of the album" (see DerivedWorks).
func OriginalWorks() []string { return words(`original first`) }

// DerivedLinks join a derived work to the work it is made from: "a remake
// of Salt Meadows", "the foreword to Low Tide", "the soundtrack for it".
func DerivedLinks() []string { return words(`of to for`) }

// SpeakerVerbs, after a named speaker ("Mira Solberg says ...") or ending
// a phrase set off by a comma (", its owners say."), make what is said
// that speaker's claim.
func SpeakerVerbs() []string {
	return words(`say says said claim claims claimed insist insists insisted believe believes believed think thinks thought argue argues argued maintain maintains maintained contend contends contended allege alleges alleged reckon reckons suspect suspects suspected assert asserts asserted`)
}

// StartWords say that something began, and EndWords that it ended
// ("premiered on May 2, 2016, and concluded on March 10, 2017"; "from May
// 2 to March 10"): a question asks one of the two, and a sentence's other
// date is the other end of the same run, no rival answer.
func StartWords() []string {
	return words(`start starts started starting begin begins began begun beginning premiere premieres premiered debut debuts debuted open opens opened launch launches launched from`)
}

// EndWords: see StartWords.
func EndWords() []string {
	return words(`end ends ended ending conclude concludes concluded finish finishes finished wrap wraps wrapped close closes closed until till to through`)
}

// AskedStarts say that a question asks when something started or came
// out ("when did season 8 premiere", "when was it released"): StartWords
// without "from", which asks of a source, and with "out" and "release".
func AskedStarts() []string {
	return words(`start starts started starting begin begins began begun beginning premiere premieres premiered debut debuts debuted open opens opened launch launches launched out released release`)
}

// IdleRenamings are Supersession words that set nothing against the
// value when they give a place its present name ("in what is now
// Virginia", "now known as the Solent").
func IdleRenamings() []string { return words(`now`) }

// RenamingFrames are the phrases around an IdleRenamings word that give
// what follows them its present name ("in what is now Virginia", "the
// valley now known as the Solent", "what we now know as Oslo"), one a
// line. Where two fit around one word ("what is now known as"), the
// first listed is read.
func RenamingFrames() []string {
	return phrases(`what is now
what was now
now known as
now know as
now called
now named`)
}

// IdleOrdinals are Supersession words that set nothing against the value
// when they count the question's own item ("the second season" when
// season 2 is asked).
func IdleOrdinals() []string { return words(`second`) }

// IdlePresents are Supersession words that set nothing against the value
// in a span that only restates a present-tense question with the gold
// ("The drummer is currently Tom Berg").
func IdlePresents() []string { return words(`current currently`) }

// IdleUntils are Supersession words that set nothing against the value
// when they end a holder's own run at their death ("until his death in
// 2008") and the question asks of the past.
func IdleUntils() []string { return words(`until`) }

// IdleDescriptors are Supersession words that set nothing against the
// value when they stand in a descriptor of the gold that says nothing of
// what was asked ("Zhu Yuanzhang, a former peasant, ...", "former NBA
// player Kenny Anderson").
func IdleDescriptors() []string { return words(`former`) }

// IdleContrasts are Supersession words that set nothing against the value
// when the clause before them names no value, only that there are several
// ("Many bands have recorded it, but the best-known version is by ..."),
// and the clause after them picks the answer out of those (see Several
// and Picks).
func IdleContrasts() []string { return words(`but`) }

// IdleFormerNames are Supersession words that set nothing against the
// value when they give a named thing its old name ("the SAP Arena,
// formerly known as the Kelby Dome", "Raquel Holt (formerly Slater)"),
// and FormerNameFrames the words that may stand between one and the old
// name.
func IdleFormerNames() []string { return words(`formerly`) }

// FormerNameFrames: see IdleFormerNames.
func FormerNameFrames() []string { return words(`known called named as`) }

// FirstOfSeveral and LastOfSeveral pick the first or the last of
// several times or items ("the first Kelby Cup", "the most recent
// winner", "last sailed"): an answer speaking of one end where the
// question asks of the other speaks of another time.
func FirstOfSeveral() []string {
	return words(`first earliest original originally initial initially inaugural`)
}

// LastOfSeveral: see FirstOfSeveral.
func LastOfSeveral() []string { return words(`last latest recent recently newest lastly`) }

// Successions lead on from a name to a later one ("Mira Solberg, then
// Tom Berg", "later to Tom Berg").
func Successions() []string {
	return words(`then later afterwards afterward subsequently thereafter`)
}

// SuccessionLinks lead a Succession on from a name ("Mira Solberg and
// then Tom Berg"), besides a clause break.
func SuccessionLinks() []string { return words(`and or but`) }

// OtherRanks single one out of several by a quality or a place other
// than the first or the last ("the youngest winner", "the most
// successful player", "its second title"): an answer so qualified where
// the question asks no such rank, or another, speaks of another one.
func OtherRanks() []string {
	return words(`best worst greatest largest biggest smallest highest lowest longest
shortest oldest youngest tallest fastest slowest richest strongest most least top leading
second third fourth fifth sixth seventh eighth ninth tenth`)
}

// RankDeterminers stand before a rank that qualifies a noun ("the
// youngest", "its second"): the PossessiveDeterminers, "the", "our", "my"
// and "for".
func RankDeterminers() []string {
	return append(PossessiveDeterminers(), words(`the our my for`)...)
}

// SpeakerOwners open a person who may speak ("my teacher says", "her
// lawyer claims"): "its" and "the" are left out, since "its annual report
// says" or "the filing says" cites a document.
func SpeakerOwners() []string { return words(`my our your his her their`) }

// BeForms are the forms of "be" before a passive ("was used to
// describe", "can be used to form"): the Copulas and "be", "been",
// "being".
func BeForms() []string { return append(Copulas(), words(`be been being`)...) }

// PresentBeForms are the BeForms that speak of the present or of no time
// ("is used to describe", "can be used to form").
func PresentBeForms() []string { return words(`be is are being`) }

// Several say that there are more than one of something without naming
// them ("many artists", "various venues", "several sons").
func Several() []string { return words(`many several various numerous multiple different`) }

// Picks single one out of several ("the most famous", "the main support
// act", "the original version", "one of the best known").
func Picks() []string {
	return words(`most main top primary principal chief leading original notable
best-known well-known famous largest biggest common`)
}

// PresentAsked say that a question speaks in the present ("who plays",
// "who is"): one who held a post until their death does not hold it now.
func PresentAsked() []string {
	return words(`is are does do has have plays sings owns runs leads holds`)
}

// PresentCopulas say that a question asks of the present holder ("who is
// the drummer", "who does the voice"), unless NotPresentAsked says
// otherwise.
func PresentCopulas() []string { return words(`is are does do`) }

// NotPresentAsked say that a question asks of a past, a first or a last
// holder ("who was", "the first", "before 1990"), not the present one.
func NotPresentAsked() []string {
	return words(`was were did had first last former original originally previous before after until`)
}

// PresentRestated are the words, besides the question's and a gold's, a
// span may hold and still only restate a present-tense question with the
// gold ("The drummer is currently Tom Berg").
func PresentRestated() []string { return words(`current currently is are s`) }

// Deaths end a holder's run after "until his" ("until her death", "until
// his passing").
func Deaths() []string { return words(`death passing`) }

// DateLeads lead the date of an event that ends a sentence ("until his
// death in 2008", "on June 13, 2008").
func DateLeads() []string { return words(`in on`) }

// SecondAsked say that a question asks of a second item ("season 2", "the
// second episode", "part ii").
func SecondAsked() []string { return words(`2 second 2nd ii`) }

// NameAsked say that a question asks for a name ("who", "which", "name
// the").
func NameAsked() []string { return words(`who whom whose which name`) }

// ThingAsked open the thing a question asks ("which river", "what was the
// capital").
func ThingAsked() []string { return words(`which what`) }

// PersonAsked say that a question asks who ("who", "whose").
func PersonAsked() []string { return words(`who whom whose`) }

// CircumstanceAsked say that a question asks where, when or how, and so
// asks of no role that a name fills.
func CircumstanceAsked() []string { return words(`where when how`) }

// DoForms carry a question's verb to its end ("which river did the ferry
// cross"): the asked verb is the question's last word.
func DoForms() []string { return words(`did does do`) }

// AskedEnds say that a question asks when something ended: EndWords
// without "to", "through", "until" and "till", which ask of no end.
func AskedEnds() []string {
	return words(`end ends ended ending conclude concludes concluded finish finishes finished wrap wraps wrapped close closes closed`)
}

// IngPrepositions end in "-ing" but open a phrase, not a participle's
// clause ("..., during the metaphase stage").
func IngPrepositions() []string {
	return words(`during according regarding concerning excluding notwithstanding pending barring`)
}

// SettingPrepositions open a phrase that sets the scene of a figure or a
// date ("in 1962, during the reign of King Olaf", "along the Vell
// Mountains"): PlacePrepositions and "of", "along", not "by", "to" or
// "from", which may hand the figure to someone ("a count given by Y").
func SettingPrepositions() []string {
	return append(PlacePrepositions(), words(`of along`)...)
}

// Dissents say that someone holds an answer wrong ("and Tom Berg disputes
// it", "the records disagree").
func Dissents() []string {
	return words(`dispute disputes disputed disagree disagrees disagreed deny denies denied doubt doubts doubted contradict contradicts contradicted reject rejects rejected refute refutes refuted challenge challenges challenged question questions questioned contest contests contested otherwise`)
}

// Sourcing words open a phrase that gives where an answer comes from
// ("..., citing the diary of Tom Berg"): what follows may be someone
// else's claim.
func Sourcing() []string {
	return words(`according citing quoting crediting attributing paraphrasing echoing repeating following per`)
}

// ParticipleStops, in a participle phrase closing an answer ("...,
// defeating Y"), hand something to a name, take it from one, give an
// agent or compare ("losing to Y", "inheriting it from Y", "beaten by
// Y", "more than Y"): such a phrase may give what was asked to another.
func ParticipleStops() []string { return words(`to from by than unto via`) }

// CountOpeners stand before the count of a question that asks for several
// items ("the three segments", "top 5 states", "name two").
func CountOpeners() []string {
	return words(`the top name list give are were what which all its first last next`)
}

// ItemCountOpeners stand before the count of a question that asks for
// several items, so that one acceptable answer may not be enough ("the
// three layers", "top 5 states", "which of two ..."): CountOpeners with
// "of" and without "all", "its", "first", "last" or "next".
func ItemCountOpeners() []string {
	return words(`the top name list give are were what which of`)
}

// QuestionWords pose a question rather than say what it is about ("who",
// "did", "is"): a sentence restating a question holds its other words.
// They are the WhWords and Auxiliaries, and a few more.
func QuestionWords() []string {
	return append(append(WhWords(), Auxiliaries()...), words(`am done whats whos wheres whens hows`)...)
}

// WhWords are the question words that name what is asked ("who",
// "when"): a refusal that holds the question's one ("does not say who
// designed it") declines what was asked.
func WhWords() []string {
	return words(`who whom whose what which when where why how`)
}

// YesWords and NoWords are the words of a committed yes or no.
func YesWords() []string { return words(`yes yeah yep correct true affirmative`) }

// NoWords are the words of a committed no.
func NoWords() []string { return words(`no nope false negative`) }

// DemonymEndings end most adjectives of nationality or language
// ("American", "Irish", "Chinese", "French"), listed in Demonyms or not.
func DemonymEndings() []string { return words(`an ish ese ch`) }

// Demonyms are the adjectives of peoples, countries, regions and languages
// ("American", "French"): after a person's answer they describe, they do not
// name another candidate for a who-question.
func Demonyms() []string {
	return words(`afghan african albanian algerian american andalusian angolan anglo arab arabian
arabic argentine argentinian armenian asian assyrian australian austrian azerbaijani
babylonian bangladeshi basque bavarian belarusian belgian bengali bolivian bosnian brazilian
british bulgarian burmese byzantine californian cambodian cameroonian canadian caribbean
castilian catalan celtic chilean chinese colombian congolese cornish croatian cuban cypriot
czech danish dutch ecuadorian egyptian emirati english eritrean estonian ethiopian european
filipino finnish flemish french gaelic georgian german ghanaian gothic greek guatemalan
haitian hawaiian hebrew hindi hispanic honduran hungarian icelandic indian indonesian iranian
iraqi irish israeli italian jamaican japanese jordanian kazakh kenyan korean kurdish kuwaiti
laotian latin latino latvian lebanese liberian libyan lithuanian luxembourgish macedonian
malagasy malay malaysian maltese mexican moldovan mongolian montenegrin moroccan mozambican
namibian neapolitan nepalese nepali nicaraguan nigerian nordic norse norwegian omani ottoman
pakistani palestinian panamanian paraguayan parisian persian peruvian polish portuguese
prussian qatari roman romanian russian rwandan samoan saudi saxon scandinavian scottish
senegalese serbian siberian sicilian singaporean slovak slovenian somali spanish sudanese
swedish swiss syrian taiwanese tamil tanzanian texan thai tibetan tunisian turkish ugandan
ukrainian uruguayan uzbek venetian venezuelan vietnamese viking welsh yemeni zambian
zimbabwean`)
}

// PersonPronouns stand for a person named before them ("He", "her").
func PersonPronouns() []string { return words(`he she his her him`) }

// Possessives stand before what belongs to a name said before them ("her
// successor", "his father"): what follows is another's, not that name. After
// "until" they open a holder's own end ("until his death").
// "its" is left out: without its apostrophe "it's sung" reads the same.
func Possessives() []string { return words(`his her their`) }

// PossessiveDeterminers stand before a noun in place of an article ("He
// was their founder"); unlike Possessives, "its" is among them.
func PossessiveDeterminers() []string { return words(`his her its their`) }

// Copulas join a subject to what it is ("the chair is Amina Bello").
func Copulas() []string { return words(`is was are were`) }

// PastCopulas set a statement in the past ("the presenter was Mira
// Solberg"): the past forms of Copulas.
func PastCopulas() []string { return words(`was were`) }

// ListLeads end a clause that leads into a list of several ("The most
// populous countries are A, B, C and D", "... include A, B and C"): the
// items after them are candidates, not one answer.
func ListLeads() []string {
	return words(`are were include includes included including namely`)
}

// ChoiceLeads, before "of", offer the list after them as choices, one of
// which is the answer ("held in one of Sarn, Holt and Tovik"): the items
// are candidates, not a commitment to any.
func ChoiceLeads() []string { return words(`one any either`) }

// OtherPronouns stand for the rest of a group, not a candidate of their
// own ("one founder's ideas, not the others'"): set aside after "not",
// they leave the answer a part of the group.
func OtherPronouns() []string { return words(`other others another rest remainder`) }

// RanksUp and RanksDown rank one option of a question above or below the
// other ("Who sold more records, X or Y?" answered "X sold more records
// than Y", not "X sold fewer records than Y").
func RanksUp() []string {
	return words(`more most larger largest bigger biggest higher highest greater greatest`)
}

// RanksDown: see RanksUp.
func RanksDown() []string {
	return words(`less least fewer fewest smaller smallest lower lowest`)
}

// AnswerNouns name what a question asks for, not another thing: after a
// possessive of the question's subject they name the asked thing itself
// ("Brenna's population is 52,000" for how many people live there, "the
// keeper's name is ...", "Ivo Dane's character").
func AnswerNouns() []string {
	return words(`name names population total number count amount size length height age
date year location birthplace character role part`)
}

// SingularVerbs and PluralVerbs tell whether a question asks for one
// thing ("Which country has the largest population?", "What is ...") or
// for several ("Which countries have ...", "Who were ...").
func SingularVerbs() []string { return words(`is was has does`) }

// PluralVerbs ask for several (see SingularVerbs).
func PluralVerbs() []string { return words(`are were have do`) }

// ThingPronouns stand for a thing or a group named before them ("It",
// "their").
func ThingPronouns() []string { return words(`it its they their them`) }

// Relatives open a relative clause, which may hand a name another role
// ("with Y, who is listed as the founder").
func Relatives() []string { return words(`who whom whose which that`) }

// Auxiliaries after a name make it the subject of a clause of its own
// ("as Y was the real one"), not a detail of another's.
func Auxiliaries() []string {
	return words(`is was are were be been being has had have did does do will would shall
should can could may might must`)
}

// DetailPrepositions open a phrase that adds a detail to what the sentence
// is about ("the role of Nicole", "played for the Wildcats"). "by", "to"
// and "from" are not among them: they can hand the act asked about to
// someone else ("written by Y", "credited to Y", "taken from Y"); nor are
// "before", "after" or "than", which set another beside it.
func DetailPrepositions() []string { return words(`of for with`) }

// Nearness words, right before a place, say where another place lies
// ("the Sarn, near Brenna", "Bergen, close to Oslo"): the place after them
// locates the one before, and answers nothing.
func Nearness() []string {
	return phrases(`near
nearby
beside
outside
opposite
close to
next to
not far from`)
}

// Distances, a few words before "from", say where another place lies
// against the place after it ("just across the state line from Missouri",
// "ten miles away from Kelby"): that place is not where the answer is.
func Distances() []string {
	return words(`across away km kilometres kilometers kilometre kilometer miles mile metres meters`)
}

// MovesAway are verbs of moving by which "from" names where a thing was,
// not where it is ("the government moved there from Rio"): a gold after
// that "from" is the place left behind.
func MovesAway() []string {
	return words(`moved relocated transferred shifted fled emigrated migrated`)
}

// PlacePrepositions open a phrase of place or time ("born in Germany", "at
// Coloma", "during the war"): what follows is no person.
func PlacePrepositions() []string {
	return words(`in on at into during near within across through throughout`)
}

// TimeAsked are question words that ask for a time: a month in a later
// sentence may then be a rival, not a detail.
func TimeAsked() []string {
	return words(`when date day days month months year years season seasons century decade era
period time`)
}

// PlaceAsked are question words that ask for a place: a name after a
// preposition of place in a later sentence ("The signing took place in
// Vienna") may then be the answer itself, not a detail of it.
func PlaceAsked() []string {
	return words(`where city cities town towns village country countries nation state states
province county region place places location venue site island continent capital`)
}

// AsideStops correct, single out or stress what follows them ("really from
// Y", "only the front for Y", "in truth Y"): a later sentence holding one
// may say what the answer truly is, so a name in it stays a rival.
func AsideStops() []string {
	return words(`really truly only merely just actually fact truth reality indeed rather instead
thinking reflection second correction mistake error wrong`)
}

// AsideAdverbs may stand between a copula and the participle of a passive
// ("was first recorded", "was later covered", "is also known").
func AsideAdverbs() []string {
	return words(`first originally later also then subsequently initially officially famously
commercially widely jointly once again`)
}

// Companions, right before a name, make it one who goes with the
// sentence's own subject, not what the sentence says of it: "Buzz Aldrin
// was the first onto the surface, with Neil Armstrong following",
// "together with X", "alongside X".
func Companions() []string { return words(`with alongside`) }

// CompanionModifiers may stand before a companion word ("together
// with", "along with").
func CompanionModifiers() []string { return words(`together along`) }

// RelativeLeads, after a comma closing another name, open a clause about
// that name, so a name right after them is not what the sentence says of
// its subject: "The first was Buzz Aldrin, whom Neil Armstrong followed".
func RelativeLeads() []string { return words(`whom who`) }

// ThingRelativeLeads, after a comma closing another party, open a clause
// about it as RelativeLeads do about a person ("the council, which hired
// a shipping firm"); a copula after one identifies what went before
// instead ("the gametes, which are the sperm").
func ThingRelativeLeads() []string { return words(`which`) }

// SequelWords, right after a name set off by a comma, make it a verbless
// clause that follows the sentence's subject in turn: "Buzz Aldrin
// stepped out first, Neil Armstrong a few minutes later".
func SequelWords() []string {
	return words(`a an some later next then afterwards soon shortly second third behind`)
}

// ListContinuations, after a list's last item, add another item to it:
// "Helium, neon, argon (and krypton)", "argon plus krypton".
func ListContinuations() []string { return words(`and plus or also`) }

// SequelLeads, right before a name set off by a comma, make it follow the
// name before it in turn: "First came Buzz Aldrin, then Neil Armstrong".
func SequelLeads() []string { return words(`then next later afterwards second`) }

// CompanionVerbs, before "by" and a name, make it one who goes with the
// sentence's subject: "accompanied by X", "followed by X".
func CompanionVerbs() []string {
	return words(`accompanied joined followed trailed flanked`)
}

// AsideRefused are the words after which a name in a later sentence may
// hold the act asked about or stand beside the answer: prepositions that
// hand an act on ("credited to Y", "taken from Y", "known as Y", "more
// than Y"), coordinating words ("He and Y", "or Y", "with Y") and words of
// sequence, which set another holder before or after the answer ("took
// office after Y", "held it until Y").
func AsideRefused() []string {
	return words(`to from as than and or nor with plus alongside beside besides versus vs
before after until till since prior between`)
}

// IrregularParticiples are past participles that neither end in "-ed",
// "-en" or "-wn" nor belong to a relation family ("born", "held"): after a
// copula they open a passive ("He was born in ..."), not a description of
// what the subject is.
func IrregularParticiples() []string {
	return words(`born borne made held built sold shot led won kept left lost met paid sent spent
told brought bought found set put run hung struck taught caught fought sought thought
read heard laid said sung begun swum stuck spun dug`)
}

// WorkActs are the acts of making or putting out a work that a later
// sentence may credit to another party than the answer without naming a
// rival ("It was written by Y" when the question asks who sang it, "It was
// published by Y" when it asks who wrote it): the participles of the
// relation families that name one such act and no other. Verbs that can
// stand for many acts or hand over a role ("made", "produced", "played",
// "performed", "covered", "won", "held", "bought"), or name the performer
// of a song as often as its label ("released"), are not among them.
func WorkActs() []string {
	return words(`written penned authored composed sung recorded directed designed built painted
published edited translated illustrated arranged filmed founded established invented
discovered`)
}

// WorkNouns name a kind of work (an album, a film, a book) and may stand
// before its title ("from her debut album Blue Hours"): a title so
// introduced names a work, not a person who could have made it.
func WorkNouns() []string {
	return words(`album albums single singles song songs track tracks record ep lp mixtape
soundtrack compilation film films movie movies documentary series show sitcom novel novels
book books memoir play musical opera poem essay painting sculpture`)
}

// RecordNouns are the WorkNouns of recorded music, often titled with their
// performer's name ("the album Ada Brun"), unlike a film or a book.
func RecordNouns() []string {
	return words(`album albums single singles song songs track tracks record ep lp mixtape
soundtrack compilation`)
}

// TitleVerbs may stand between a work noun and its title ("an album
// titled Blue Hours").
func TitleVerbs() []string { return words(`titled entitled called named`) }

// TitleJoins may stand inside a quoted title ("Songs for the Harbour
// Folk") but, outside quotes, may join a title to a name that is credited
// with the work or opens a clause of its own ("her album Night Harbour by
// Tom Berg", "... with Tom Berg on vocals", "... and Tom Berg sang it").
func TitleJoins() []string { return words(`by with for from and or as`) }

// SelfTitled say that a work bears its maker's name ("his self-titled
// album Ada Brun"): its title may then be a person's name.
func SelfTitled() []string { return words(`self-titled eponymous namesake`) }

// Comparatives set one thing above or below another ("more revenue", "a
// larger share", "the bulk of it"): after a question that asks for a
// rank, a later sentence holding one ranks again.
func Comparatives() []string {
	return words(`more less fewer larger bigger higher greater smaller lower bulk majority`)
}

// TrailingBounds, right after a figure or the noun it counts, make it a
// bound or a range, not the amount ("1831 at the earliest", "40 barges at
// most", "40 or more").
func TrailingBounds() []string {
	return phrases(`at the earliest
at the latest
at most
at least
at the most
at the least
at minimum
at maximum
at a minimum
at a maximum
or more
or fewer
or less
or over
or above
or under
or below
and up
and upwards
and over
and above
or earlier
or later
give or take`)
}

// Differences, after a figure and before "than", make the figure a
// difference between two amounts, not an amount ("70 minutes longer than
// the bus", "8 fewer medals than in 2009").
func Differences() []string {
	return words(`more less fewer longer shorter taller higher lower older younger later earlier bigger larger smaller greater heavier lighter faster slower wider narrower deeper further farther cheaper dearer`)
}

// SetApart, after the answer, set a name apart from it ("Hollister Grant
// Partners (an unrelated firm to Hollister & Grant)", "Dunmore Bank,
// not to be confused with Dunmore Trust", "the yen, as opposed to the
// yuan"): a name that stands only after one is not the answer.
func SetApart() []string {
	return words(`unrelated unaffiliated unconnected distinct different separate unlike
opposed confused mistaken versus vs instead rather namesake rival competitor`)
}

// SetApartBefore set a name apart from the answer only before "of" or
// "from" ("Hollister Grant Partners, independent of Hollister & Grant";
// "independent India" sets nothing apart): see SetApart.
func SetApartBefore() []string { return words(`independent apart`) }

// AnotherName give, inside brackets, another name for what stands before
// them ("B lymphocytes (also known as B cells)", "the WHO (i.e. the World
// Health Organization)"): such a bracket names, it does not remark.
func AnotherName() []string { return words(`also known as aka a k i e ie called namely or otherwise`) }

// AsideOpeners open, after a comma, a phrase that sets what follows beside
// the clause before it ("..., after leaving Brooklyn", "..., the year
// Barack Obama took office", "..., having moved from Leeds"): a name in it
// is no answer the clause gives. ("the year" and "the same year" open one
// too; "the" alone opens appositives.)
func AsideOpeners() []string {
	return words(`after before having since while following despite unlike`)
}

// Subordinators open a clause that hangs on another ("X worked in Delft,
// when Y was in Amsterdam", "X, whom Y trained", "X, though Y is often
// named"): a name inside it is what the clause says beside its host, not
// what the sentence answers. "as" opens one only after a comma or a dash,
// or at a sentence's start ("known as Y" names).
func Subordinators() []string {
	return words(`when while whereas where as after before since until although though whom`)
}

// TimeLinks in a question ask of something by its time against another
// ("who was king when ...", "during the war"): a clause a subordinator of
// time opens may then hold what was asked.
func TimeLinks() []string { return words(`when while after before since until during`) }

// UpperBounds make a yes or no's figure a ceiling ("Yes, up to five days"):
// an answer's own bound must be one of these, of the same figure.
func UpperBounds() []string {
	return phrases(`up to
at most
no more than
not more than
maximum
limited to
capped
only`)
}

// LowerBounds make a yes or no's figure a floor ("Yes, at least 30 days'
// notice"): see UpperBounds. "Over" and "above" are not here: "carried
// over" bounds nothing.
func LowerBounds() []string {
	return phrases(`at least
minimum
no less than
not less than
no fewer than
not fewer than
more than
exceeding
upwards of`)
}

// Provisos make a yes or no hold only on a condition ("Yes, if the manager
// approves", "Yes, with HR's approval"): an answer agrees with such a gold
// only when it states the same condition.
func Provisos() []string {
	return phrases(`if
unless
provided that
providing that
as long as
so long as
on condition
approval
consent
permission
except
excluding`)
}

// Unbounded say a yes holds without a limit or for the whole ("all unused
// days can be carried over without limit", "unanimously", "fully"): an
// answer and a gold that state a yes's detail must agree on it.
func Unbounded() []string {
	return phrases(`unlimited
without limit
without any limit
no limit
any number
without restriction
no restriction
no cap
indefinitely
all
every
unanimous
unanimously
entire
entirely
fully
completely
wholly
in full`)
}

// Multiples say by how many times a value changed or stands to another
// ("it doubled", "a threefold rise"): figures in words that a yes or no's
// explanation may state (see also NumberWords).
func Multiples() []string {
	return words(`double doubled doubling triple tripled tripling quadruple quadrupled
twofold threefold fourfold fivefold tenfold halve halved halving`)
}

// NameParticles stand inside personal names before a name word ("Ines
// Albero de Castell", "Ana Ruiz y Vidal", "Pieter Vann van der Berg"):
// after a whole personal name, one and a name word make a longer name,
// another person's. "Of" and "the" are not here: "Ada Brun of Tolven" is
// the same person ("Pieter Vann the Elder" is a namesake: Generations).
func NameParticles() []string {
	return words(`de la du von van der den del da di dos das le y ter ten zu`)
}

// OnlyButs, right before "but", make it mean "only", not a turn
// ("nothing but", "defeating nobody but Tom Berg", "no one but").
func OnlyButs() []string {
	return phrases(`all
nothing
nobody
none
no one`)
}

// Quantifiers are number words that count nothing in particular ("all",
// "several"): a short answer made of one states no figure.
func Quantifiers() []string { return words(`all every both many few several`) }

// KeptBack are words by which a short answer says a value is kept back or
// missing ("Name Withheld", "Redacted", "Confidential"): such an answer
// declines, whatever else it looks like.
func KeptBack() []string {
	return words(`withheld redacted undisclosed confidential unavailable unnamed anonymous
unknown unspecified unstated unreported unpublished classified private missing`)
}

// StanceWords make a statement someone's view or a tentative one ("3M
// appears to be capital-intensive", "margins are largely stable",
// "the company intends to cut debt"): a conclusion holding one is no
// plain yes or no.
func StanceWords() []string {
	return words(`appear appears appeared appearing seem seems seemed seemingly apparently arguably
likely unlikely possibly perhaps probably presumably reportedly allegedly supposedly
largely mostly partly partially somewhat generally broadly relatively fairly reasonably
roughly nearly almost expected expects intends intended plans planned aims
hopes hoped seeks sought`)
}

// PartialNegations, right after "not" or "no", negate only part of what
// follows ("not only", "not always", "no longer", "not significantly"):
// the statement is not the plain opposite.
func PartialNegations() []string {
	return words(`only just merely simply always entirely fully completely necessarily quite
all every much many longer significantly materially substantially meaningfully
particularly especially exactly precisely`)
}

// ContractedAuxiliaries are the auxiliaries written with a negation in one
// word ("didn't", read as "didnt").
func ContractedAuxiliaries() []string {
	return words(`isnt wasnt arent werent doesnt dont didnt hasnt havent hadnt`)
}

// Modals set a statement in what may, must or will be, not what is or
// was ("Harrowgate will reduce its debt", "cannot tell").
func Modals() []string {
	return words(`will would shall should can could may might must wont wouldnt couldnt
shouldnt cant cannot`)
}

// AdviceSubjects and AdviceVerbs make a sentence of a refusing answer
// advice on what it would take to answer ("you would need to look at the
// cash flow statement", "I would need the balance sheet", "I recommend
// checking the 10-K"), not an answer.
func AdviceSubjects() []string { return words(`you your i we`) }

// AdviceVerbs: see AdviceSubjects.
func AdviceVerbs() []string {
	return words(`need needs require requires refer consult check look access obtain review
recommend suggest visit contact provide help assist`)
}

// PurposeVerbs open a purpose clause after "to" ("To determine whether
// ..., you would need ..."): the clause restates what was asked, and what
// follows it says what it takes.
func PurposeVerbs() []string {
	return words(`determine find calculate compute answer obtain get assess evaluate make see
check access know learn identify locate confirm verify analyze analyse gauge judge
understand estimate derive`)
}

// SpeakerRefusalWords say that the speaker cannot answer ("I cannot say",
// "it is impossible to tell", "unable to determine"), where a refusal
// might otherwise only say the source does not mention a thing.
func SpeakerRefusalWords() []string {
	return words(`cannot cant unable impossible unanswerable unknown uncertain unsure`)
}

// CutoffDisclaimers are the OwnLimits by which a speaker dates what it
// knows rather than declines ("As of my knowledge cutoff in 2021, the
// fleet was retired"): a sentence whose only refusal is one of them states
// something.
func CutoffDisclaimers() []string {
	return phrases(`knowledge cutoff`)
}

// ClauseFillers are words of a yes/no question that a plain answer need not
// restate ("Was there any drop ..." answered "Cash fell ...", "as of
// FY2023").
func ClauseFillers() []string { return words(`there any as`) }

// NonFactives say that what follows was tried, wanted, promised or not
// done, not that it happened ("failed to reduce its debt", "tried to
// reduce", "pledged to reduce"): a conclusion holding one does not
// restate the question plainly.
func NonFactives() []string {
	return words(`fail fails failed failing refuse refuses refused decline declines declined
neglect neglects neglected avoid avoids avoided stop stops stopped cease ceases ceased
abandon abandons abandoned try tries tried trying attempt attempts attempted want wants
wanted promise promises promised pledge pledges pledged vow vows vowed propose proposes
proposed consider considers considered aimed intend intends seek attempting whether
according`)
}

// NearMisses, right before a verb, say the act was all but done, so not
// done ("nearly became the king", "almost won the cup").
func NearMisses() []string { return words(`nearly almost`) }

// Recasts say a role was given to another performer ("before being
// recast", "until the part was recast"): after a gold's name, the gold
// held the role only before it.
func Recasts() []string { return words(`recast recasts recasting recasted`) }

// Ousters, in the passive ("was replaced", "before being dropped") or
// before an object pronoun ("replaced her"), say one was put out of a
// role or post: after a gold's name, the gold held it only before.
func Ousters() []string {
	return words(`replaced succeeded superseded ousted dropped axed fired sacked deposed dismissed`)
}

// Narrowers confine what a sentence says to the scope of a phrase beside
// them ("in the audiobook only", "only on stage"): a gold given for that
// scope alone is not given for the work or time asked.
func Narrowers() []string { return words(`only solely exclusively`) }

// ScopePrepositions open the phrase a Narrower confines a statement to
// ("only in the audiobook", "for the pilot only").
func ScopePrepositions() []string { return words(`in on for during at`) }
