import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';
import type { ResolvedSendMessageOptions } from './send-message.options';

/** The module name the send-message domain logs under. */
export const SEND_MESSAGE_LOG_MODULE = 'sendmessage';

/** A GMS Email API error entry: its code and, for limits, the limit (`advice`). */
export interface EmailErrorEntry {
  /** The error code the widget names (102, 103, 104, 181, 182, 201, 202, 203, 381, ...). */
  code: number;
  /** The limit (201: files, 202: bytes), or a description. */
  advice?: string | number;
}

/** A file a message carried, as listed (its bytes are downloaded apart). */
export interface ReceivedFile {
  /** Its name as sent. */
  name: string;
  /** Its MIME type as sent. */
  type: string;
  /** Its size in bytes. */
  size: number;
}

/** How a message was answered. */
export type SendMessageOutcome = 'sent' | 'refused' | 'forced' | 'network';

/** A message the Email API received, with what it answered. */
export interface ReceivedMessage {
  /** Its id (`em-1`, `em-2`, ...); a sent one's `interactionId` too. */
  id: string;
  /** When it arrived (ISO), from the simulator's clock. */
  receivedAt: string;
  /** The service name of the path (`email-web`). */
  serviceName: string;
  /** `multipart` (uploads on) or `urlencoded`. */
  encoding: 'multipart' | 'urlencoded';
  /** The `ContactCenterId` header, if any. */
  contactCenterId?: string;
  /** `firstName`. */
  firstName: string;
  /** `lastName`. */
  lastName: string;
  /** `fromAddress`. */
  fromAddress: string;
  /** `subject`. */
  subject: string;
  /** `text`. */
  text: string;
  /** `mailbox`, if sent. */
  mailbox?: string;
  /** The `userData` parts (`key=value`, repeated) and bracketed `userData[key]` fields, by key. */
  userData: Record<string, string>;
  /** The files, in order. */
  files: ReceivedFile[];
  /** How it was answered. */
  outcome: SendMessageOutcome;
  /** The HTTP status answered (0 for a dropped connection). */
  status: number;
  /** The errors answered. */
  errors?: EmailErrorEntry[];
  /** The interaction created. */
  interactionId?: string;
}

/** A failure armed through the control API for the next messages. */
export interface ForcedSendMessageFailure {
  /**
   * `errors`: HTTP `status` with JSON `{errors}`; `status`: HTTP `status` with the JSON `body` (a 500 with
   * `{}` shows the widget's generic text); `network`: the connection is dropped without an answer.
   */
  kind: 'errors' | 'status' | 'network';
  /** HTTP status. @default 400 for errors, 500 for status */
  status: number;
  /** The errors of an `errors` failure. @default [{ code: 500, advice: 'Service error' }] */
  errors: EmailErrorEntry[];
  /** The JSON body of a `status` failure. @default {} */
  body: Record<string, unknown>;
  /** Messages it still answers; 0 answers until cleared. @default 1 */
  remaining: number;
}

/** The settings the control API can change; a reset restores the options'. */
export type SendMessageSettings = ResolvedSendMessageOptions;

/** Changes of the settings through the control API (`null` requires no key). */
export interface SendMessageSettingsChanges {
  /** Required key; `null` requires none. */
  apiKey?: string | null;
  /** Most files per message. */
  maxFiles?: number;
  /** Most bytes of files per message. */
  maxTotalSize?: number;
  /** Extensions accepted. */
  allowedTypes?: string[];
}

/** One field of a message body as received: text, or a file. */
export type EmailFieldValue = string | File;

/** What a message carries. */
export interface EmailInput {
  /** The service name of the path. */
  serviceName: string;
  /** The `apikey` header, if any. */
  apiKey: string | undefined;
  /** The `ContactCenterId` header, if any. */
  contactCenterId: string | undefined;
  /** How the body was encoded. */
  encoding: 'multipart' | 'urlencoded';
  /** The body's fields in order, repeated names kept. */
  entries: readonly (readonly [string, EmailFieldValue])[];
}

/** How to answer a message: a JSON body with its status, or a dropped connection. */
export type EmailAnswer =
  { kind: 'json'; status: number; body: Record<string, unknown> } | { kind: 'network' };

