/**
 * The window lifecycle's transitions, shared by every window machine: the widget window, and the
 * chat widget, whose window adds chat's own dialogs. Each machine names the same guards (see
 * `windowGuards`) and actions (`notifyOpened`, `notifyMinimized`, `notifyUnminimized`,
 * `closeWindow`), and keeps `closed`, `open` and `minimized` as sibling states.
 */
export const windowTransitions = {
  /** `window.open` from `closed`: minimized on request, else open; `before` runs first. */
  open<const Before extends readonly string[] = []>(before: Before = [] as unknown as Before) {
    return [
      {
        guard: 'wantsMinimized',
        target: 'minimized',
        actions: [...before, 'notifyOpened', 'notifyMinimized'] as const,
      },
      { target: 'open', actions: [...before, 'notifyOpened'] as const },
    ] as const;
  },
  /** `window.minimize` from `open`. */
  minimize: { guard: 'isMinimizeRequest', target: 'minimized', actions: 'notifyMinimized' },
  /** `window.minimize` from `minimized`: the restore. */
  restore: { guard: 'isRestoreRequest', target: 'open', actions: 'notifyUnminimized' },
  /** `window.open` from `minimized`. */
  reopen: { target: 'open', actions: 'notifyUnminimized' },
  /** `window.close`: the first question that applies, else closed at once (`closed` is the closed state's id). */
  close<const Questions extends readonly { guard: string; target: string; actions?: string }[]>(
    questions: Questions,
    closed: string,
  ) {
    return [...questions, { target: closed, actions: 'closeWindow' }] as const;
  },
} as const;
