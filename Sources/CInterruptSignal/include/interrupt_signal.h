// Ctrl-C for the workbook shell: a SIGINT handler that only records the signal.
#ifndef INTERRUPT_SIGNAL_H
#define INTERRUPT_SIGNAL_H

/// Installs the handler for SIGINT, without SA_RESTART, so a blocked read (libedit's el_gets)
/// returns with EINTR instead of the process ending. Call it on the main thread: a SIGINT another
/// thread receives is passed on to it. Returns 0, or -1 when sigaction fails.
int interrupt_signal_install(void);

/// Returns 1 when SIGINT arrived since the last call (and forgets it), else 0.
int interrupt_signal_take(void);

#endif
