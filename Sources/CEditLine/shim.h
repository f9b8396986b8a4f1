// libedit's native API (histedit.h) for Swift. el_set() and history() are variadic, which Swift
// cannot call, so each use gets a small non-variadic wrapper here.
#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

#include <stdio.h>
#include <locale.h>
#include <histedit.h>

typedef char *(*ceditline_prompt_fn)(EditLine *);
typedef unsigned char (*ceditline_command_fn)(EditLine *, int);

static inline int ceditline_set_prompt(EditLine *e, ceditline_prompt_fn f) { return el_set(e, EL_PROMPT, f); }
static inline int ceditline_set_editor(EditLine *e, const char *mode) { return el_set(e, EL_EDITOR, mode); }
static inline int ceditline_set_signal(EditLine *e, int on) { return el_set(e, EL_SIGNAL, on); }
static inline int ceditline_set_history(EditLine *e, History *h) { return el_set(e, EL_HIST, history, h); }
static inline int ceditline_set_client_data(EditLine *e, void *data) { return el_set(e, EL_CLIENTDATA, data); }
static inline void *ceditline_client_data(EditLine *e) {
  void *data = NULL;
  el_get(e, EL_CLIENTDATA, &data);
  return data;
}
static inline int ceditline_add_function(EditLine *e, const char *name, const char *help, ceditline_command_fn f) {
  return el_set(e, EL_ADDFN, name, help, f);
}
static inline int ceditline_bind(EditLine *e, const char *key, const char *function) {
  return el_set(e, EL_BIND, key, function, NULL);
}

static inline int ceditline_history_set_size(History *h, int size) {
  HistEvent event;
  return history(h, &event, H_SETSIZE, size);
}
static inline int ceditline_history_set_unique(History *h, int unique) {
  HistEvent event;
  return history(h, &event, H_SETUNIQUE, unique);
}
static inline int ceditline_history_enter(History *h, const char *line) {
  HistEvent event;
  return history(h, &event, H_ENTER, line);
}
static inline int ceditline_history_load(History *h, const char *path) {
  HistEvent event;
  return history(h, &event, H_LOAD, path);
}
static inline int ceditline_history_save(History *h, const char *path) {
  HistEvent event;
  return history(h, &event, H_SAVE, path);
}
static inline int ceditline_history_count(History *h) {
  HistEvent event;
  if (history(h, &event, H_GETSIZE) < 0) return 0;
  return event.num;
}

#endif
