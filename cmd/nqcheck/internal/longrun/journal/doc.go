// Package journal keeps the checkpoint of a long run: an append-only file
// with one header line naming the plan and one line per finished unit of
// that plan, each a JSON object carrying its own CRC-32C.
//
// Invariant: a journal only ever holds units of the plan its header
// names, each at most once with one piece of evidence (an equal repeat is
// dropped when read, a different one is an error). A line is a record only
// with its newline and a matching checksum; when a process dies while
// writing, the torn or damaged last line is ignored and cut off before the
// next append, so at most the units being written are lost. A damaged line
// before the last is reported, never skipped. A journal of another plan is
// refused with an error naming both plans. Records are written with one
// write call each, so a killed process loses nothing it wrote; the file
// is synced to the disk by the first append a second or more after the
// last sync, and on Close, so a crash of the machine loses at most the
// records of about a second before the last append.
package journal
