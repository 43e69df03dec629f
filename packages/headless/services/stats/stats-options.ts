import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { msOption, nonEmptyText, urlOption } from '../../transports/transport-options';

/** The EWT back end's API versions (`stats.ewt.apiVersion`). */
export type EwtApiVersion = 'v1' | 'v2' | 'v3';

/** The mode each API version asks for when none is given (spec 3, section 9). */
export const defaultEwtModes: Readonly<Record<EwtApiVersion, string>> = Object.freeze({
  v1: 'urs2',
  v2: 'ewt2',
  v3: 'mode2',
});

/** The estimated-wait-time back end (`stats.ewt`). */
export interface EwtOptions {
  /** The EWT service's URL, e.g. `/genesys/1/service/ewt-for-vq`; without it every request is refused. */
  dataURL?: string;
  /** The key sent as `apikey` (v1, v2) or `x-api-key` (v3); else the app's `apikey` request header. */
  apikey?: string;
  /** The API version. @default 'v1' */
  apiVersion?: EwtApiVersion;
  /** The mode (`aqt` in v1). @default 'urs2' in v1, 'ewt2' in v2, 'mode2' in v3 */
  mode?: string;
}

const ewtSchema = z.strictObject(
  {
    dataURL: z.optional(urlOption),
    apikey: z.optional(z.string({ error: 'Expected a header value' })),
    apiVersion: z.optional(z.enum(['v1', 'v2', 'v3'], { error: "Expected 'v1', 'v2' or 'v3'" })),
    mode: z.optional(nonEmptyText('Expected a mode name')),
  },
  { error: 'Expected an object of EWT options' },
) as z.ZodMiniType<EwtOptions>;

/** The StatsService's options (`_genesys.widgets.stats`, service-protocols 4): type, defaults and check. */
export const statsOptions = defineOptions(
  {
    /** Longest wait for an EWT answer (ms). @default 3000 */
    ajaxTimeout: option(msOption(), 3000),
    /** The EWT back end; without its `dataURL` every request is refused. @default none */
    ewt: optionalOption(ewtSchema),
  },
  'Expected an object of stats options',
);

/** The StatsService's resolved options. */
export type StatsOptions = OptionsOf<typeof statsOptions.specs>;
