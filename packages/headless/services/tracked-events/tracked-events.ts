import type { Bus, BusEvent, CxEvents, Unsubscribe } from '../../bus/bus.types';
import type { PluginManifest } from '../../kit/plugin.types';
import { callUsManifest } from '../../machines/call-us/call-us.manifest';
import { callbackManifest } from '../../machines/callback/callback.manifest';
import { channelSelectorManifest } from '../../machines/channel-selector/channel-selector.manifest';
import { chatDeflectionManifest } from '../../machines/chat-deflection/chat-deflection.manifest';
import { chatServiceManifest } from '../../machines/chat-session/chat-service.manifest';
import { chatWidgetManifest } from '../../machines/chat-widget/chat-widget.manifest';
import { coBrowseManifest } from '../../machines/cobrowse/cobrowse.manifest';
import { searchManifest } from '../../machines/search/search.manifest';
import { sendMessageManifest } from '../../machines/send-message/send-message.manifest';
import { callbackServiceManifest } from '../callback/callback-service.manifest';
import { knowledgeCenterServiceManifest } from '../knowledge-center/knowledge-center-service.manifest';
import { sendMessageServiceManifest } from '../send-message/send-message-service.manifest';

/** The areas of the page's tracked events (spec 3, section 9), each a group of plugins. */
export const trackedAreas = {
  chat: [chatWidgetManifest, chatServiceManifest],
  'send-message': [sendMessageManifest, sendMessageServiceManifest],
  callback: [callbackManifest, callbackServiceManifest],
  'call-us': [callUsManifest],
  'channel-selector': [channelSelectorManifest],
  cobrowse: [coBrowseManifest],
  'knowledge-center': [knowledgeCenterServiceManifest],
  search: [searchManifest],
  deflection: [chatDeflectionManifest],
} as const satisfies Record<string, readonly PluginManifest[]>;

/** An area of the tracked events: `chat`, `send-message`, `callback`, ... */
export type TrackedArea = keyof typeof trackedAreas;

/** The plugins whose events are tracked. */
export type TrackedPlugin = (typeof trackedAreas)[TrackedArea][number]['name'];

/** Every tracked event name, `Plugin.event`, as the plugins' tables declare them. */
export type TrackedEventName = {
  [Name in keyof CxEvents & string]: Name extends `${TrackedPlugin}.${string}` ? Name : never;
}[keyof CxEvents & string];

/** One tracked event: a stable record a site can forward to its analytics. */
export type TrackedEvent = {
  [Name in TrackedEventName]: Name extends `${infer Plugin}.${infer Event}`
    ? {
        /** The full event name, `Plugin.event`. */
        name: Name;
        /** The area it belongs to. */
        area: TrackedArea;
        /** The publishing plugin. */
        plugin: Plugin;
        /** The event, without the plugin. */
        event: Event;
        /** When it was published (epoch milliseconds, from the bus clock). */
        time: number;
        /** Its payload, as the plugin's table types it. */
        data: CxEvents[Name];
      }
    : never;
}[TrackedEventName];

/** Receives each tracked event. */
export type TrackedEventListener = (event: TrackedEvent) => void;

/** Options of {@link trackEvents}. */
export interface TrackEventsOptions {
  /** Only these areas. @default every area */
  areas?: readonly TrackedArea[];
}

/** One tracked event as the list gives it. */
export interface TrackedEventEntry {
  /** `Plugin.event`. */
  name: string;
  /** Its area. */
  area: TrackedArea;
  /** The publishing plugin. */
  plugin: string;
  /** The event, without the plugin. */
  event: string;
}

/** Every tracked event, area by area, in the order of the plugins' tables (the doc lists the same). */
export function trackedEventList(): TrackedEventEntry[] {
  return (Object.entries(trackedAreas) as [TrackedArea, readonly PluginManifest[]][]).flatMap(
    ([area, manifests]) =>
      manifests.flatMap((manifest) =>
        Object.keys(manifest.events).map((event) => ({
          name: `${manifest.name}.${event}`,
          area,
          plugin: manifest.name,
          event,
        })),
      ),
  );
}

/**
 * The page's one tracked event stream: subscribes to the events of chat, send-message, callback,
 * call-us, channel selector, co-browse, knowledge centre, search and deflection (every event their
 * tables declare, `ready` and `data` left out) and gives `listener` one {@link TrackedEvent} per
 * event, in the order the bus delivers them. Plugins that load later are followed too. Returns the
 * unsubscribe. A listener that throws does not stop the others (the bus logs it).
 */
export function trackEvents(
  bus: Bus,
  listener: TrackedEventListener,
  options: TrackEventsOptions = {},
): Unsubscribe {
  const wanted = new Set(options.areas ?? (Object.keys(trackedAreas) as TrackedArea[]));
  const byName = new Map(
    trackedEventList()
      .filter((entry) => wanted.has(entry.area))
      .map((entry) => [entry.name, entry]),
  );
  const plugins = new Set([...byName.values()].map((entry) => entry.plugin));
  const forward = (envelope: BusEvent) => {
    const entry = byName.get(envelope.event);
    if (!entry) return;
    listener({
      name: entry.name,
      area: entry.area,
      plugin: entry.plugin,
      event: entry.event,
      time: envelope.time,
      data: envelope.data,
    } as TrackedEvent);
  };
  const unsubscribes = [...plugins].map((plugin) => bus.untyped.subscribe(`${plugin}.*`, forward));
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
