import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import {
  createKnowledgeCenterService,
  KnowledgeCenterRefusal,
  type KnowledgeCenterService,
  type KnowledgeCenterServiceInput,
} from './knowledge-center.client';
import { knowledgeCenterServiceManifest } from './knowledge-center-service.manifest';

/** Runs `call`, turning a refusal into the table's rejection. */
async function refusing<T>(
  reject: (code: KnowledgeCenterRefusal['code']) => never,
  call: () => T | Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof KnowledgeCenterRefusal) reject(error.code);
    throw error;
  }
}

/**
 * The `KnowledgeCenterService` bus plugin on a {@link KnowledgeCenterService} (protocols 7, 8.3;
 * service-protocols 11): each command answers the service's result, an HTTP failure rejects with a
 * `KnowledgeHttpError`, and the service's notifications are published as the table's events.
 */
export const knowledgeCenterServicePlugin = definePlugin<
  KnowledgeCenterService,
  typeof knowledgeCenterServiceManifest
>(knowledgeCenterServiceManifest, {
  commands: {
    configure: (options, { target, reject }) => {
      try {
        target.configure(options);
      } catch (error) {
        if (error instanceof KnowledgeCenterRefusal) reject(error.code);
        throw error;
      }
      return undefined;
    },
    search: (options, { target, reject }) => refusing(reject, () => target.search(options)),
    getTrending: (options, { target, reject }) =>
      refusing(reject, () => target.getTrending(options)),
    getFullContent: (ref, { target, reject }) => refusing(reject, () => target.getFullContent(ref)),
    getCategories: (scope, { target, reject }) =>
      refusing(reject, () => target.getCategories(scope)),
    getSuggestions: (options, { target, reject }) =>
      refusing(reject, () => target.getSuggestions(options)),
    visit: (ref, { target, reject }) =>
      refusing(reject, async () => {
        await target.visit(ref);
        return undefined;
      }),
    vote: (options, { target, reject }) => refusing(reject, () => target.vote(options)),
    rating: (options, { target, reject }) =>
      refusing(reject, async () => {
        await target.rating(options);
        return undefined;
      }),
    addRating: (options, { target, reject }) =>
      refusing(reject, async () => {
        await target.addRating(options);
        return undefined;
      }),
    unanswered: (options, { target, reject }) =>
      refusing(reject, async () => {
        await target.unanswered(options);
        return undefined;
      }),
    sessionInfo: (_options, { target, reject }) => refusing(reject, () => target.sessionInfo()),
    reset: (_options, { target }) => {
      target.reset();
      return undefined;
    },
  },
  publish: (target, plugin) =>
    target.subscribe((notification) => {
      switch (notification.type) {
        case 'online':
          return plugin.publish('online', undefined);
        case 'sessionChanged':
          return plugin.publish('sessionChanged', notification.session);
        case 'documentOpened':
          return plugin.publish('documentOpened', notification.document);
        case 'searched':
          return plugin.publish('searched', notification.result);
        case 'suggested':
          return plugin.publish('suggested', {
            text: notification.text,
            suggestions: notification.suggestions,
          });
        case 'voted':
          return plugin.publish('voted', notification.vote);
        case 'noResultsFound':
          return plugin.publish('noResultsFound', notification.noResults);
      }
    }),
});

/**
 * Creates the knowledge-centre service from `input` and puts its plugin on `bus` (or binds the
 * lazy placeholder); the service boots (knowledge bases, ping) when `input.options` has a `host`.
 * Returns the service and the detach.
 */
export function startKnowledgeCenterService(
  bus: Bus,
  input: KnowledgeCenterServiceInput = {},
): { service: KnowledgeCenterService; stop(): void } {
  const service = createKnowledgeCenterService(input);
  const stop = knowledgeCenterServicePlugin.attach(bus, service);
  return { service, stop };
}
