import { createScriptElementLoader } from '../../bus/script-loader';
import type { CoBrowseScriptApi, CoBrowseScriptLoader } from './cobrowse.types';

type ReadyCallback = (api: CoBrowseScriptApi, isTopContext?: boolean) => void;

/** The page's `window._genesys.cobrowse`, as the co-browse script reads it. */
interface GenesysCoBrowseGlobal {
  _genesys?: { cobrowse?: Record<string, unknown> & { onReady?: unknown } };
}

/** One load per page and script: a second bridge (a remount) shares the first one's API. */
const loads = new WeakMap<object, Map<string, Promise<CoBrowseScriptApi>>>();

/** The callbacks a page already gave as `onReady` (a function or an array of them). */
function readyCallbacksOf(value: unknown): ReadyCallback[] {
  if (typeof value === 'function') return [value as ReadyCallback];
  if (Array.isArray(value))
    return value.filter((item): item is ReadyCallback => typeof item === 'function');
  return [];
}

/**
 * The default loader of the co-browse script, as Genesys documents its deployment: the settings in
 * `window._genesys.cobrowse` first (with an `onReady` that calls the page's own callbacks, then
 * the bridge's), then a `<script src>` with the server's address in `data-gcb-url`. It resolves with
 * the API the script gives `onReady` in the top context (not in an iframe), and rejects when the
 * script fails to load. Reads `window` when called, never at import.
 */
export function createCoBrowseScriptLoader(
  win: (Window & GenesysCoBrowseGlobal) | undefined = typeof window === 'undefined'
    ? undefined
    : window,
): CoBrowseScriptLoader {
  return ({ src, url, config }) => {
    if (!win) return Promise.reject(new Error(`No page to load ${src} into`));
    let byScript = loads.get(win);
    if (!byScript) {
      byScript = new Map();
      loads.set(win, byScript);
    }
    const known = byScript.get(src);
    if (known) return known;
    const loading = new Promise<CoBrowseScriptApi>((resolve, reject) => {
      const genesys = (win._genesys ??= {});
      const current = genesys.cobrowse ?? {};
      const previous = readyCallbacksOf(current.onReady);
      const onReady: ReadyCallback = (api, isTopContext) => {
        for (const callback of previous) callback(api, isTopContext);
        if (isTopContext !== false) resolve(api);
      };
      genesys.cobrowse = { ...current, ...config, onReady };
      createScriptElementLoader(
        win.document,
        url === undefined ? {} : { 'data-gcb-url': url },
      )(src).catch(reject);
    });
    byScript.set(src, loading);
    loading.catch(() => byScript.delete(src));
    return loading;
  };
}
