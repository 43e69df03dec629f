import * as z from 'zod';

/** Send-message options of `startSimulator` (the `sendmessage` field): the GMS Email API's limits. */
export interface SendMessageOptions {
  /** When set, every message must carry it in the `apikey` header; missing or wrong answers HTTP 401. */
  apiKey?: string;
  /** Most files one message may carry (error 201, advice = this). @default 10 */
  maxFiles?: number;
  /** Most bytes the files of one message may total (error 202, advice = this). @default 10485760 (10 MB) */
  maxTotalSize?: number;
  /** The file extensions accepted, lower case without the dot (error 203). @default pdf, doc, txt, jpg, png, gif, bmp, zip */
  allowedTypes?: string[];
}

/** The send-message options with every default filled in. */
export interface ResolvedSendMessageOptions {
  /** Required key, if any. */
  apiKey: string | undefined;
  /** Most files per message. */
  maxFiles: number;
  /** Most bytes of files per message. */
  maxTotalSize: number;
  /** Extensions accepted. */
  allowedTypes: string[];
}

/** The GMS Email API's defaults (service-protocols 13 §6b). */
export const defaultSendMessageLimits = {
  maxFiles: 10,
  maxTotalSize: 10 * 1024 * 1024,
  allowedTypes: ['pdf', 'doc', 'txt', 'jpg', 'png', 'gif', 'bmp', 'zip'],
} as const;

/** Most files per message: 0 to 1000. */
export const maxFilesSchema = z.int().min(0).max(1000);
/** Most bytes per message: up to 100 MiB (the simulator keeps them in memory). */
export const maxTotalSizeSchema = z
  .int()
  .min(0)
  .max(100 * 1024 * 1024);
/** Extensions accepted: lower-case letters and digits. */
export const allowedTypesSchema = z
  .array(z.string().regex(/^[a-z0-9]{1,10}$/, 'must be a lower-case extension without the dot'))
  .max(100);

/** Validates the `sendmessage` options. */
export const sendMessageOptionsSchema = z.strictObject({
  apiKey: z.string().min(1).optional(),
  maxFiles: maxFilesSchema.optional(),
  maxTotalSize: maxTotalSizeSchema.optional(),
  allowedTypes: allowedTypesSchema.optional(),
});

/** Fills in the defaults of the send-message options. */
export function resolveSendMessageOptions(
  options: SendMessageOptions = {},
): ResolvedSendMessageOptions {
  return {
    apiKey: options.apiKey,
    maxFiles: options.maxFiles ?? defaultSendMessageLimits.maxFiles,
    maxTotalSize: options.maxTotalSize ?? defaultSendMessageLimits.maxTotalSize,
    allowedTypes: [...(options.allowedTypes ?? defaultSendMessageLimits.allowedTypes)],
  };
}
