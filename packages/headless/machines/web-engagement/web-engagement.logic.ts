import * as z from 'zod/mini';
import type { EngageInviteRequest, InviteOutcome } from '../engage-invite/engage-invite.types';
import { gweInvitesPath } from './web-engagement.options';
import type { GweIds } from './web-engagement.types';

/** The results a chat-invite disposition reports on the wire (spec 3, section 4). */
export const chatInviteResults = ['accept', 'cancel', 'timeout', 'pageExit'] as const;

/** A result on the wire: the close control declines, as 'No thanks' does. */
export function wireResultOf(result: InviteOutcome['result']): string {
  return result === 'close' ? 'cancel' : result;
}

/** Whether an outcome goes to the invites endpoint (a chat invite ending so) or to the tracker. */
export function isChatDisposition(outcome: InviteOutcome): boolean {
  return (
    outcome.media === 'chat' &&
    (chatInviteResults as readonly string[]).includes(wireResultOf(outcome.result))
  );
}

/**
 * The chat-invite disposition's URL, parameters in the wire's order (service-protocols 12):
 * `{endpoint}/server/data/invites?result&media=chat&visitID&pageID&alias&engagementID&webengagement=`.
 */
export function chatDispositionUrl(endpoint: string, ids: GweIds, outcome: InviteOutcome): string {
  const params = new URLSearchParams([
    ['result', wireResultOf(outcome.result)],
    ['media', 'chat'],
    ['visitID', ids.visitID],
    ['pageID', ids.pageID],
    ['alias', outcome.meta['alias'] ?? ''],
    ['engagementID', outcome.engagementID ?? ''],
    ['webengagement', outcome.meta['webengagement'] ?? ''],
  ]);
  return `${endpoint}${gweInvitesPath}?${params.toString()}`;
}

/** The tracker event other dispositions become: `['event', 'Disposition', {data}]`. */
export function dispositionEvent(outcome: InviteOutcome): unknown[] {
  return [
    'event',
    'Disposition',
    {
      data: {
        actionID: outcome.actionID,
        engagementID: outcome.engagementID,
        result: outcome.result,
        media: outcome.media,
        code: outcome.code,
      },
    },
  ];
}

const id = z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)));

const dispositionSchema = z.optional(
  z.object({
    code: id,
    command: z.optional(z.string()),
    data: z.optional(z.unknown()),
  }),
);

/** An invite as GWE pushes it (`gpe.setVariable`) or `GWE.invite` takes it (spec 3, section 3). */
export const gweInviteSchema = z.object({
  type: z.optional(z.string()),
  subject: z.optional(z.string()),
  message: z.optional(z.string()),
  acceptBtnCaption: z.optional(z.string()),
  cancelBtnCaption: z.optional(z.string()),
  /** Seconds. */
  inviteTimeout: z.optional(z.number()),
  /** Milliseconds. */
  timeout: z.optional(z.number()),
  chatOptions: z.optional(
    z.object({
      registration: z.optional(z.boolean()),
      userData: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
  actionID: id,
  engagementID: id,
  media: z.optional(z.string()),
  alias: id,
  webengagement: id,
  dispositions: z.optional(
    z.object({
      accept: dispositionSchema,
      cancel: dispositionSchema,
      timeout: dispositionSchema,
      pageExit: dispositionSchema,
    }),
  ),
});

/** A GWE invite, read. */
export type GweInvite = z.infer<typeof gweInviteSchema>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The `Engage.invite` a GWE chat invite becomes: its texts and timeout, and accepting opens chat
 * with the registration data as the form's prefill (`WebChat.open` `form`: `firstname`,
 * `lastname`, `email`), submitted at once when the invite asks for no registration.
 */
export function engageRequestOf(invite: GweInvite): EngageInviteRequest {
  const userData = invite.chatOptions?.userData ?? {};
  const form = {
    autoSubmit: invite.chatOptions?.registration === false,
    ...(text(userData['firstName']) ? { firstname: text(userData['firstName']) } : {}),
    ...(text(userData['lastName']) ? { lastname: text(userData['lastName']) } : {}),
    ...(text(userData['email']) ? { email: text(userData['email']) } : {}),
  };
  const accept = invite.dispositions?.accept;
  const timeout =
    invite.timeout !== undefined && invite.timeout > 0
      ? invite.timeout
      : invite.inviteTimeout !== undefined && invite.inviteTimeout > 0
        ? invite.inviteTimeout * 1000
        : undefined;
  return {
    ...(invite.subject ? { title: invite.subject } : {}),
    ...(invite.message ? { body: invite.message } : {}),
    ...(invite.acceptBtnCaption ? { accept: invite.acceptBtnCaption } : {}),
    ...(invite.cancelBtnCaption ? { decline: invite.cancelBtnCaption } : {}),
    ...(timeout === undefined ? {} : { timeout }),
    command: accept?.command ?? 'WebChat.open',
    options: accept?.command ? accept.data : { form },
    ...(invite.actionID ? { actionID: invite.actionID } : {}),
    ...(invite.engagementID ? { engagementID: invite.engagementID } : {}),
    media: invite.media ?? 'chat',
    ...(invite.dispositions ? { dispositions: invite.dispositions } : {}),
    meta: {
      ...(invite.alias ? { alias: invite.alias } : {}),
      ...(invite.webengagement ? { webengagement: invite.webengagement } : {}),
    },
  };
}
