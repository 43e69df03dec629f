import type { WindowDock } from '../widget-window/widget-window.types';

/** A dock that records what windows ask of it, one line a call (`register WebChat 300`). */
export function fakeDock(): WindowDock & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    register: ({ plugin, width }) => calls.push(`register ${plugin} ${width}`),
    deregister: (plugin) => calls.push(`deregister ${plugin}`),
    resize: (plugin, width) => calls.push(`resize ${plugin} ${width}`),
  };
}

/** What a dock test drives of a window: its api's commands, and its actor. */
export interface DockedWindowUnderTest {
  /** The window's api now. */
  api(): {
    resize(width: number): void;
    open(options?: { minimized?: boolean }): void;
    minimize(minimized?: boolean): void;
    close(): void;
  };
  /** The window's actor. */
  actor: { stop(): void };
}

/**
 * Measures, opens, minimizes, restores, re-measures (once with no width), closes, measures while
 * closed, reopens minimized and stops a window whose dock is `dock`; every window machine docks
 * alike, so each answers with {@link dockLifecycleCalls}.
 */
export function walkDockLifecycle(
  window: DockedWindowUnderTest,
  dock: { calls: string[] },
): string[] {
  window.api().resize(300);
  window.api().open();
  window.api().minimize();
  window.api().minimize(false);
  window.api().resize(320);
  window.api().resize(Number.NaN);
  window.api().close();
  window.api().resize(330);
  window.api().open({ minimized: true });
  window.actor.stop();
  return dock.calls;
}

/** The dock calls of {@link walkDockLifecycle}: registered once while it shows, measured, deregistered on close and on stop. */
export function dockLifecycleCalls(name: string): string[] {
  return [
    `register ${name} 300`,
    `resize ${name} 320`,
    `resize ${name} 320`,
    `deregister ${name}`,
    `register ${name} 330`,
    `deregister ${name}`,
  ];
}
