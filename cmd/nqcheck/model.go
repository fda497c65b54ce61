package main

import (
	"io"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/encode"
)

func runModel(c *command, args []string) int {
	fs := c.FlagSet()
	n := c.Size(fs, "n", "8", "board size `N`, 1 to 32")
	lang := cli.Flag(c, fs, "language", "minizinc", "`language`: minizinc, smtlib or dimacs (the CNF family, as the dimacs command prints it)", cpmodel.ParseLanguage)
	enc := fs.String("encoding", "", "`encoding` (default: the language's first): minizinc: "+cpmodel.Catalogue(cpmodel.MiniZinc)+
		". smtlib: "+cpmodel.Catalogue(cpmodel.SMTLIB)+". dimacs: "+encode.Catalogue())
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	return c.Held(func() int { return writeModel(c, *n, *lang, *enc) })
}

// writeModel prints the model of encoding enc (the language's first when
// empty) in language lang for n.
func writeModel(c *command, n int, lang cpmodel.Language, enc string) int {
	if lang == cpmodel.DIMACS {
		e := encode.Pairwise
		if enc != "" {
			var err error
			if e, err = encode.ParseEncoding(enc); err != nil {
				return c.Usage("--encoding: %v", err)
			}
		}
		m, err := encode.Build(n, e)
		if err != nil {
			return c.Fail(err)
		}
		if err := encode.WriteDIMACS(c.Stdout, m.CNF); err != nil {
			return c.Fail(err)
		}
		return cli.ExitOK
	}
	e := cpmodel.Encodings(lang)[0]
	if enc != "" {
		var err error
		if e, err = cpmodel.ParseEncoding(lang, enc); err != nil {
			return c.Usage("--encoding: %v", err)
		}
	}
	m, err := cpmodel.Build(n, e)
	if err != nil {
		return c.Fail(err)
	}
	if _, err := io.WriteString(c.Stdout, m.File()); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}
