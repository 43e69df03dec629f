import * as z from 'zod';

/** Click-to-call options of `startSimulator` (the `clicktocall` field). */
export interface ClickToCallOptions {
  /** When set, every request must carry it in the `apikey` header; missing or wrong answers HTTP 400. */
  apiKey?: string;
  /** The number visitors are given to dial (`_access_number`). @default '+18005550100' */
  accessNumber?: string;
  /** Seconds a number given stays valid (`_expiration_time`). @default 300 */
  expirationSeconds?: number;
}

/** The click-to-call options with every default filled in. */
export interface ResolvedClickToCallOptions {
  /** Required key, if any. */
  apiKey: string | undefined;
  /** The number to dial. */
  accessNumber: string;
  /** Seconds a number stays valid. */
  expirationSeconds: number;
}

/** A number to dial: digits, with an optional leading `+`. */
export const accessNumberSchema = z.string().regex(/^\+?\d{3,20}$/, 'must be digits, + first');

/** Seconds a number stays valid: 1 s to a day. */
export const expirationSecondsSchema = z.int().min(1).max(86_400);

/** Validates the `clicktocall` options. */
export const clickToCallOptionsSchema = z.strictObject({
  apiKey: z.string().min(1).optional(),
  accessNumber: accessNumberSchema.optional(),
  expirationSeconds: expirationSecondsSchema.optional(),
});

/** Fills in the defaults of the click-to-call options. */
export function resolveClickToCallOptions(
  options: ClickToCallOptions = {},
): ResolvedClickToCallOptions {
  return {
    apiKey: options.apiKey,
    accessNumber: options.accessNumber ?? '+18005550100',
    expirationSeconds: options.expirationSeconds ?? 300,
  };
}
