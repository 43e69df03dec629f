import { defineDomain } from '../domain';
import { createClickToCallBackEnd } from './click-to-call-engine';
import {
  clickToCallOptionsSchema,
  resolveClickToCallOptions,
  type ClickToCallOptions,
  type ResolvedClickToCallOptions,
} from './click-to-call.options';

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Click-to-call behaviour: key, the number given, how long it stays valid. */
    clicktocall?: ClickToCallOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Click-to-call behaviour with every default filled in, when a click-to-call module is loaded. */
    clicktocall?: ResolvedClickToCallOptions;
  }
}

/**
 * The click-to-call domain: the numbers given to dial, the requests received and forced failures,
 * served by the GMS request-interaction module and listed by the control API. Its options are the
 * `clicktocall` field of the simulator options.
 */
export const clickToCallDomain = defineDomain({
  name: 'clicktocall',
  description:
    'Click-to-call numbers (GMS request-interaction): the number and access code given, their expiry, forced failures.',
  options: clickToCallOptionsSchema
    .optional()
    .transform((options) => resolveClickToCallOptions(options)),
  create: createClickToCallBackEnd,
});
