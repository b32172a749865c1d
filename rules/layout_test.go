package rules_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestRuleFilesBorrowNothing fails when a rule file (one that defines a
// function returning a Rule) uses a name declared in another rule file:
// rules share only what the other files (case.go, match.go, rule.go,
// aliases.go) offer.
func TestRuleFilesBorrowNothing(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("github.com/docjudge/docjudge/rules", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}

	ruleFiles := map[string]bool{}
	for _, f := range files {
		if definesRule(f) {
			ruleFiles[fset.File(f.Pos()).Name()] = true
		}
	}
	if len(ruleFiles) < 5 {
		t.Fatalf("found only %d rule files: the test no longer recognizes them", len(ruleFiles))
	}
	var found []string
	for id, obj := range info.Uses {
		if obj.Pkg() != pkg || !obj.Pos().IsValid() {
			continue
		}
		user, owner := fset.File(id.Pos()).Name(), fset.File(obj.Pos()).Name()
		if user != owner && ruleFiles[user] && ruleFiles[owner] {
			found = append(found, fset.Position(id.Pos()).String()+": uses "+obj.Name()+" from "+owner)
		}
	}
	slices.Sort(found)
	for _, f := range found {
		t.Error(f)
	}
	if len(found) > 0 {
		t.Log("move what several rules need into match.go (a matcher) or case.go (a fact of the case)")
	}
}

// definesRule reports whether f declares a function whose only result is a
// Rule: the file is a rule's.
func definesRule(f *ast.File) bool {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Type.Results == nil || len(fd.Type.Results.List) != 1 {
			continue
		}
		if id, ok := fd.Type.Results.List[0].Type.(*ast.Ident); ok && id.Name == "Rule" {
			return true
		}
	}
	return false
}
