// Opening a pseudo-terminal pair, for tests that type into a line editor or the workbook shell.
// (posix_openpt and friends are hidden from Swift's Glibc module on Linux.)
#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H

/// Opens a pseudo-terminal: returns the controlling side's descriptor (or -1) and stores the
/// terminal side's descriptor in *terminal_fd.
int pseudo_terminal_open(int *terminal_fd);

#endif
