// Opening a pseudo-terminal pair, for tests that type into a line editor or the workbook shell.
// (posix_openpt and friends are hidden from Swift's Glibc module on Linux.)
#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H

#include <sys/types.h>

/// Opens a pseudo-terminal: returns the controlling side's descriptor (or -1) and stores the
/// terminal side's descriptor in *terminal_fd.
int pseudo_terminal_open(int *terminal_fd);

/// Starts `path` (with `argv` and `envp`, both NULL-terminated) in a new session whose controlling
/// terminal is a new pseudo-terminal of `rows` x `columns`, as a terminal emulator starts a shell:
/// Ctrl-C typed on the controlling side reaches the program as SIGINT. Returns the child's pid (or
/// -1) and stores the controlling side's descriptor in *controller_fd.
pid_t pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                            unsigned short columns, int *controller_fd);

#endif
