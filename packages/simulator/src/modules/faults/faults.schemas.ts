import safeRegex from 'safe-regex2';
import * as z from 'zod';

/**
 * What an armed fault does to a matching request or pushed frame. `delay` and `duplicate` apply to
 * both; `error` and `drop` to HTTP requests only; `reorder` (the frame goes after the next one) and
 * `close` (the connection closes instead of sending it) to frames of push channels only.
 */
export const faultActions = ['delay', 'error', 'drop', 'duplicate', 'reorder', 'close'] as const;

/** The actions that strike pushed frames. */
export const pushFaultActions: readonly FaultAction[] = ['delay', 'duplicate', 'reorder', 'close'];
/** The actions that strike HTTP requests. */
export const requestFaultActions: readonly FaultAction[] = ['delay', 'error', 'drop', 'duplicate'];

/** A fault action. */
export type FaultAction = (typeof faultActions)[number];

function isRegExpSource(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/** Body of `POST /sim/api/faults`. */
export const faultSchema = z
  .strictObject({
    route: z
      .string()
      .min(1, 'must not be empty')
      .max(1000, 'must be at most 1000 characters')
      .refine(isRegExpSource, 'must be a valid regular expression')
      // Every request path is matched against it: a pattern that backtracks without end would hang
      // the whole simulator.
      .refine(
        (source) => !isRegExpSource(source) || safeRegex(source),
        'must not nest repetition, e.g. (a+)+, or use syntax the safety check cannot read, e.g. lookbehind: such a pattern can take exponential time on a path',
      ),
    action: z.enum(faultActions),
    ms: z.int().min(0).max(600_000).optional(),
    status: z.int().min(400).max(599).optional(),
    probability: z.number().min(0).max(1).default(1),
    count: z.int().min(1).optional(),
    after: z.boolean().default(false),
  })
  .superRefine((fault, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (fault.action === 'delay' && fault.ms === undefined) issue('ms', 'is required to delay');
    if (fault.action !== 'delay' && fault.ms !== undefined) issue('ms', 'only applies to delay');
    if (fault.action !== 'error' && fault.status !== undefined) {
      issue('status', 'only applies to error');
    }
    if (
      (fault.action === 'duplicate' || !requestFaultActions.includes(fault.action)) &&
      fault.after
    ) {
      issue('after', `does not apply to ${fault.action}`);
    }
  });

/** A fault as requested, with the defaults filled in. */
export type FaultRequest = z.output<typeof faultSchema>;
