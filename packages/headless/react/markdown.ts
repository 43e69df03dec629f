import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type * as Pipeline from './markdown-pipeline';

type MarkdownPipeline = typeof Pipeline;

/** Options of {@link useMarkdown}. */
export interface UseMarkdownOptions {
  /** Whether to render markdown; when false the pipeline is not loaded and `node` stays undefined. @default true */
  enabled?: boolean;
}

/** What {@link useMarkdown} returns. */
export interface UseMarkdownReturn {
  /** The sanitised markdown as React elements (the source as text if too long or nested to parse); undefined until the pipeline has loaded. */
  node: ReactNode | undefined;
  /** Whether `node` holds the rendered markdown; until then the caller shows the plain text. */
  ready: boolean;
}

// Module state, not React state: every message shares one pipeline, and a message mounted after
// it loaded renders markdown on its first render instead of flashing plain text.
let pipeline: MarkdownPipeline | undefined;
let loading: Promise<MarkdownPipeline> | undefined;
const listeners = new Set<() => void>();

function loadPipeline(): Promise<MarkdownPipeline> {
  loading ??= import('./markdown-pipeline').then(
    (module) => {
      pipeline = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk request (offline, redeploy) may succeed on a later mount.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): MarkdownPipeline | undefined {
  return pipeline;
}

// The server never renders markdown, and hydration uses this too, so server and client HTML match.
function getServerSnapshot(): undefined {
  return undefined;
}

function ignore(): void {}

/** Loads the markdown pipeline ahead of the first message that needs it (e.g. when the chat opens). */
export async function preloadMarkdown(): Promise<void> {
  await loadPipeline();
}

/** The pipeline once loaded; loads it when `enabled`. */
function usePipeline(enabled: boolean): MarkdownPipeline | undefined {
  const loaded = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => {
    // A load error leaves the pipeline undefined, so callers keep the plain source.
    if (enabled && !loaded) loadPipeline().catch(ignore);
  }, [enabled, loaded]);
  return loaded;
}

/**
 * What a screen reader should hear of markdown sources: a function giving a source's words without
 * markup, one line per block, once the pipeline has loaded (it loads when enabled); until then,
 * and when not enabled, the source as it is.
 */
export function useMarkdownText(options: UseMarkdownOptions = {}): (source: string) => string {
  const enabled = options.enabled ?? true;
  const loaded = usePipeline(enabled);
  return useCallback(
    (source: string) => (enabled && loaded ? loaded.markdownToText(source) : source),
    [enabled, loaded],
  );
}

/**
 * Renders `source` as sanitised markdown, loading the pipeline (its own chunk) on first use; each
 * distinct source is parsed once. Until the pipeline is there `node` is undefined.
 */
export function useMarkdown(source: string, options: UseMarkdownOptions = {}): UseMarkdownReturn {
  const enabled = options.enabled ?? true;
  const loaded = usePipeline(enabled);
  const ready = enabled && loaded !== undefined;
  const node = useMemo(
    () => (ready ? loaded.renderMarkdown(source) : undefined),
    [ready, loaded, source],
  );
  return { node, ready };
}

/** What {@link useSiteHtml} returns. */
export interface UseSiteHtmlReturn {
  /** The sanitised HTML as React elements; undefined until the pipeline has loaded. */
  node: ReactNode | undefined;
  /** Whether `node` holds the rendered HTML; until then the caller shows the HTML's text. */
  ready: boolean;
}

/**
 * Renders a site's own HTML (an injected message, an overlay) sanitised: markup yes, script,
 * handlers and styles never. It shares the markdown pipeline's chunk, loaded on first use.
 */
export function useSiteHtml(html: string, options: UseMarkdownOptions = {}): UseSiteHtmlReturn {
  const enabled = options.enabled ?? true;
  const loaded = usePipeline(enabled);
  const ready = enabled && loaded !== undefined;
  const node = useMemo(
    () => (ready ? loaded.renderSiteHtml(html) : undefined),
    [ready, loaded, html],
  );
  return { node, ready };
}