/** The send-message back end of a run: the messages received, their files, forced failures. */
export interface SendMessageBackEnd {
  /** Answers a message and records it (its files' bytes kept for download). */
  receive(input: EmailInput): Promise<EmailAnswer>;
  /** Arms a failure for the next messages. */
  forceFailure(failure: Partial<ForcedSendMessageFailure>): ForcedSendMessageFailure;
  /** Clears the armed failures; how many there were. */
  clearFailures(): number;
  /** Every message received, oldest first. */
  list(): ReceivedMessage[];
  /** A file's bytes, by the message's id and the file's index. */
  file(id: string, index: number): { file: ReceivedFile; bytes: Uint8Array } | undefined;
  /** Forgets the messages and their files; how many there were. */
  clear(): number;
  /** The current settings. */
  settings(): SendMessageSettings;
  /** Changes settings. */
  configure(changes: SendMessageSettingsChanges): SendMessageSettings;
}

interface SendMessageStore {
  messages: ReceivedMessage[];
  bytes: Map<string, Uint8Array[]>;
  nextId: number;
  failures: ForcedSendMessageFailure[];
  settings: SendMessageSettings | undefined;
}

const sendMessageSlice = defineSlice<SendMessageStore>('sendmessage', () => ({
  messages: [],
  bytes: new Map(),
  nextId: 1,
  failures: [],
  settings: undefined,
}));

// One @, no spaces, a dot in the domain.
const emailAddress = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The required fields and the code each one's absence answers (GMS Email API v2). */
const required = [
  ['firstName', 102],
  ['lastName', 103],
  ['subject', 104],
  ['fromAddress', 181],
  ['text', 182],
] as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The user data of the body: repeated `userData=key=value` parts and bracketed `userData[key]` fields. */
function userDataOf(entries: EmailInput['entries']): Record<string, string> {
  const userData: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    if (name === 'userData') {
      const equals = value.indexOf('=');
      if (equals > 0) userData[value.slice(0, equals)] = value.slice(equals + 1);
      else if (value !== '') userData[value] = '';
    } else {
      const bracketed = /^userData\[([^\]]+)\]$/.exec(name);
      if (bracketed) userData[bracketed[1]!] = value;
    }
  }
  return { ...userData };
}

