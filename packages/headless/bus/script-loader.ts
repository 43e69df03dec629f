import type { ScriptLoader } from './bus.types';

/**
 * Loads scripts by appending a `<script>` element to the given document (the page's by default),
 * with `attributes` set on it (an external product's script may read its settings from them).
 */
export function createScriptElementLoader(
  doc?: Document,
  attributes: Readonly<Record<string, string>> = {},
): ScriptLoader {
  return (url) =>
    new Promise<void>((resolve, reject) => {
      const target = doc ?? (typeof document === 'undefined' ? undefined : document);
      if (!target) {
        reject(new Error(`No document to load ${url} into`));
        return;
      }
      const script = target.createElement('script');
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.src = url;
      script.async = true;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener(
        'error',
        () => {
          script.remove();
          reject(new Error(`Failed to load ${url}`));
        },
        { once: true },
      );
      target.head.append(script);
    });
}

/** The URL a plugin file is loaded from, or `undefined` when lazy loading is not configured for it. */
export function pluginFileUrl(
  name: string,
  options: {
    pluginsPath?: string;
    pluginFilenameFormat?: string;
    pluginMap?: Record<string, string>;
  },
): string | undefined {
  const mapped = options.pluginMap?.[name];
  if (mapped) return mapped;
  if (!options.pluginsPath) return undefined;
  const folder = options.pluginsPath.endsWith('/')
    ? options.pluginsPath
    : `${options.pluginsPath}/`;
  const format = options.pluginFilenameFormat ?? 'plugin.min.js';
  return folder + format.replace('plugin', name.toLowerCase());
}
