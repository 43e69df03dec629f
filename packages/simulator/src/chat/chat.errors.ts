/** Why a chat operation was refused. */
export const chatErrorCodes = [
  'not-found',
  'ended',
  'service-unavailable',
  'empty-message',
  'message-too-long',
  'no-agent',
  'agent-required',
  'too-many-files',
  'file-too-large',
  'total-size-exceeded',
  'file-type-not-allowed',
  'file-not-found',
  'not-carried',
] as const;

/** One reason a chat operation was refused. */
export type ChatErrorCode = (typeof chatErrorCodes)[number];

/** Thrown by the chat engine when an operation is refused; transports map `code` to their wire errors. */
export class ChatError extends Error {
  /** Why the operation was refused. */
  readonly code: ChatErrorCode;
  /** The limit that was exceeded (length, count, bytes or allowed types), when one was. */
  readonly limit: string | undefined;

  /** Builds the error with its code, a sentence and the exceeded limit. */
  constructor(code: ChatErrorCode, message: string, limit?: number | string) {
    super(message);
    this.name = 'ChatError';
    this.code = code;
    this.limit = limit === undefined ? undefined : String(limit);
  }
}
