import type { SnapshotFrom } from 'xstate';
import type {
  SendMessageFile,
  SendMessageFormData,
  SendMessageRequest,
} from '../../services/send-message/send-message-service.manifest';
import type { FormMachine } from '../form/form.machine';
import { formFieldMaxLength } from '../form/form.rules';
import type { FormFieldDefinition, FormValues } from '../form/form.types';
import type { SendMessageError, SendMessagePrefill } from './send-message.types';

/** The input names of the message's own fields (service-protocols 10); any other goes to the user data. */
export const sendMessageFieldNames = [
  'firstname',
  'lastname',
  'email',
  'subject',
  'messagebody',
] as const;

/**
 * The default form of the SendMessage window (spec 3, sections 2 and 5; service-protocols 10):
 * First Name, Last Name, Email, Subject (100 each) and the message body. Labels are i18n keys.
 */
export const defaultSendMessageFields: readonly FormFieldDefinition[] = [
  {
    name: 'firstname',
    label: 'sendmessage.firstname',
    maxLength: formFieldMaxLength,
    autoComplete: 'given-name',
  },
  {
    name: 'lastname',
    label: 'sendmessage.lastname',
    maxLength: formFieldMaxLength,
    autoComplete: 'family-name',
  },
  {
    name: 'email',
    type: 'email',
    label: 'sendmessage.email',
    maxLength: formFieldMaxLength,
    autoComplete: 'email',
  },
  { name: 'subject', label: 'sendmessage.subject', maxLength: formFieldMaxLength },
  { name: 'messagebody', type: 'textarea', label: 'sendmessage.messagebody' },
];

const ownNames = new Set<string>(sendMessageFieldNames);

/**
 * The form as the window shows it: with validation on (spec 3, section 5) the message's own fields
 * are required and the e-mail's format is checked; off, nothing is checked before sending.
 */
export function withValidation(
  fields: readonly FormFieldDefinition[],
  validation: boolean,
): FormFieldDefinition[] {
  return fields.map((field) => {
    if (!ownNames.has(field.name)) return field;
    const email = field.name === 'email';
    return {
      ...field,
      required: validation,
      ...(email ? { type: validation ? 'email' : 'text' } : {}),
    };
  });
}

/** Whether any field holds a value or a file is attached: a close then asks first (service-protocols 10). */
export function isFormFilled(
  form: SnapshotFrom<FormMachine> | undefined,
  files: readonly SendMessageFile[],
): boolean {
  if (files.length > 0) return true;
  if (!form) return false;
  return form.context.fields.some(
    (field) => field.type !== 'hidden' && (form.context.values[field.name] ?? '').trim() !== '',
  );
}

/**
 * The `sendForm` options: the message's own fields as `formData`, the open's user data and every
 * other input by name as `userData`, and the files attached (service-protocols 9 and 10).
 */
export function requestOf(
  values: FormValues,
  prefill: SendMessagePrefill | undefined,
  files: readonly SendMessageFile[],
): SendMessageRequest {
  const formData: SendMessageFormData = {
    firstname: values['firstname'] ?? '',
    lastname: values['lastname'] ?? '',
    email: values['email'] ?? '',
    subject: values['subject'] ?? '',
    messagebody: values['messagebody'] ?? '',
  };
  const others = Object.fromEntries(Object.entries(values).filter(([name]) => !ownNames.has(name)));
  const userData = { ...prefill?.userData, ...others };
  return {
    formData,
    ...(Object.keys(userData).length > 0 ? { userData } : {}),
    ...(files.length > 0 ? { files: [...files] } : {}),
  };
}

/** The total size of the files attached, in bytes. */
export function totalSizeOf(files: readonly SendMessageFile[]): number {
  return files.reduce((total, file) => total + file.size, 0);
}

const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A 202's `advice` (bytes) as the widget writes it: base 1024, one decimal, Bytes to TB
 * (`10485760` gives '10.0 MB'); an advice that is not a number of bytes is shown as it is.
 */
export function formatAdviceBytes(advice: unknown): string {
  const bytes = typeof advice === 'number' ? advice : Number.parseFloat(String(advice));
  if (!Number.isFinite(bytes) || bytes < 0) return advice === undefined ? '' : String(advice);
  const exponent = bytes < 1024 ? 0 : Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), 4);
  return `${(bytes / 1024 ** exponent).toFixed(1)} ${units[exponent]}`;
}

