// Package atomicfile writes a file so that a reader finds either the old
// file or the whole new one, never half of it.
//
// Invariant: Write and Create leave no temporary file behind, whether
// they succeed or fail; on success the regular file at path holds exactly
// what write wrote, and both the file and its directory have been synced.
// Write never replaces a symbolic link (it writes the file the link
// names) nor a device node or a FIFO (it writes them in place), and makes
// no directory. Create writes only where nothing is: it follows no link
// and changes nothing that is at its path.
package atomicfile
