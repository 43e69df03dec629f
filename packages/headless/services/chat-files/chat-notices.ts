import * as z from 'zod/mini';
import type { ChatMessage } from '../../transports/chat.types';
import {
  countOf,
  isRecord,
  isText,
  parseJson,
  typed,
  type WireRecord,
} from '../../transports/wire-records';
import { isWebUrl } from '../http/web-url';
import type { ChatText } from './chat-text';

/** Nickname of the system party that posts the survey notice (protocols 1.3). */
export const surveyParticipantName = '_GCTI_GSS';

/** Where the post-chat survey is and where declining it is posted. */
export interface SurveyNotice {
  /** The survey page (http or https). */
  surveyUrl: string;
  /** Posted to when the visitor declines (http or https). */
  cancelUrl: string;
}

const httpUrl = typed((value): value is string => isText(value) && isWebUrl(value));
const surveyText = z.object({ Survey_URL: httpUrl, Cancel_URL: httpUrl });

/**
 * The survey offer a message carries: a CustomNotice from the system participant (nickname
 * `_GCTI_GSS` or type System) whose text is JSON with http(s) `Survey_URL` and `Cancel_URL`;
 * anything else, malformed JSON included, gives `undefined`.
 */
export function parseSurveyNotice(message: ChatMessage): SurveyNotice | undefined {
  if (message.type !== 'CustomNotice') return undefined;
  if (message.from.name !== surveyParticipantName && message.from.type !== 'System') {
    return undefined;
  }
  const parsed = surveyText.safeParse(parseJson(message.text));
  return parsed.success
    ? { surveyUrl: parsed.data.Survey_URL, cancelUrl: parsed.data.Cancel_URL }
    : undefined;
}

/** An idle notice of the chat server's inactivity control. */
export interface IdleNotice {
  /** An alert (the chat will close unless someone writes) or the close itself. */
  kind: 'alert' | 'close';
  /** Position in the current idle sequence, from 1. */
  number: number;
  /** Seconds until the close, when the next timer is the close and its time is known. */
  countdownSeconds?: number;
  /** When the chat closes (the alert's timestamp plus `countdownSeconds`), ms since epoch; set with `countdownSeconds`. */
  closesAt?: number;
}

// Matched against a key without its separators, in any case: `next-timer-type`, `nextTimerType`, `NEXT_TIMER_TYPE`.
const timerTypeKey = /^(next)?timertype$/i;
const secondsKey = /^(idletimerexpire|(next)?timeout)$/i;

function findAttribute(maps: WireRecord[], pattern: RegExp): unknown {
  for (const map of maps) {
    for (const [key, value] of Object.entries(map)) {
      if (pattern.test(key.replace(/[\W_]/g, ''))) return value;
    }
  }
  return undefined;
}

/**
 * Reads an IdleAlert or IdleClose message; `count` is the number of idle alerts already shown
 * since the visitor last wrote, so the notice's number is `count + 1`. An alert carries a countdown
 * when its user data or event attributes say the next timer type is `CLOSE` (key `next-timer-type`
 * or `timer-type`, in any case or separator style, at the top or one object deep); the seconds
 * come from a key `idleTimerExpire`, `next-timeout` or `timeout` there, else from the answer's
 * `idleTimerExpire` (protocols 1.3). The wire names are inferred, not documented. The close time
 * counts from the message's timestamp, so a notice read again later (a restore) keeps it. Other
 * message types give `undefined`.
 */
export function idleNotice(
  message: ChatMessage,
  count: number,
  idleTimerExpire?: number,
): IdleNotice | undefined {
  const { type } = message;
  if (type !== 'IdleAlert' && type !== 'IdleClose') return undefined;
  const number = count + 1;
  if (type === 'IdleClose') return { kind: 'close', number };
  // User data, event attributes, and the objects nested one level in them.
  const top = [message.userData, message.eventAttributes];
  const maps = [...top, ...top.flatMap((map) => Object.values(map).filter(isRecord))];
  const timerType = findAttribute(maps, timerTypeKey);
  const seconds =
    typeof timerType === 'string' && timerType.trim().toUpperCase() === 'CLOSE'
      ? (countOf(findAttribute(maps, secondsKey)) ?? countOf(idleTimerExpire))
      : undefined;
  if (seconds === undefined) return { kind: 'alert', number };
  const countdownSeconds = Math.round(seconds);
  return {
    kind: 'alert',
    number,
    countdownSeconds,
    closesAt: message.timestamp + countdownSeconds * 1000,
  };
}

/** The text of an idle notice: the first alert, the second (also for any later one), or the close. */
export function idleNoticeText(notice: IdleNotice): ChatText {
  if (notice.kind === 'close') return { key: 'webchat.notices.idleClose' };
  return { key: notice.number <= 1 ? 'webchat.notices.idleAlert1' : 'webchat.notices.idleAlert2' };
}
