#define _GNU_SOURCE  // glibc's POSIX_SPAWN_SETSID and posix_spawn_file_actions_addclosefrom_np
#define _XOPEN_SOURCE 600
#define _DEFAULT_SOURCE
#define _DARWIN_C_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include "pseudo_terminal.h"

// Opens a new pseudo-terminal's controlling side and copies its terminal side's name into `name`
// (`size` bytes); returns the controlling side's descriptor, or -1.
static int open_controller(char *name, size_t size) {
  int controller = posix_openpt(O_RDWR | O_NOCTTY);
  if (controller < 0) return -1;
  const char *found = (grantpt(controller) == 0 && unlockpt(controller) == 0) ? ptsname(controller) : NULL;
  if (!found || strlen(found) >= size) {
    close(controller);
    return -1;
  }
  strcpy(name, found);
  return controller;
}

int pseudo_terminal_open(int *terminal_fd) {
  char name[256];
  int controller = open_controller(name, sizeof name);
  if (controller < 0) return -1;
  int terminal = open(name, O_RDWR | O_NOCTTY);
  if (terminal < 0) {
    close(controller);
    return -1;
  }
  *terminal_fd = terminal;
  return controller;
}

#if defined(__GLIBC__)
#if __GLIBC_PREREQ(2, 34)
#define SPAWNS_IN_SESSION 1
#endif
#endif

#if SPAWNS_IN_SESSION
// glibc: posix_spawn, whose child runs only glibc's own code between its clone and exec. A forked
// child of the multithreaded test process runs what the parent's threads left half done (a lock
// held, a lazily bound symbol), which once crashed a child before exec (SIGSEGV, nothing drawn).
// Opening the terminal side as the new session's leader (without O_NOCTTY) makes it the session's
// controlling terminal.
static pid_t spawn_in_session(const char *path, char *const argv[], char *const envp[], const char *name) {
  posix_spawnattr_t attributes;
  posix_spawn_file_actions_t actions;
  if (posix_spawnattr_init(&attributes) != 0) return -1;
  if (posix_spawn_file_actions_init(&actions) != 0) {
    posix_spawnattr_destroy(&attributes);
    return -1;
  }
  // The program starts as from a terminal emulator: no signal blocked or ignored.
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGQUIT);
  sigaddset(&defaults, SIGPIPE);
  int failed = posix_spawnattr_setsigmask(&attributes, &none) || posix_spawnattr_setsigdefault(&attributes, &defaults) ||
               posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) ||
               posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0) ||
               posix_spawn_file_actions_adddup2(&actions, 0, 1) || posix_spawn_file_actions_adddup2(&actions, 0, 2) ||
               // Descriptors the test process holds (other tests' pipes) must not stay open in the child.
               posix_spawn_file_actions_addclosefrom_np(&actions, 3);
  pid_t child = -1;
  if (!failed && posix_spawn(&child, path, &actions, &attributes, argv, envp) != 0) child = -1;
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  return child;
}

pid_t pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                            unsigned short columns, int *controller_fd) {
  char name[256];
  int controller = open_controller(name, sizeof name);
  if (controller < 0) return -1;
  struct winsize size;
  memset(&size, 0, sizeof size);
  size.ws_row = rows;
  size.ws_col = columns;
  if (ioctl(controller, TIOCSWINSZ, &size) != 0) {
    close(controller);
    return -1;
  }
  pid_t child = spawn_in_session(path, argv, envp, name);
  if (child < 0) {
    close(controller);
    return -1;
  }
  *controller_fd = controller;
  return child;
}
#else
pid_t pseudo_terminal_spawn(const char *path, char *const argv[], char *const envp[], unsigned short rows,
                            unsigned short columns, int *controller_fd) {
  char name[256];
  int controller = open_controller(name, sizeof name);
  if (controller < 0) return -1;
  pid_t child = fork();
  if (child < 0) {
    close(controller);
    return -1;
  }
  if (child == 0) {
    // Only async-signal-safe calls between fork and exec. The program starts as from a terminal
    // emulator: no signal blocked or ignored (the test runner's threads may block some).
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, 0);
    signal(SIGINT, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    setsid();
    int terminal = open(name, O_RDWR);
    if (terminal < 0) _exit(126);
    ioctl(terminal, TIOCSCTTY, 0);
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = columns;
    ioctl(terminal, TIOCSWINSZ, &size);
    dup2(terminal, 0);
    dup2(terminal, 1);
    dup2(terminal, 2);
    // Descriptors the test process holds (other tests' pipes) must not stay open in the child.
    for (int fd = 3; fd < 4096; fd++) close(fd);
    execve(path, argv, envp);
    _exit(127);
  }
  *controller_fd = controller;
  return child;
}
#endif
