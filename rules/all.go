package rules

// All returns docjudge's rules in the order the engine consults them, with
// aliases as the alias table, each guarded by the reading of the prediction
// (see guard).
func All(aliases *Aliases) []Rule {
	rs := []Rule{
		Exact(),
		YesNo(),
		Alias(aliases),
		Abbreviation(),
		Numeric(),
		Date(),
		List(aliases),
		Unanswerable(),
		FinalAnswer(),
		OtherName(aliases),
		NoAnswer(),
	}
	for i := range rs {
		rs[i].Check = guard(rs[i].Whole, rs[i].Check)
	}
	return rs
}
