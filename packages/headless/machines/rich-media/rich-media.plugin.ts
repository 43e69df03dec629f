import type { Bus } from '../../bus/bus.types';
import { command, declarePlugin, definePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf, PluginPublisher } from '../../kit/plugin.types';
import type {
  RichMediaAction,
  RichMediaComponentView,
  RichMediaInput,
  RichMediaOptions,
  RichMediaResult,
  RichMediaView,
} from './rich-media.types';
import { buildRichMedia } from './rich-media.view';

/** The plugin name the rich-media bridge registers under (spec 1, section 7). */
export const richMediaPluginName = 'RichMedia' as const;

/** Options of `RichMedia.createQuickReplies` and `RichMedia.createGeneric`. */
export interface CreateRichMediaOptions {
  /** The content to build. */
  content: unknown;
  /** The message id, used when the content has none. */
  id?: string;
  /** The text version, shown when the content cannot be. */
  textback?: string;
}

/** Payload of `RichMedia.created`. */
export interface RichMediaCreatedEvent {
  /** The content id. */
  id: string;
  /** The content type. */
  type: RichMediaView['kind'];
  /** When (ms since epoch). */
  time: number;
  /** The content as it was given. */
  content: unknown;
}

/** Payload of `RichMedia.click`. */
export interface RichMediaClickEvent {
  /** The content id. */
  id: string;
  /** The clicked component's id, or the content id for a click on a card or list. */
  target: string;
  /** The clicked component's type, or the content type. */
  type: string;
  /** When (ms since epoch). */
  time: number;
  /** What the click runs, when anything. */
  actions: RichMediaAction | undefined;
  /** The content as it was given. */
  content: unknown;
}

/** The `RichMedia` plugin's table (spec 1, section 7): content in, view out; creations and clicks told. */
export const richMediaManifest = declarePlugin({
  name: 'RichMedia',
  commands: {
    createQuickReplies: command<CreateRichMediaOptions, RichMediaView>(),
    createGeneric: command<CreateRichMediaOptions, RichMediaView>(),
  },
  events: { created: event<RichMediaCreatedEvent>(), click: event<RichMediaClickEvent>() },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof richMediaManifest> {}
    interface Events extends EventsOf<typeof richMediaManifest> {}
  }
}

/** What the `RichMedia` plugin drives: the bridge. */
interface RichMediaTarget {
  /** Builds a view of one content type, or throws why it cannot. */
  create(contentType: 'quick-replies' | 'generic', given: CreateRichMediaOptions): RichMediaView;
  /** Gets the plugin's publisher and bus while attached (`undefined` once detached). */
  connect(
    attached: { bus: Bus; plugin: PluginPublisher<typeof richMediaManifest> } | undefined,
  ): void;
}

const richMediaPlugin = definePlugin<RichMediaTarget, typeof richMediaManifest>(richMediaManifest, {
  commands: {
    createQuickReplies: (options, { target }) => target.create('quick-replies', options),
    createGeneric: (options, { target }) => target.create('generic', options),
  },
  publish: (target, plugin, bus) => {
    target.connect({ bus, plugin });
    return () => target.connect(undefined);
  },
});

/** How the bridge builds views and carries out clicks. */
export interface RichMediaBridgeOptions extends Pick<RichMediaOptions, 'stylesEnabled'> {
  /** Opens a URL in a window target; by default `window.open` with `noopener`. */
  openUrl?: (url: string, target: string) => void;
  /** Receives why content was shown as text instead. @default console.warn */
  log?: (reason: string) => void;
  /** Current time in ms. @default Date.now */
  now?: () => number;
}

/** Builds rich-media views and carries out clicks on them; publishes on the bus when it has one. */
export interface RichMediaBridge {
  /** Builds the view of a message's rich media once per content object (logging why when it falls back to text). */
  build(input: RichMediaInput, options?: RichMediaOptions): RichMediaResult;
  /** Carries out a click on a view or one of its components: publishes it, runs its command, opens its URL. */
  click(view: RichMediaView, component?: RichMediaComponentView): void;
  /** Registers the `RichMedia` plugin on a bus (one at a time); returns the function that removes it. */
  attach(bus: Bus): () => void;
}

