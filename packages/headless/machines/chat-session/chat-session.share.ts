import * as z from 'zod/mini';
import { shareParam } from '../../services/chat-files/chat-resume';
import { isWebUrl, parseWebUrl } from '../../services/http/web-url';
import { isOneOf, isTextRecord } from '../../transports/wire-records';
import { chatErrorKeys } from './chat-session.logic';
import { chatSessionSetup, raiseError, type ChatGuardArgs } from './chat-session.setup';
import type { ShareKind, ShareLink } from './chat-session.types';

export { shareParam };

/** What a chat token holds: the kind of link and the session keys. */
export interface SharePayload {
  /** What the link is for. */
  kind: ShareKind;
  /** The back end's session keys. */
  session: Record<string, string>;
}

// Predicates rather than zod's literal, enum and record: each of those adds its own code to the chat bundle.
const payloadSchema = z.object({
  v: z.custom<1>((value) => value === 1),
  kind: z.custom<ShareKind>(isOneOf(['transfer', 'invite'] as const)),
  session: z.custom<Record<string, string>>((value) => isTextRecord(value, 64, 512)),
});

/** Encodes a chat token: URL-safe base64 of versioned JSON. */
export function encodeShareToken(payload: SharePayload): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, ...payload }));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Reads a chat token; `undefined` for anything that is not one (wrong encoding, shape or version). */
export function decodeShareToken(token: string): SharePayload | undefined {
  if (token.length > 4096 || !/^[\w-]+$/.test(token)) return undefined;
  try {
    const binary = atob(token.replaceAll('-', '+').replaceAll('_', '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    const parsed = z.safeParse(payloadSchema, JSON.parse(text));
    if (!parsed.success || Object.keys(parsed.data.session).length === 0) return undefined;
    return { kind: parsed.data.kind, session: parsed.data.session };
  } catch {
    return undefined;
  }
}

/** The chat token in a page URL, if it has one. */
export function shareTokenFromUrl(url: string): string | undefined {
  try {
    return new URL(url).searchParams.get(shareParam) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The page URL with its chat token removed. */
export function withoutShareToken(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(shareParam);
  return parsed.href;
}

const failureKey = (kind: ShareKind) =>
  kind === 'transfer' ? chatErrorKeys.transferFailed : chatErrorKeys.inviteFailed;

/** Guards of chat links: a link can be made from an http(s) page, and a token must read as one. */
export const shareGuards = {
  canShare: ({ event }: ChatGuardArgs) => event.type === 'share.create' && isWebUrl(event.baseUrl),
  isShareToken: ({ event }: ChatGuardArgs) =>
    event.type === 'share.join' && decodeShareToken(event.token) !== undefined,
};

/**
 * Actions of chat links: a link to continue the chat on another device (transfer) or to let another
 * person in (invite), and joining a chat from such a link, which then restores like a page reload.
 */
export const shareActions = {
  createShareLink: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type !== 'share.create' || !context.session) return;
    const token = encodeShareToken({ kind: event.kind, session: { ...context.session } });
    const url = parseWebUrl(event.baseUrl)!;
    url.searchParams.set(shareParam, token);
    const link: ShareLink = { kind: event.kind, token, url: url.href };
    enqueue.assign({ shareLink: link });
    enqueue.emit({ type: 'shareLinkCreated', link });
  }),
  reportShareFailure: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    if (event.type === 'share.create') {
      raiseError(enqueue, context, { key: failureKey(event.kind) });
    } else if (event.type === 'share.join') {
      raiseError(enqueue, context, {
        key: failureKey(decodeShareToken(event.token)?.kind ?? 'transfer'),
      });
    }
  }),
  adoptSharedSession: chatSessionSetup.assign(({ event }) => {
    const payload = event.type === 'share.join' ? decodeShareToken(event.token) : undefined;
    return payload
      ? { session: payload.session, position: 1, restoring: true, joining: payload.kind }
      : {};
  }),
};

export { failureKey as shareFailureKey };
