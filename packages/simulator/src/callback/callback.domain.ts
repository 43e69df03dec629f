import { defineDomain } from '../domain';
import { createCallbackBackEnd } from './callback-engine';
import {
  callbackOptionsSchema,
  resolveCallbackOptions,
  type CallbackOptions,
  type ResolvedCallbackOptions,
} from './callback.options';

declare module '../options' {
  interface SimulatorDomainOptions {
    /** Callback behaviour: key, service names, office hours, slot capacity, refused numbers. */
    callback?: CallbackOptions;
  }
  interface ResolvedSimulatorDomainOptions {
    /** Callback behaviour with every default filled in, when a callback module is loaded. */
    callback?: ResolvedCallbackOptions;
  }
}

/**
 * The callback domain: the callbacks scheduled, slot capacity that scheduling uses up, office hours
 * and forced errors, served by the GMS v1 and GES v3 callback modules and listed by the control API.
 * Its options are the `callback` field of the simulator options.
 */
export const callbackDomain = defineDomain({
  name: 'callback',
  description:
    'Callbacks shared by GMS Callback v1 and GES Callback v3: office hours, slot capacity, forced error codes.',
  options: callbackOptionsSchema.optional().transform((options) => resolveCallbackOptions(options)),
  create: createCallbackBackEnd,
});
