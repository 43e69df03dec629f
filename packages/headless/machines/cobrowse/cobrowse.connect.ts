import type { SnapshotFrom } from 'xstate';
import { coBrowseAnatomy as anatomy } from './cobrowse.anatomy';
import type { CoBrowseState } from './cobrowse.manifest';
import type { CoBrowseMachine } from './cobrowse.machine';
import type { CoBrowseEvent } from './cobrowse.types';

/** Where the script stands. */
export type CoBrowseScriptState = 'unconfigured' | 'loading' | 'online' | 'offline';

/** Where the session stands. */
export type CoBrowseSessionState = 'idle' | 'active' | 'ended';

/** The slice of the bridge's snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface CoBrowseView {
  /** Base of the elements' ids. */
  id: string;
  /** Where the script stands. */
  script: CoBrowseScriptState;
  /** Where the session stands. */
  session: CoBrowseSessionState;
  /** Whether a start is pending (for `pendingTime` after it was asked). */
  pending: boolean;
  /** Whether a start is pending and no session has started since. */
  starting: boolean;
  /** Whether the warning dialog is open. */
  dialogOpen: boolean;
  /** The running session's code, as the script gave it. */
  token: string | undefined;
  /** Why the last session ended. */
  endReason: string | undefined;
}

/** Picks the bridge's view out of a snapshot. */
export function selectCoBrowseView(snapshot: SnapshotFrom<CoBrowseMachine>): CoBrowseView {
  const script: CoBrowseScriptState = snapshot.matches({ script: 'unconfigured' })
    ? 'unconfigured'
    : snapshot.matches({ script: { configured: 'online' } })
      ? 'online'
      : snapshot.matches({ script: { configured: 'offline' } })
        ? 'offline'
        : 'loading';
  const session: CoBrowseSessionState = snapshot.matches({ session: 'active' })
    ? 'active'
    : snapshot.matches({ session: 'ended' })
      ? 'ended'
      : 'idle';
  return {
    id: snapshot.context.id,
    script,
    session,
    pending: snapshot.matches({ start: 'pending' }),
    starting: snapshot.context.starting,
    dialogOpen: snapshot.matches({ dialog: 'open' }),
    token: snapshot.context.token,
    endReason: snapshot.context.endReason,
  };
}

/** The bus's `CoBrowse.getState` answer for a view. */
export function coBrowseStateOf(view: CoBrowseView): CoBrowseState {
  return {
    online: view.script === 'online',
    active: view.session === 'active',
    pending: view.pending,
  };
}

/** The ids of the bridge's elements. */
export function coBrowseIds(id: string) {
  return {
    warningTitle: `${id}-warning-title`,
    warningText: `${id}-warning-text`,
    status: `${id}-status`,
    code: `${id}-code`,
  };
}

