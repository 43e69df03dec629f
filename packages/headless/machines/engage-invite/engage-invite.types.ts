import type { ViewArbiter } from '../view-reservation/view-arbiter';

/** How an invite ended (spec 3, section 4), or `error` when it could not show. */
export type InviteResult = 'accept' | 'cancel' | 'close' | 'timeout' | 'pageExit' | 'error';

/** What one outcome reports: its code, and the command it runs with its data (spec 3, section 3). */
export interface InviteDisposition {
  /** The code reported for the outcome. @default the outcome's name */
  code?: string;
  /** The bus command the outcome runs (e.g. `WebChat.open` on accept). */
  command?: string;
  /** The command's options. */
  data?: unknown;
}

/** An invite as the `Engage.invite` command takes it (spec 1: title, body, accept, decline, timeout, command, options). */
export interface EngageInviteRequest {
  /** The toast's title. @default 'Need help?' */
  title?: string;
  /** The toast's message. @default 'Let us know if we can help out.' */
  body?: string;
  /** The accept button's text. @default 'Start chat' */
  accept?: string;
  /** The decline button's text. @default 'No thanks' */
  decline?: string;
  /** How long the toast shows, in ms; used only if above 0. @default 30000 */
  timeout?: number;
  /** The bus command accepting runs. */
  command?: string;
  /** Its options. */
  options?: unknown;
  /** The engagement's action id (web engagement). */
  actionID?: string;
  /** The engagement's id (web engagement). */
  engagementID?: string;
  /** The channel it invites to. @default 'chat' */
  media?: string;
  /** Per outcome: its code and the command it runs. */
  dispositions?: Partial<Record<InviteResult, InviteDisposition>>;
  /** Anything else the engagement carries (e.g. the server alias), reported back with the dispositions. */
  meta?: Record<string, string>;
}

/** An invite with its defaults filled in, as the toast shows it. */
export interface EngageInvite {
  /** The toast's title. */
  title: string;
  /** The toast's message. */
  body: string;
  /** The accept button's text. */
  accept: string;
  /** The decline button's text. */
  decline: string;
  /** How long the toast shows, in ms. */
  timeout: number;
  /** The bus command accepting runs, if any. */
  command: string | undefined;
  /** Its options. */
  options: unknown;
  /** The engagement's action id. */
  actionID: string | undefined;
  /** The engagement's id. */
  engagementID: string | undefined;
  /** The channel it invites to. */
  media: string;
  /** Per outcome: its code and the command it runs. */
  dispositions: Partial<Record<InviteResult, InviteDisposition>>;
  /** What the engagement carries besides. */
  meta: Record<string, string>;
}

/** An invite's outcome as reported (spec 3, disposition event: actionID, engagementID, result, media, code). */
export interface InviteOutcome {
  /** The engagement's action id. */
  actionID: string | undefined;
  /** The engagement's id. */
  engagementID: string | undefined;
  /** How it ended. */
  result: InviteResult;
  /** The channel it invited to. */
  media: string;
  /** The outcome's code (`mediaBusy` for an invite refused because a channel is open). */
  code: string;
  /** The command the outcome runs, if any. */
  command: string | undefined;
  /** The command's options. */
  data: unknown;
  /** What the engagement carries besides. */
  meta: Record<string, string>;
}

/** Whether a contact channel (chat, send-message, callback, call-us) is open now. */
export type MediaBusy = () => boolean;

/** Input of the engage invite machine. */
export interface EngageInviteInput {
  /** The page's toaster arbiter. @default none: the toast always shows */
  toaster?: ViewArbiter;
  /** Whether a contact channel is open (the invite then reports error / mediaBusy). @default never */
  mediaBusy?: MediaBusy;
  /** The plugin name it reserves the toaster as. @default 'Engage' */
  name?: string;
  /** Base of the elements' ids. @default 'cx-engage' */
  id?: string;
}

/** Context of the engage invite machine. */
export interface EngageInviteContext {
  /** The toaster's arbiter, if any. */
  toaster: ViewArbiter | undefined;
  /** Whether a contact channel is open. */
  mediaBusy: MediaBusy;
  /** The plugin name. */
  name: string;
  /** Base of the elements' ids. */
  id: string;
  /** The invite showing, or the last one. */
  invite: EngageInvite | undefined;
  /** How the last invite ended. */
  outcome: InviteOutcome | undefined;
}

/** Events of the engage invite machine. */
export type EngageInviteEvent =
  | {
      type: 'invite.show';
      /** The invite, defaults filled in. */
      invite: EngageInvite;
    }
  | { type: 'invite.accept' }
  | { type: 'invite.decline' }
  | { type: 'invite.close' }
  | { type: 'page.exit' }
  | {
      type: 'toaster.taken';
      /** The plugin that took the toaster over. */
      commander: string;
    };

/** Notifications of the engage invite machine (the `Engage` plugin's events). */
export type EngageInviteEmitted =
  | {
      type: 'opened';
      /** The invite shown. */
      invite: EngageInvite;
    }
  | {
      type: 'disposition';
      /** How it ended. */
      outcome: InviteOutcome;
    }
  | {
      type: 'closed';
      /** How it ended. */
      outcome: InviteOutcome;
    };
