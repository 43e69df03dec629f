import type { SnapshotFrom } from 'xstate';
import { partButton, type PartButtonProps } from '../../services/anatomy/create-anatomy';
import { engageInviteAnatomy as anatomy } from './engage-invite.anatomy';
import type { EngageInviteMachine } from './engage-invite.machine';
import type { EngageInvite, EngageInviteEvent, InviteOutcome } from './engage-invite.types';

/** The slice of the invite's snapshot that views depend on; compare it shallowly to skip re-renders. */
export interface EngageInviteView {
  /** Base of the elements' ids. */
  id: string;
  /** Whether the toast shows. */
  open: boolean;
  /** The invite showing, or the last one. */
  invite: EngageInvite | undefined;
  /** How the last invite ended. */
  outcome: InviteOutcome | undefined;
}

/** Picks the invite's view out of a snapshot. */
export function selectEngageInviteView(
  snapshot: SnapshotFrom<EngageInviteMachine>,
): EngageInviteView {
  const { context } = snapshot;
  return {
    id: context.id,
    open: snapshot.matches('showing'),
    invite: context.invite,
    outcome: context.outcome,
  };
}

type Attrs<Part extends keyof typeof anatomy> = (typeof anatomy)[Part]['attrs'];

/** The engage invite api: whether it shows, its texts, its commands and prop getters. */
export interface EngageInviteApi {
  /** Whether the toast shows. */
  isOpen: boolean;
  /** The invite showing, or the last one. */
  invite: EngageInvite | undefined;
  /** How the last invite ended. */
  outcome: InviteOutcome | undefined;
  /** The toast's title. */
  title: string;
  /** Its message. */
  body: string;
  /** The accept button's text. */
  acceptText: string;
  /** The decline button's text. */
  declineText: string;
  /** Accepts: runs the invite's command ('Start chat'). */
  accept(): void;
  /** Declines ('No thanks'). */
  decline(): void;
  /** Closes with the close control. */
  close(): void;
  /** Props for the toast: a non-modal dialog named by its title and described by its message. */
  getRootProps(): Attrs<'root'> & {
    role: 'dialog';
    'aria-modal': false;
    'aria-labelledby': string;
    'aria-describedby': string;
    'data-state': 'open' | 'closed';
    hidden: boolean;
  };
  /** Props for the title. */
  getTitleProps(): Attrs<'title'> & { id: string };
  /** Props for the message. */
  getBodyProps(): Attrs<'body'> & { id: string };
  /** Props for 'Start chat'. */
  getAcceptProps(): PartButtonProps<(typeof anatomy)['accept']>;
  /** Props for 'No thanks'. */
  getDeclineProps(): PartButtonProps<(typeof anatomy)['decline']>;
  /** Props for the close control (its accessible name is the caller's). */
  getCloseProps(): PartButtonProps<(typeof anatomy)['close']>;
}

/** Turns an invite view and the actor's `send` into the {@link EngageInviteApi}. */
export function connect(
  view: EngageInviteView,
  send: (event: EngageInviteEvent) => void,
): EngageInviteApi {
  const ids = { title: `${view.id}-title`, body: `${view.id}-body` };
  const accept = () => send({ type: 'invite.accept' });
  const decline = () => send({ type: 'invite.decline' });
  const close = () => send({ type: 'invite.close' });
  return {
    isOpen: view.open,
    invite: view.invite,
    outcome: view.outcome,
    title: view.invite?.title ?? '',
    body: view.invite?.body ?? '',
    acceptText: view.invite?.accept ?? '',
    declineText: view.invite?.decline ?? '',
    accept,
    decline,
    close,
    getRootProps: () => ({
      ...anatomy.root.attrs,
      role: 'dialog',
      'aria-modal': false,
      'aria-labelledby': ids.title,
      'aria-describedby': ids.body,
      'data-state': view.open ? 'open' : 'closed',
      hidden: !view.open,
    }),
    getTitleProps: () => ({ ...anatomy.title.attrs, id: ids.title }),
    getBodyProps: () => ({ ...anatomy.body.attrs, id: ids.body }),
    getAcceptProps: () => partButton(anatomy.accept, accept),
    getDeclineProps: () => partButton(anatomy.decline, decline),
    getCloseProps: () => partButton(anatomy.close, close),
  };
}
