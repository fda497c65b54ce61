// Package child runs a program under audit: with a time limit, a cap on
// the output read from it, and its whole process group killed when it
// times out, when the caller's context ends, or when it has exited. The
// limit and the context are watched until the program has exited, whatever
// its output does (a program that closes its output and runs on is still
// killed at the limit), and EndAll kills every program being run, for a
// process that exits without waiting.
//
// Invariant: when Run returns, the program and every process it started in
// its group have been killed or have exited, and every goroutine Run
// started has ended. Run returns whatever the program's descendants do: a
// process out of the group (setsid) that holds the output pipes open stops
// the reading Spec.Grace after the program ended, or at once when the
// caller's context ends, and is reported in Outcome.Held, not killed. A
// process of the group that holds them is killed with the group and is
// never reported as held: the output is taken as held only once no
// process of the group is left.
package child
