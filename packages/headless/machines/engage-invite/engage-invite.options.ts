import * as z from 'zod/mini';
import type {
  EngageInvite,
  EngageInviteRequest,
  InviteOutcome,
  InviteResult,
} from './engage-invite.types';

/** The toast's texts when the invite gives none (spec 3, section 2). */
export const defaultInviteTexts = {
  title: 'Need help?',
  body: 'Let us know if we can help out.',
  accept: 'Start chat',
  decline: 'No thanks',
} as const;

/** How long an invite shows when it gives no timeout above 0, in ms (spec 3, section 9). */
export const defaultInviteTimeout = 30_000;

const idText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

const dispositionSchema = z.object({
  code: z.optional(idText),
  command: z.optional(z.string().check(z.minLength(1))),
  data: z.optional(z.unknown()),
});

/** The `Engage.invite` options as read at the bus boundary; unknown keys are ignored. */
export const engageInviteRequestSchema = z.object({
  title: z.optional(z.string()),
  body: z.optional(z.string()),
  accept: z.optional(z.string()),
  decline: z.optional(z.string()),
  timeout: z.optional(z.number()),
  command: z.optional(z.string().check(z.minLength(1))),
  options: z.optional(z.unknown()),
  actionID: z.optional(idText),
  engagementID: z.optional(idText),
  media: z.optional(z.string().check(z.minLength(1))),
  dispositions: z.optional(
    z.object({
      accept: z.optional(dispositionSchema),
      cancel: z.optional(dispositionSchema),
      close: z.optional(dispositionSchema),
      timeout: z.optional(dispositionSchema),
      pageExit: z.optional(dispositionSchema),
      error: z.optional(dispositionSchema),
    }),
  ),
  meta: z.optional(z.record(z.string(), z.string())),
});

/** The invite a request asks for, defaults filled in; `undefined` when the request does not read. */
export function resolveInvite(request: unknown): EngageInvite | undefined {
  const parsed = engageInviteRequestSchema.safeParse(request ?? {});
  if (!parsed.success) return undefined;
  const value = parsed.data as EngageInviteRequest;
  const text = (given: string | undefined, fallback: string) =>
    given !== undefined && given.trim() !== '' ? given : fallback;
  return {
    title: text(value.title, defaultInviteTexts.title),
    body: text(value.body, defaultInviteTexts.body),
    accept: text(value.accept, defaultInviteTexts.accept),
    decline: text(value.decline, defaultInviteTexts.decline),
    // Spec 1, section 8: the timeout is used only if above 0.
    timeout:
      value.timeout !== undefined && value.timeout > 0 ? value.timeout : defaultInviteTimeout,
    command: value.command ?? value.dispositions?.accept?.command,
    options:
      value.command !== undefined
        ? value.options
        : (value.dispositions?.accept?.data ?? value.options),
    actionID: value.actionID,
    engagementID: value.engagementID,
    media: value.media ?? 'chat',
    dispositions: value.dispositions ?? {},
    meta: value.meta ?? {},
  };
}

/** What an invite reports for `result`: the disposition's code (else the result's name), command and data. */
export function outcomeOf(
  invite: EngageInvite,
  result: InviteResult,
  code?: string,
): InviteOutcome {
  const disposition = invite.dispositions[result];
  const accepting = result === 'accept';
  return {
    actionID: invite.actionID,
    engagementID: invite.engagementID,
    result,
    media: invite.media,
    code: code ?? disposition?.code ?? result,
    command: accepting ? invite.command : disposition?.command,
    data: accepting ? invite.options : disposition?.data,
    meta: invite.meta,
  };
}
