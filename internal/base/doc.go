// Package base is the folder of nqcheck's machinery: what any command
// needs and that knows nothing of N-Queens. atomicfile writes files
// whole (through links, in place on devices and FIFOs with a reader);
// bound caps an input's lines and size and opens inputs that must be
// regular files; catch turns a goroutine's panic into an error; child
// runs an external program with a timeout, an output cap and its process
// group killed; pollable reads standard input and opens FIFOs so that a
// stop interrupts them; progress draws the status line of long runs on
// terminals; text holds plurals and clipped tokens.
//
// Rule: a package under base imports no package of the module outside
// base.
package base