function openInBrowser(url: string, target: string): void {
  if (typeof window === 'undefined') return;
  window.open(url, target, 'noopener,noreferrer');
}

const warn = (reason: string) => console.warn(`[cxkit] rich media shown as text: ${reason}`);

/**
 * Creates the rich-media bridge. On a bus it is the `RichMedia` plugin: commands
 * `createQuickReplies` and `createGeneric` (content in, view out) and events `created` and `click`;
 * a click whose actions name a command runs it with its options. `options` is read when used, so
 * a caller may change its callbacks later. Returns the bridge and the function that detaches it.
 */
export function createRichMediaBridge(
  bus: Bus | undefined,
  options: RichMediaBridgeOptions = {},
): RichMediaBridge & { detach(): void } {
  const now = () => (options.now ?? Date.now)();
  const log = (reason: string) => (options.log ?? warn)(reason);
  const contents = new WeakMap<RichMediaView, unknown>();
  let attached: { bus: Bus; plugin: PluginPublisher<typeof richMediaManifest> } | undefined;

  // One build per message content and settings: a virtual transcript mounts the same message many times.
  const built = new WeakMap<RichMediaInput, { key: string; result: RichMediaResult }>();
  const build: RichMediaBridge['build'] = (input, buildOptions) => {
    const stylesEnabled = buildOptions?.stylesEnabled ?? options.stylesEnabled;
    const key = `${stylesEnabled !== false}|${buildOptions?.text ?? ''}`;
    // A transport or caller may hand over anything; only objects can key the cache.
    const cacheable = typeof input === 'object' && input !== null;
    const known = cacheable ? built.get(input) : undefined;
    if (known?.key === key) return known.result;
    const result = buildRichMedia(cacheable ? input : { contentType: input, content: undefined }, {
      ...buildOptions,
      stylesEnabled,
    });
    if (cacheable) built.set(input, { key, result });
    if (!result.ok) {
      log(result.reason);
      return result;
    }
    contents.set(result.view, input.content);
    attached?.plugin.publish('created', {
      id: result.view.id,
      type: result.view.kind,
      time: now(),
      content: input.content,
    });
    return result;
  };

  const create = (contentType: 'quick-replies' | 'generic') => (given: CreateRichMediaOptions) => {
    const result = build({
      contentType,
      content: given?.content,
      id: given?.id,
      textback: given?.textback,
    });
    if (!result.ok) throw new Error(`Invalid rich-media content: ${result.reason}`);
    return result.view;
  };

  const attach: RichMediaBridge['attach'] = (target) => {
    attached?.bus.unregisterPlugin(richMediaPluginName);
    let mine: typeof attached;
    const detach = richMediaPlugin.attach(target, {
      create: (contentType, given) => create(contentType)(given),
      connect: (next) => {
        // A detach after another attach leaves the newer one in place.
        if (next) attached = mine = next;
        else if (attached === mine) attached = undefined;
      },
    });
    return () => {
      if (attached !== mine) return;
      detach();
    };
  };

  const click: RichMediaBridge['click'] = (view, component) => {
    const actions = component ? component.actions : view.actions;
    attached?.plugin.publish('click', {
      id: view.id,
      target: component?.id ?? view.id,
      type: component?.type ?? view.kind,
      time: now(),
      actions,
      content: contents.get(view),
    });
    const commandName = actions?.commandName;
    if (commandName && attached) {
      attached.bus.untyped
        .command(commandName, actions.commandOptions, richMediaPluginName)
        .catch((error: unknown) => log(`command ${commandName} failed: ${String(error)}`));
    }
    // Links and attachments are anchors: the browser follows their own href.
    if (component?.type === 'link' || component?.type === 'attachment') return;
    const url = actions?.url ?? component?.url;
    if (url) {
      (options.openUrl ?? openInBrowser)(
        url,
        actions?.urlTarget ?? component?.urlTarget ?? '_blank',
      );
    }
  };

  const detach = bus ? attach(bus) : () => undefined;
  return { build, click, attach, detach };
}
