import type { Bus, CommandSpec } from '../../bus/bus.types';
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
export const richMediaPluginName = 'RichMedia';

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

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands {
      'RichMedia.createQuickReplies': CommandSpec<CreateRichMediaOptions, RichMediaView>;
      'RichMedia.createGeneric': CommandSpec<CreateRichMediaOptions, RichMediaView>;
    }
    interface Events {
      'RichMedia.created': RichMediaCreatedEvent;
      'RichMedia.click': RichMediaClickEvent;
    }
  }
}

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
  build(input: RichMediaInput, options?: Pick<RichMediaOptions, 'text'>): RichMediaResult;
  /** Carries out a click on a view or one of its components: publishes it, runs its command, opens its URL. */
  click(view: RichMediaView, component?: RichMediaComponentView): void;
}

function openInBrowser(url: string, target: string): void {
  if (typeof window === 'undefined') return;
  window.open(url, target, 'noopener,noreferrer');
}

/**
 * Creates the rich-media bridge. With a bus it registers the `RichMedia` plugin: commands
 * `createQuickReplies` and `createGeneric` (content in, view out) and events `created` and `click`;
 * a click whose actions name a command runs it with its options. Returns the bridge and its detach function.
 */
export function createRichMediaBridge(
  bus: Bus | undefined,
  options: RichMediaBridgeOptions = {},
): RichMediaBridge & { detach(): void } {
  const now = options.now ?? Date.now;
  const openUrl = options.openUrl ?? openInBrowser;
  const log =
    options.log ??
    ((reason: string) => console.warn(`[cxkit] rich media shown as text: ${reason}`));
  const contents = new WeakMap<RichMediaView, unknown>();
  const plugin = bus?.registerPlugin(richMediaPluginName);
  plugin?.registerEvents(['created', 'click']);

  // One build per message content: a virtual transcript mounts the same message many times.
  const built = new WeakMap<
    RichMediaInput,
    { text: string | undefined; result: RichMediaResult }
  >();
  const build: RichMediaBridge['build'] = (input, buildOptions) => {
    const known = built.get(input);
    if (known && known.text === buildOptions?.text) return known.result;
    const result = buildRichMedia(input, { stylesEnabled: options.stylesEnabled, ...buildOptions });
    built.set(input, { text: buildOptions?.text, result });
    if (!result.ok) {
      log(result.reason);
      return result;
    }
    contents.set(result.view, input.content);
    plugin?.publish('created', {
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
  plugin?.registerCommand('createQuickReplies', create('quick-replies'));
  plugin?.registerCommand('createGeneric', create('generic'));
  plugin?.ready();

  const click: RichMediaBridge['click'] = (view, component) => {
    const actions = component ? component.actions : view.actions;
    plugin?.publish('click', {
      id: view.id,
      target: component?.id ?? view.id,
      type: component?.type ?? view.kind,
      time: now(),
      actions,
      content: contents.get(view),
    });
    if (actions?.commandName && bus) {
      bus.untyped
        .command(actions.commandName, actions.commandOptions, richMediaPluginName)
        .catch((error: unknown) => log(`command ${actions.commandName} failed: ${String(error)}`));
    }
    // Links and attachments are anchors: the browser follows their own href.
    if (component?.type === 'link' || component?.type === 'attachment') return;
    const url = actions?.url ?? component?.url;
    if (url) openUrl(url, actions?.urlTarget ?? component?.urlTarget ?? '_blank');
  };

  return {
    build,
    click,
    detach: () => {
      if (bus && plugin) bus.unregisterPlugin(richMediaPluginName);
    },
  };
}
