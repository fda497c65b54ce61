// Package judge is nqcheck as a special judge: the checker that online
// judges, graders and contest systems call to decide whether a program's
// output to an N-Queens exercise is right, where a plain diff cannot
// (many right outputs: any order, any one placement).
//
// Two registries of values hold it together. Problems lists the problem
// definitions (all solutions as LeetCode 51 boards, the count as LeetCode
// 52 and HDU 2553, Luogu P1219, UVa 750, one placement for any n, one
// completion of a partial board), each behind the Problem interface with
// its documented input format, output contract and whitespace tolerance.
// Conventions lists the ways judges call a checker (testlib, the ICPC
// problem package format of Kattis and DOMjudge, CMS), each behind the
// Convention interface, which maps a Verdict to exit codes, files and
// streams as its specification says.
//
// Invariants:
//
//   - A checker error is never an accept. Anything that goes wrong on the
//     judge's side (an unreadable or invalid input file, an answer file
//     that fails its own check, a read error, a panic) is the outcome Fail,
//     which every convention reports as its "checker failed" code, never
//     as accepted.
//   - The answers are nqcheck's own: counts and solution lists come from
//     package dfs (the published values of package reference where n is
//     too large to count on the spot), validity from the linear check of
//     this package. A non-empty answer file is checked like an output and
//     must pass, or the verdict is Fail: it is never trusted blindly.
//   - "I could not read this" is a presentation error (PE) about the
//     output, never a wrong answer about its content; a wrong answer (WA)
//     names the first wrong line and, where one answer is right, what was
//     expected there.
//   - One placement of any size is checked in O(n) time and memory, row
//     by row, without allocating per token.
package judge
