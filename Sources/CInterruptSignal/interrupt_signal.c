#include <pthread.h>
#include <signal.h>
#include <string.h>
#include "interrupt_signal.h"

static volatile sig_atomic_t interrupt_pending = 0;
static pthread_t main_thread;

// Only async-signal-safe work here: the shell polls the flag. The kernel may deliver Ctrl-C's
// SIGINT to any thread that does not block it (the evaluation thread, a watcher); the line editor
// only notices it when the main thread's read() is interrupted, so it is passed on to the main
// thread (pthread_kill is a plain tgkill there), whose handler then only records it.
static void interrupt_signal_record(int signal_number) {
  interrupt_pending = 1;
  if (!pthread_equal(pthread_self(), main_thread)) pthread_kill(main_thread, signal_number);
}

int interrupt_signal_install(void) {
  main_thread = pthread_self();
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = interrupt_signal_record;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: el_gets must return on Ctrl-C
  if (sigaction(SIGINT, &action, 0) != 0) return -1;
  // A blocked SIGINT is inherited across exec (a parent may have blocked it): unblock it here, on
  // the main thread, before the shell starts its own threads (they inherit this mask).
  sigset_t interrupt_only;
  sigemptyset(&interrupt_only);
  sigaddset(&interrupt_only, SIGINT);
  return pthread_sigmask(SIG_UNBLOCK, &interrupt_only, 0) == 0 ? 0 : -1;
}

int interrupt_signal_take(void) {
  int pending = interrupt_pending;
  interrupt_pending = 0;
  return pending;
}