/** The i18n keys of the failure dialog's texts. */
export type SendMessageErrorKey =
  | 'sendmessage.error.102'
  | 'sendmessage.error.103'
  | 'sendmessage.error.104'
  | 'sendmessage.error.181'
  | 'sendmessage.error.182'
  | 'sendmessage.error.201'
  | 'sendmessage.error.202'
  | 'sendmessage.error.203'
  | 'sendmessage.error.381'
  | 'sendmessage.error.383'
  | 'sendmessage.error.other'
  | 'sendmessage.error.timeout'
  | 'sendmessage.error.reason';

/**
 * The failure dialog's texts in English, by key (spec 3, section 8, exactly; the Genesys widget ends
 * 102 to 182 with a full stop, service-protocols 10): `{limit}` is a 201's advice, `{size}` a 202's advice formatted, `{reason}` a
 * server's `reason` or `error`, or a refusal's text.
 */
export const sendMessageErrorTexts: Readonly<Record<SendMessageErrorKey, string>> = {
  'sendmessage.error.102': 'First Name required',
  'sendmessage.error.103': 'Last Name required',
  'sendmessage.error.104': 'Subject required',
  'sendmessage.error.181': 'Email address required',
  'sendmessage.error.182': 'Message text content required',
  'sendmessage.error.201': 'Total number of attachments exceeds limit: {limit}',
  'sendmessage.error.202': 'Total size of attachments exceeds limit: {size}',
  'sendmessage.error.203':
    'Unsupported file type. Please upload images, PDFs, text files and ZIPs.',
  'sendmessage.error.381': 'Invalid email - From address.',
  'sendmessage.error.383': 'Invalid email - To address.',
  'sendmessage.error.other':
    'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
  'sendmessage.error.timeout': 'Unable to reach server. Please try again.',
  'sendmessage.error.reason': '{reason}',
};

/** One text of the failure dialog: its key and placeholder values. */
export interface SendMessageErrorLine {
  /** The i18n key. */
  key: SendMessageErrorKey;
  /** The values of its placeholders. */
  values?: Readonly<Record<string, string>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const knownCodes = new Set(['102', '103', '104', '181', '182', '201', '202', '203', '381', '383']);

/** The line of one server error `{code, advice}`, if its code is one the widget names. */
function lineOfError(error: unknown): SendMessageErrorLine | undefined {
  if (!isRecord(error)) return undefined;
  const code = String(error['code'] ?? '');
  if (!knownCodes.has(code)) return undefined;
  const key = `sendmessage.error.${code}` as SendMessageErrorKey;
  const advice = error['advice'];
  if (code === '201') return { key, values: { limit: advice === undefined ? '' : String(advice) } };
  if (code === '202') return { key, values: { size: formatAdviceBytes(advice) } };
  return { key };
}

/** A server's own words (`result.reason`, else `result.error`), when it gave text. */
function reasonOf(result: unknown): string | undefined {
  if (!isRecord(result)) return undefined;
  const reason = [result['reason'], result['error']].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return reason;
}

/**
 * The failure dialog's texts for an error (spec 3, section 8): a timeout's; each server error
 * whose code the widget names; else the server's `reason` or `error`; else 'Something went wrong…'.
 * A refusal before sending shows its own text.
 */
export function errorLinesOf(error: SendMessageError | undefined): SendMessageErrorLine[] {
  if (!error) return [];
  if (error.kind === 'refused') {
    return [{ key: 'sendmessage.error.reason', values: { reason: error.message } }];
  }
  const { failure } = error;
  if (failure.textStatus === 'timeout') return [{ key: 'sendmessage.error.timeout' }];
  const result = failure.result;
  const errors = isRecord(result) && Array.isArray(result['errors']) ? result['errors'] : [];
  const lines: SendMessageErrorLine[] = [];
  for (const item of errors) {
    const line = lineOfError(item);
    if (line && !lines.some((seen) => seen.key === line.key)) lines.push(line);
  }
  if (lines.length > 0) return lines;
  const reason = reasonOf(result);
  return reason === undefined
    ? [{ key: 'sendmessage.error.other' }]
    : [{ key: 'sendmessage.error.reason', values: { reason } }];
}

/** A line in English, its placeholders filled. */
export function errorLineText(line: SendMessageErrorLine): string {
  return sendMessageErrorTexts[line.key].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => line.values?.[name] ?? whole,
  );
}

/** The window's other texts (spec 3, sections 2 and 8; service-protocols 10). */
export const sendMessageTexts = {
  /** The success view. */
  sent: 'Your message has been sent...',
  /** The rejection of `SendMessage.submit` for a form that does not validate. */
  formNotValid: 'Form not valid',
  /** The rejection of `SendMessage.close` while the form holds values. */
  mustConfirmClose: 'Form still contains values. Cannot close until user confirms',
} as const;
