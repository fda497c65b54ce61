package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child"
)

// command is one subcommand (see cli.Command).
type command = cli.Command

// program returns nqcheck's command line: the command table, sorted by
// name, and what runs with no arguments (a function: nothing can change
// it).
func program() cli.Program {
	return cli.Program{
		Intro:       "nqcheck cross-checks independent N-Queens witnesses and audits other programs' output.",
		Default:     []string{"verify", "-n", "8"},
		DefaultText: "same as: nqcheck verify -n 8",
		Commands: []*command{
			{Name: "audit", Args: "-n N [FILE|-]  |  -n SPEC --run -- COMMAND [ARGS...]  |  --problem unlock --input FILE [FILE|-|--run -- COMMAND]", Run: runAudit,
				Summary: "audit another program's N-Queens output (listings, boards, lists, counts), or run it across sizes; or its pattern lock answers"},
			{Name: "audit-cnf", Args: "-n N FILE.cnf|-", Run: runAuditCNF,
				Summary: "decide whether a DIMACS CNF is an exact N-Queens encoding (auxiliary variables allowed)"},
			{Name: "audit-solver", Args: "-n SPEC (--preset P | --compare P1,P2,... | [--language L] -- COMMAND [ARGS...])", Run: runAuditSolver,
				Summary: "audit a SAT solver, model counter, or MiniZinc or SMT solver on N-Queens formulas and models of known answer"},
			{Name: "check-certificate", Args: "DIR", Run: runCheckCertificate,
				Summary: "re-check a certificate bundle of verify --certificate: the cubes', the cover's and the symmetric enumerations' formulas and DRAT proofs, and the figures"},
			{Name: "check-proof", Args: "CNF PROOF", Run: runCheckProof,
				Summary: "check a DRAT or DRUP proof (text or binary) of any DIMACS CNF, and write it as LRAT for cake_lpr"},
			{Name: "count", Args: "-n SPEC", Run: runCount,
				Summary: "count solutions, classes and rotation-symmetric solutions, fast"},
			{Name: "dimacs", Run: runDimacs,
				Summary: "print an N-Queens CNF in DIMACS format (one encoding of the family, optionally shuffled)"},
			{Name: "judge", Args: judgeArgs, Run: runJudge, ExitCodes: judgeExitCodes,
				Summary: "judge a program's output to an N-Queens exercise as a special judge of testlib, the ICPC package format (Kattis, DOMjudge) or CMS"},
			{Name: "list", Run: runList,
				Summary: "print every solution in lexicographic order, as lines, coords, boards or SVG"},
			{Name: "merge", Args: "FILE|DIR...", Run: runMerge,
				Summary: "check and add up the result files of count or verify --shard (or --out)"},
			{Name: "model", Run: runModel,
				Summary: "print an N-Queens model in MiniZinc, SMT-LIB 2 or DIMACS (one encoding of each language's family)"},
			{Name: "p1219", Args: "< INPUT", Run: runP1219,
				Summary: "read n from standard input; print the first three solutions and the total (Luogu P1219)"},
			{Name: "report", Args: "--out FILE.html", Run: runReport,
				Summary: "write one self-contained HTML page: verdicts, the reference table, a growth plot and the class boards"},
			{Name: satWorkerCommand, Args: "< JOB-STREAM", Run: runSatWorker, Hidden: true,
				Summary: "serve SAT cubes over standard input and output (started by verify, table, report, audit-cnf and audit-solver)"},
			{Name: "table", Args: "-n SPEC", Run: runTable,
				Summary: "print a reference table, each figure confirmed by independent witnesses"},
			{Name: "unlock", Args: "< INPUT  |  --verify [--input FILE]", Run: runUnlock,
				Summary: "count the pattern-lock unlock patterns holding the segments seen (hihoCoder 1054), or cross-check the counts"},
			{Name: "verify", Run: runVerify,
				Summary: "cross-check the SAT and DFS witnesses for one or more board sizes"},
		},
	}
}

// env is what one invocation of nqcheck runs with.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string           // the environment; nil reads none
	extra          []*command                    // join the table for this invocation (tests add faulty ones)
	onFlags        func(*command, *flag.FlagSet) // when set, called with each FlagSet a command parses
	signals        *cli.Signals                  // the process's handling of SIGINT and SIGTERM; nil: each run's own
}

func main() {
	// First of all, before a signal can find the default action (exit
	// 143): from here on a signal stops a run, or ends the process with
	// exit 4 when no run takes it.
	signals := cli.CatchSignals(func(sig os.Signal) {
		fmt.Fprintf(os.Stderr, "nqcheck: stopped: %v signal received\n", sig)
		child.EndAll() // no program under audit outlives the process
		os.Exit(cli.ExitIncomplete)
	})
	os.Exit(env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr, getenv: os.Getenv, signals: signals}.run(os.Args[1:]))
}

// run executes nqcheck with the given arguments, the process's standard
// input and environment, and returns its exit code.
func run(args []string, stdout, stderr io.Writer) int {
	return env{stdin: os.Stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv}.run(args)
}

// run executes nqcheck with args in e: a process whose environment has
// NQCHECK_WORKER=sat is a SAT worker, whatever its arguments.
func (e env) run(args []string) int {
	p := program()
	p.Commands = append(p.Commands, e.extra...)
	if e.getenv != nil && e.getenv(workerEnv) == "sat" {
		args = []string{satWorkerCommand}
	}
	return p.Run(cli.Env{Stdin: e.stdin, Stdout: e.stdout, Stderr: e.stderr, Getenv: e.getenv, OnFlags: e.onFlags, Signals: e.signals}, args)
}
