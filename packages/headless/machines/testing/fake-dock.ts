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