/** Creates the send-message back end of a run on its engine. */
export function createSendMessageBackEnd(
  engine: SimulatorEngine,
  options: ResolvedSendMessageOptions,
): SendMessageBackEnd {
  const store = () => engine.store.get(sendMessageSlice);
  const now = () => engine.clock.now();
  const log = (type: string, data: unknown) =>
    engine.events.append(SEND_MESSAGE_LOG_MODULE, `sendmessage.${type}`, data);

  const settings = (): SendMessageSettings => {
    const state = store();
    state.settings ??= { ...options, allowedTypes: [...options.allowedTypes] };
    return state.settings;
  };

  const takeFailure = () => {
    const state = store();
    const failure = state.failures[0];
    if (!failure) return undefined;
    if (failure.remaining > 0) {
      failure.remaining -= 1;
      if (failure.remaining === 0) state.failures.shift();
    }
    return failure;
  };

  /** The errors GMS answers for a message, in the order of its checks; none for a valid one. */
  const errorsOf = (fields: Record<string, string>, files: File[]): EmailErrorEntry[] => {
    const limits = settings();
    const errors: EmailErrorEntry[] = [];
    for (const [name, code] of required) {
      if ((fields[name] ?? '').trim() === '') errors.push({ code });
    }
    const from = (fields['fromAddress'] ?? '').trim();
    if (from !== '' && !emailAddress.test(from)) errors.push({ code: 381, advice: from });
    if (files.length > limits.maxFiles) errors.push({ code: 201, advice: limits.maxFiles });
    const total = files.reduce((sum, file) => sum + file.size, 0);
    if (total > limits.maxTotalSize) errors.push({ code: 202, advice: limits.maxTotalSize });
    const refused = files.filter((file) => !limits.allowedTypes.includes(extensionOf(file.name)));
    if (refused.length > 0) {
      errors.push({ code: 203, advice: refused.map((file) => file.name).join(', ') });
    }
    return errors;
  };

  return {
    async receive(input) {
      const state = store();
      const serial = state.nextId;
      state.nextId += 1;
      const id = `em-${serial}`;
      const text = (name: string) => {
        const entry = input.entries.find(
          ([key, value]) => key === name && typeof value === 'string',
        );
        return (entry?.[1] as string | undefined) ?? '';
      };
      const files = input.entries
        .filter(([name, value]) => name === 'files' && typeof value !== 'string')
        .map(([, value]) => value as File);
      const fields = Object.fromEntries(
        ['firstName', 'lastName', 'fromAddress', 'subject', 'text'].map((name) => [
          name,
          text(name),
        ]),
      );
      const mailbox = text('mailbox');
      const record: ReceivedMessage = {
        id,
        receivedAt: new Date(now()).toISOString(),
        serviceName: input.serviceName,
        encoding: input.encoding,
        ...(input.contactCenterId === undefined ? {} : { contactCenterId: input.contactCenterId }),
        firstName: fields['firstName']!,
        lastName: fields['lastName']!,
        fromAddress: fields['fromAddress']!,
        subject: fields['subject']!,
        text: fields['text']!,
        ...(mailbox === '' ? {} : { mailbox }),
        userData: userDataOf(input.entries),
        files: files.map((file) => ({ name: file.name, type: file.type, size: file.size })),
        outcome: 'sent',
        status: 200,
      };
      const keep = async (answer: EmailAnswer, changes: Partial<ReceivedMessage>) => {
        Object.assign(record, changes);
        state.messages.push(record);
        state.bytes.set(
          id,
          await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer()))),
        );
        log('received', record);
        return answer;
      };

      const failure = takeFailure();
      if (failure?.kind === 'network')
        return keep({ kind: 'network' }, { outcome: 'network', status: 0 });
      if (failure?.kind === 'status') {
        return keep(
          { kind: 'json', status: failure.status, body: failure.body },
          { outcome: 'forced', status: failure.status },
        );
      }
      if (failure) {
        return keep(
          { kind: 'json', status: failure.status, body: { errors: failure.errors } },
          { outcome: 'forced', status: failure.status, errors: failure.errors },
        );
      }

      const key = settings().apiKey;
      if (key !== undefined && input.apiKey !== key) {
        const errors = [
          { code: 401, advice: input.apiKey ? 'Invalid API key.' : 'Missing API key.' },
        ];
        return keep(
          { kind: 'json', status: 401, body: { errors } },
          { outcome: 'refused', status: 401, errors },
        );
      }
      const errors = errorsOf(fields, files);
      if (errors.length > 0) {
        return keep(
          { kind: 'json', status: 400, body: { errors } },
          { outcome: 'refused', status: 400, errors },
        );
      }
      return keep(
        { kind: 'json', status: 200, body: { interactionId: id } },
        { interactionId: id },
      );
    },

    forceFailure(given) {
      const kind = given.kind ?? 'errors';
      const failure: ForcedSendMessageFailure = {
        kind,
        status: given.status ?? (kind === 'status' ? 500 : 400),
        errors: given.errors ?? [{ code: 500, advice: 'Service error' }],
        body: given.body ?? {},
        remaining: given.remaining ?? 1,
      };
      store().failures.push(failure);
      log('failureArmed', failure);
      return failure;
    },

    clearFailures() {
      const state = store();
      const cleared = state.failures.length;
      state.failures = [];
      return cleared;
    },

    list: () => [...store().messages],

    file(id, index) {
      const message = store().messages.find((candidate) => candidate.id === id);
      const bytes = store().bytes.get(id)?.[index];
      const file = message?.files[index];
      return file && bytes ? { file, bytes } : undefined;
    },

    clear() {
      const state = store();
      const cleared = state.messages.length;
      state.messages = [];
      state.bytes = new Map();
      log('cleared', { cleared });
      return cleared;
    },

    settings: () => ({ ...settings(), allowedTypes: [...settings().allowedTypes] }),

    configure(changes) {
      const current = settings();
      if (changes.apiKey !== undefined) current.apiKey = changes.apiKey ?? undefined;
      if (changes.maxFiles !== undefined) current.maxFiles = changes.maxFiles;
      if (changes.maxTotalSize !== undefined) current.maxTotalSize = changes.maxTotalSize;
      if (changes.allowedTypes !== undefined) current.allowedTypes = [...changes.allowedTypes];
      log('settingsChanged', current);
      return { ...current, allowedTypes: [...current.allowedTypes] };
    },
  };
}
