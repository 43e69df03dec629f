export { assign, emit, enqueueActions, setup, spawnChild, not, stateIn, createActor, fromCallback, fromPromise } from 'xstate';
export { default as ky } from 'ky';
import * as z from 'zod/mini';
export const s = z.object({ a: z.string(), b: z.optional(z.number()), c: z.array(z.union([z.literal('x'), z.boolean()])), d: z.record(z.string(), z.unknown()), e: z.pipe(z.string(), z.transform((v) => v.length)), f: z.nullable(z.enum(['a','b'])) });
export const p = (v: unknown) => z.safeParse(s, v);
