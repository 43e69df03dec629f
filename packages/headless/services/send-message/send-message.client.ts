import {
  createHttpClient,
  HttpError,
  type FetchFunction,
  type HttpRequestOptions,
  type MultipartHttpClient,
} from '../http/http-client';
import type { SendMessageRequest } from './send-message-service.manifest';
import {
  resolveSendMessageServiceOptions,
  sendMessageServiceTexts,
  type SendMessageServiceOptions,
} from './send-message.options';
import {
  messageFieldsOf,
  multipartMessageBody,
  noAnswer,
  parsedBody,
  readFailedAnswer,
  readSentAnswer,
  sendMessageFormContentType,
  urlEncodedMessageBody,
  userDataPairsOf,
  type SendMessageOutcome,
} from './send-message.wire';

/** Options of {@link createSendMessageService}. */
export interface SendMessageServiceInput {
  /** The configuration: `_genesys.widgets.sendmessage` (the window's keys are ignored). */
  options?: unknown;
  /** Makes the HTTP client of a message: `false` for no timeout (multipart). @default createHttpClient */
  http?: (settings: { timeoutMs: number | false }) => MultipartHttpClient;
  /** The `fetch` of the default HTTP client. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** Whether the browser has `FormData` (the multipart body needs it). @default looked up on globalThis */
  hasFormData?: () => boolean;
}

/** Which refusal: its code in the `SendMessageService` table. */
export type SendMessageRefusalCode = 'invalidConfiguration' | 'noFormData' | 'noFormDataSupport';

/** A message refused before it is sent, with the spec's text ('Invalid configuration', 'No formData found', ...). */
export class SendMessageRefusal extends Error {
  /** The refusal's code in the plugin's table. */
  readonly code: SendMessageRefusalCode;

  /** Creates the refusal with its code's text. */
  constructor(code: SendMessageRefusalCode) {
    super(sendMessageServiceTexts[code]);
    this.name = 'SendMessageRefusal';
    this.code = code;
  }
}

/** The send-message service: posts the visitor's message (and files) to the GMS Email API. */
export interface SendMessageService {
  /** The current configuration, defaults filled in. */
  readonly options: SendMessageServiceOptions;
  /** Whether a message can be sent: `dataURL` is configured. */
  readonly isConfigured: boolean;
  /**
   * Merges the service keys of `options` into the configuration; throws a {@link SendMessageRefusal}
   * for no object (or an empty one), a `SendMessageServiceConfigError` naming bad values.
   */
  configure(options: unknown): SendMessageServiceOptions;
  /**
   * Sends a message; resolves with how it went (sent, or the failure `error` carries). Rejects with
   * a {@link SendMessageRefusal} when it cannot be sent at all: no `dataURL`, no `formData`, or
   * uploads on without `FormData`.
   */
  sendForm(
    request: SendMessageRequest | undefined,
    options?: HttpRequestOptions,
  ): Promise<SendMessageOutcome>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Creates the send-message service on an injected HTTP client. */
export function createSendMessageService(input: SendMessageServiceInput = {}): SendMessageService {
  let options = resolveSendMessageServiceOptions(input.options);
  const hasFormData = input.hasFormData ?? (() => typeof globalThis.FormData === 'function');
  const makeHttp =
    input.http ??
    (({ timeoutMs }: { timeoutMs: number | false }) =>
      createHttpClient({ timeoutMs, fetch: input.fetch }));

  const headersOf = (requestOptions: HttpRequestOptions): Record<string, string> => ({
    ...(options.apikey === undefined ? {} : { apikey: options.apikey }),
    ...(options.ccid === undefined ? {} : { ContactCenterId: options.ccid }),
    ...requestOptions.headers,
  });

  return {
    get options() {
      return options;
    },

    get isConfigured() {
      return options.dataURL !== undefined;
    },

    configure(given) {
      if (!isRecord(given) || Object.keys(given).length === 0) {
        throw new SendMessageRefusal('invalidConfiguration');
      }
      options = resolveSendMessageServiceOptions(given, options);
      return options;
    },

    async sendForm(request, requestOptions = {}) {
      const { dataURL, uploadsEnabled } = options;
      if (dataURL === undefined) throw new SendMessageRefusal('invalidConfiguration');
      if (!isRecord(request) || !isRecord(request.formData)) {
        throw new SendMessageRefusal('noFormData');
      }
      if (uploadsEnabled && !hasFormData()) throw new SendMessageRefusal('noFormDataSupport');
      const fields = messageFieldsOf(request.formData);
      const userData = userDataPairsOf(
        options.userData,
        isRecord(request.userData) ? request.userData : undefined,
      );
      const headers = headersOf(requestOptions);
      try {
        if (uploadsEnabled) {
          const files = Array.isArray(request.files) ? request.files : [];
          const body = await makeHttp({ timeoutMs: false }).postMultipart(
            dataURL,
            multipartMessageBody(fields, userData, files),
            { ...requestOptions, headers },
          );
          // The widget reads a multipart answer as text and parses it, whatever its content type.
          return readSentAnswer(parsedBody(body));
        }
        const body = await makeHttp({ timeoutMs: options.ajaxTimeout }).postForm(
          dataURL,
          urlEncodedMessageBody(fields, userData),
          {
            ...requestOptions,
            headers: { 'Content-Type': sendMessageFormContentType, ...headers },
          },
        );
        // URL-encoded, only a JSON answer counts: a text body is an error (service-protocols 9).
        return readSentAnswer(body);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.kind === 'status' || error.kind === 'parse') {
          return readFailedAnswer(error.body, error.status);
        }
        return noAnswer(error.kind === 'timeout');
      }
    },
  };
}
