import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { WindowPartsInput } from '../widget-window/widget-window.types';
import { searchMachine } from './search.machine';
import { searchManifest } from './search.manifest';
import type { SearchOptionsInput } from './search.options';
import { searchPlugin } from './search.plugin';
import type { KnowledgeClient } from './search.types';

/** What the Search widget's runtime is made from (the `SearchProvider` props, resolved). */
export interface SearchRuntimeInput extends Pick<
  WindowPartsInput,
  'dock' | 'group' | 'isMobile' | 'viewport'
> {
  /** Window settings (`_genesys.widgets.knowledgecenter`'s window keys). */
  options?: SearchOptionsInput;
  /** The knowledge centre. @default the bus's `<servicePlugin>` ({@link busKnowledge}) */
  knowledge?: KnowledgeClient;
}

/**
 * The knowledge centre through the bus, by name: each call is the command of the same name of
 * `servicePlugin` (the `KnowledgeCenterService` by default), run as `Search`.
 */
export function busKnowledge(bus: Bus): KnowledgeClient {
  const call =
    <Result>(command: string) =>
    (options: unknown, servicePlugin: string) =>
      bus.untyped.command(
        `${servicePlugin}.${command}`,
        options,
        searchManifest.name,
      ) as Promise<Result>;
  return {
    getTrending: call('getTrending'),
    search: call('search'),
    getSuggestions: call('getSuggestions'),
    getFullContent: call('getFullContent'),
    vote: call('vote'),
    rating: call('rating'),
    addRating: call('addRating'),
  };
}

/**
 * The Search widget on the widget kit: the window actor (in the app's window group and dock as
 * `Search`, which it joins itself) and the `Search` plugin, which takes over the commands its lazy
 * placeholder kept.
 */
export const searchWidget = defineWidget({
  name: 'Search',
  machines: { search: searchMachine },
  inputs: (input: SearchRuntimeInput, { bus }) => ({
    search: {
      options: input.options,
      knowledge: input.knowledge ?? busKnowledge(bus),
      ...(input.group ? { group: input.group } : {}),
      ...(input.dock ? { dock: input.dock } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  plugins: ({ search }) => [bindPlugin(searchPlugin, search)],
});
