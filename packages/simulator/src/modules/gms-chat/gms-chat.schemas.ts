import * as z from 'zod';
import { tooDeep, withinDepth } from '../../http/json-body';
import { toStringRecord, type FormObject, type FormValue } from './gms-chat.form';

const textField = () => z.string({ error: 'must be text' }).optional();

const positionField = z
  .string({ error: 'must be text' })
  .regex(/^-?\d+$/, 'must be an integer')
  .transform(Number)
  .optional();

function isGroup(value: unknown): value is FormObject {
  return typeof value === 'object' && value !== null && !(value instanceof File);
}

// The widget sends a JSON string; a bracket-serialised object is taken as it is.
const eventAttributesField = z
  .custom<FormValue>()
  .transform((value, ctx): Record<string, unknown> | undefined => {
    if (value === undefined || value === '') return undefined;
    if (isGroup(value)) return value;
    if (typeof value === 'string') {
      try {
        const parsed: unknown = JSON.parse(value);
        if (!withinDepth(parsed)) {
          ctx.addIssue({ code: 'custom', message: tooDeep });
          return z.NEVER;
        }
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
          return parsed as Record<string, unknown>;
        }
      } catch {
        // Reported below like any other value that is not a JSON object.
      }
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  })
  .optional();

const userDataField = z
  .custom<FormValue>()
  .transform((value) => toStringRecord(value))
  .optional();

/** Fields every GMS request after the start carries, plus the optional ones most operations read. */
export const sessionFieldsSchema = z.looseObject({
  alias: textField(),
  secureKey: textField(),
  userId: textField(),
  transcriptPosition: positionField,
  message: textField(),
  messageType: textField(),
  eventAttributes: eventAttributesField,
  userData: userDataField,
});

/** The session fields of a GMS request, parsed. */
export type SessionFields = z.output<typeof sessionFieldsSchema>;

/** Fields of the GMS start request (`POST /genesys/2/chat/{service}/`). */
export const startFieldsSchema = z.looseObject({
  nickname: textField(),
  firstName: textField(),
  lastName: textField(),
  emailAddress: textField(),
  subject: textField(),
  text: textField(),
  endpoint: textField(),
  userData: userDataField,
});

/** The start request's fields, parsed. */
export type StartFields = z.output<typeof startFieldsSchema>;

/** One GMS error entry. */
export interface GmsErrorEntry {
  /** GMS error code (102, 204, 404, ...). */
  code: number;
  /** Explanation or the exceeded limit. */
  advice: string;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The visitor a start request names (missing names are empty). */
export function visitorOfStart(fields: StartFields) {
  return {
    nickname: fields.nickname ?? '',
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    emailAddress: fields.emailAddress ?? '',
    subject: fields.subject ?? '',
  };
}

/** The GMS validation errors of a start request: names (161, 102, 103) and e-mail (364). */
export function startErrors(fields: StartFields): GmsErrorEntry[] {
  const errors: GmsErrorEntry[] = [];
  const has = (value: string | undefined) => (value ?? '').trim() !== '';
  if (!has(fields.nickname)) {
    if (!has(fields.firstName) && !has(fields.lastName)) {
      errors.push({ code: 161, advice: 'Please enter your name' });
    } else if (!has(fields.firstName)) {
      errors.push({ code: 102, advice: 'First name is required' });
    } else if (!has(fields.lastName)) {
      errors.push({ code: 103, advice: 'Last name is required' });
    }
  }
  const email = (fields.emailAddress ?? '').trim();
  if (email !== '' && !emailPattern.test(email)) {
    errors.push({ code: 364, advice: 'Invalid email address' });
  }
  return errors;
}