/** What {@link connect} gives: the state, the commands and the prop getters. */
export interface CoBrowseApi {
  /** The state other widgets read (`CoBrowse.getState`). */
  state: CoBrowseState;
  /** Where the script stands. */
  script: CoBrowseScriptState;
  /** The script is ready and its server answers: a session can start. */
  isOnline: boolean;
  /** A session is running. */
  isActive: boolean;
  /** A start is pending. */
  isPending: boolean;
  /** The last session ended (and no other started since). */
  isEnded: boolean;
  /** Whether Start Co-browse does something now (online, nothing pending, no session). */
  canStart: boolean;
  /** Whether the warning dialog is open. */
  isDialogOpen: boolean;
  /** The running session's code. */
  code: string | undefined;
  /** Why the last session ended. */
  endReason: string | undefined;
  /** The ids of the elements. */
  ids: ReturnType<typeof coBrowseIds>;
  /** Opens the warning dialog. */
  open(): void;
  /** Closes it (Cancel). */
  close(): void;
  /** Starts a session without the warning. */
  start(): void;
  /** Leaves the running session. */
  stop(): void;
  /** Props for a button that opens the warning dialog. */
  getTriggerProps(): typeof anatomy.trigger.attrs & {
    type: 'button';
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'data-state': CoBrowseScriptState;
    onClick(): void;
  };
  /** Props for the warning dialog's content. */
  getWarningProps(): typeof anatomy.warning.attrs & {
    'data-state': 'open' | 'closed';
    'aria-labelledby': string;
    'aria-describedby': string;
  };
  /** Props for the warning's explanation. */
  getWarningTextProps(): typeof anatomy.warningText.attrs & { id: string };
  /** Props for Cancel. */
  getCancelProps(): typeof anatomy.cancel.attrs & { type: 'button'; onClick(): void };
  /** Props for Start Co-browse: disabled while a session cannot start. */
  getConfirmProps(): typeof anatomy.confirm.attrs & {
    type: 'button';
    disabled: boolean;
    onClick(): void;
  };
  /** Props for the line that says where co-browse stands (a polite live region). */
  getStatusProps(): typeof anatomy.status.attrs & {
    id: string;
    role: 'status';
    'data-state': CoBrowseScriptState;
  };
  /** Props for the bar shown while a session is pending or running. */
  getSessionBarProps(): typeof anatomy.sessionBar.attrs & {
    'data-state': 'pending' | 'active' | 'idle';
    hidden: boolean;
  };
  /** Props for the session code. */
  getCodeProps(): typeof anatomy.code.attrs & { id: string };
  /** Props for Stop. */
  getStopProps(): typeof anatomy.stop.attrs & {
    type: 'button';
    disabled: boolean;
    onClick(): void;
  };
}

/** Builds the bridge's api from its view. */
export function connect(view: CoBrowseView, send: (event: CoBrowseEvent) => void): CoBrowseApi {
  const ids = coBrowseIds(view.id);
  const isActive = view.session === 'active';
  const isOnline = view.script === 'online';
  const canStart = isOnline && !view.pending && !isActive;
  const bar: 'pending' | 'active' | 'idle' = isActive
    ? 'active'
    : view.starting
      ? 'pending'
      : 'idle';
  return {
    state: coBrowseStateOf(view),
    script: view.script,
    isOnline,
    isActive,
    isPending: view.pending,
    isEnded: view.session === 'ended',
    canStart,
    isDialogOpen: view.dialogOpen,
    code: view.token,
    endReason: view.endReason,
    ids,
    open: () => send({ type: 'dialog.open' }),
    close: () => send({ type: 'dialog.close' }),
    start: () => send({ type: 'session.start' }),
    stop: () => send({ type: 'session.stop' }),
    getTriggerProps: () => ({
      ...anatomy.trigger.attrs,
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': view.dialogOpen,
      'data-state': view.script,
      onClick: () => send({ type: 'dialog.open' }),
    }),
    getWarningProps: () => ({
      ...anatomy.warning.attrs,
      'data-state': view.dialogOpen ? 'open' : 'closed',
      'aria-labelledby': ids.warningTitle,
      'aria-describedby': ids.warningText,
    }),
    getWarningTextProps: () => ({ ...anatomy.warningText.attrs, id: ids.warningText }),
    getCancelProps: () => ({
      ...anatomy.cancel.attrs,
      type: 'button',
      onClick: () => send({ type: 'dialog.close' }),
    }),
    getConfirmProps: () => ({
      ...anatomy.confirm.attrs,
      type: 'button',
      disabled: !canStart,
      onClick: () => send({ type: 'dialog.confirm' }),
    }),
    getStatusProps: () => ({
      ...anatomy.status.attrs,
      id: ids.status,
      role: 'status',
      'data-state': view.script,
    }),
    getSessionBarProps: () => ({
      ...anatomy.sessionBar.attrs,
      'data-state': bar,
      hidden: bar === 'idle',
    }),
    getCodeProps: () => ({ ...anatomy.code.attrs, id: ids.code }),
    getStopProps: () => ({
      ...anatomy.stop.attrs,
      type: 'button',
      disabled: !isActive,
      onClick: () => send({ type: 'session.stop' }),
    }),
  };
}
