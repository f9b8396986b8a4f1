#define _XOPEN_SOURCE 600
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "pseudo_terminal.h"

int pseudo_terminal_open(int *terminal_fd) {
  int controller = posix_openpt(O_RDWR | O_NOCTTY);
  if (controller < 0) return -1;
  if (grantpt(controller) != 0 || unlockpt(controller) != 0) {
    close(controller);
    return -1;
  }
  const char *name = ptsname(controller);
  int terminal = name ? open(name, O_RDWR | O_NOCTTY) : -1;
  if (terminal < 0) {
    close(controller);
    return -1;
  }
  *terminal_fd = terminal;
  return controller;
}
