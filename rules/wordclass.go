package rules

// A wordClass is a set of the word sets below, one bit each: the classes
// of one word, looked up once in wordClasses. A rule asking whether the
// question holds a word of one of these sets tests a bit of the question's
// classes (Case.questionHas) rather than looking each question word up in
// the set again; one reading the answer span's words (spanLowers) tests
// a bit of each word's classes (spanLowerClasses).
type wordClass uint64

// The classes, one for each set of classSets.
const (
	classListingTopic wordClass = 1 << iota
	classPlaceAsked
	classWhenAsked
	classRankWord
	classAskedStart
	classAskedEnd
	classBeliefKind
	classOtherRank
	classFirstOfSeveral
	classLastOfSeveral
	classNegativeDirection
	classTimeWord
	classBilling
	classLosingAsked
	classTopAsked
	classVoicing
	classKin
	classPresentAsked
	classSecondAsked
	classPick
	classTimeLink
	classNameAsked
	classNegation
	classSeveralCount
	classCountWord
	classCountOpener
	classFunctionWord
	classCopula
	classAuxiliary
	classRelativeLead
	classThingRelativeLead
	classDerivedWork
	classOriginalWork
	classAdaptationWord
	classOtherMedia
	classPlanWord
	classSubordinator
	classArticle
	classNowWord
	classPastCopula
	classWhWord
	classBeForm
	classDoForm
	classCeaseAct
	classEndWord
	classEndAsked
	classRelative
	classNearnessEnd
	classSpeakerVerb
	classBeliefVerb
	classUnnamedOther
	classCurrencyStart
	classTakeOver
	classTakeOverVerb
	classSubordinate
	classNearMiss
	classNonFactive
	classSuccession
	classRecast
	classOuster
	classNarrower
	classWorkCut
	classPositiveDirection
)

// classSets are the word sets with a class: the class of a word is that
// of each set holding it. The sets stay as they are for the rules that
// look a word up in one.
var classSets = [...]struct {
	class wordClass
	set   map[string]bool
}{
	{classListingTopic, listingTopics},
	{classPlaceAsked, placeAsked},
	{classWhenAsked, whenAsked},
	{classRankWord, rankWords},
	{classAskedStart, askedStarts},
	{classAskedEnd, askedEnds},
	{classBeliefKind, beliefKinds},
	{classOtherRank, otherRanks},
	{classFirstOfSeveral, firstOfSeveral},
	{classLastOfSeveral, lastOfSeveral},
	{classNegativeDirection, negativeDirection},
	{classTimeWord, timeWords},
	{classBilling, billings},
	{classLosingAsked, losingAsked},
	{classTopAsked, topAsked},
	{classVoicing, voicing},
	{classKin, kin},
	{classPresentAsked, presentAsked},
	{classSecondAsked, secondAsked},
	{classPick, pickWords},
	{classTimeLink, timeLinks},
	{classNameAsked, nameAsked},
	{classNegation, negations},
	{classSeveralCount, severalCount},
	{classCountOpener, countOpeners},
	{classFunctionWord, functionWords},
	{classCopula, copulas},
	{classAuxiliary, auxiliaries},
	{classRelativeLead, relativeLeads},
	{classThingRelativeLead, thingRelativeLeads},
	{classDerivedWork, derivedWorks},
	{classOriginalWork, originalWorks},
	{classAdaptationWord, adaptationWords},
	{classOtherMedia, otherMedia},
	{classPlanWord, planWords},
	{classSubordinator, subordinators},
	{classArticle, articles},
	{classNowWord, nowWords},
	{classPastCopula, pastCopulas},
	{classWhWord, whWords},
	{classBeForm, beForms},
	{classDoForm, doForms},
	{classCeaseAct, ceaseActs},
	{classEndWord, endWords},
	{classEndAsked, endAsked},
	{classRelative, relatives},
	{classNearnessEnd, nearnessEnds},
	{classSpeakerVerb, speakerVerbs},
	{classBeliefVerb, beliefVerbs},
	{classUnnamedOther, unnamedOthers},
	{classCurrencyStart, currencyStarts},
	{classTakeOver, takeOvers},
	{classTakeOverVerb, takeOverVerbs},
	{classSubordinate, subordinates},
	{classNearMiss, nearMisses},
	{classNonFactive, nonFactives},
	{classSuccession, successions},
	{classRecast, recasts},
	{classOuster, ousters},
	{classNarrower, narrowers},
	{classWorkCut, workCuts},
	{classPositiveDirection, positiveDirection},
}

// wordClasses maps each word of classSets, and each of countWords (class
// classCountWord), to its classes.
var wordClasses = func() map[string]wordClass {
	m := map[string]wordClass{}
	for _, s := range classSets {
		for w := range s.set {
			m[w] |= s.class
		}
	}
	for w := range countWords {
		m[w] |= classCountWord
	}
	return m
}()

// appendClasses appends the classes of each of words to dst.
func appendClasses(dst []wordClass, words []string) []wordClass {
	for _, w := range words {
		dst = append(dst, wordClasses[w])
	}
	return dst
}

// questionHas reports whether a word of the question is in a set of
// class: questionHolds of that set.
func (c *Case) questionHas(class wordClass) bool {
	return c.questionClassAll&class != 0
}
