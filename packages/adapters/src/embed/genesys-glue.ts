import { readFormInputsOf, type PageGlueOptions } from '@cxkit/headless/glue';
import * as z from 'zod/mini';
import { nonBlank, url } from '../legacy/legacy-fields';
import { readLegacySettings, type LegacySettingsDefinition } from '../legacy/legacy-reader';
import type { EmbedLogger, GenesysWidgets, GenesysWindow } from './embed.types';

const glueSchema = z.object({
  apiBase: url('Expected the path or URL of the glue endpoints, e.g. /cx-api'),
  pluginName: z.optional(nonBlank('Expected a plugin name')),
});

/** The page glue's legacy settings, `window._genesys.widgets.glue`: `createCxApp`'s `glue` option. */
export const glueSettingsDefinition: LegacySettingsDefinition<z.output<typeof glueSchema>> = {
  key: 'glue',
  read: (settings, reader) => reader.read(glueSchema, settings, []),
  used: () => ({ apiBase: true, pluginName: true }),
};

/**
 * The page glue's options from `window._genesys.widgets.glue`, reading the page path and the
 * contact inputs of `win`; none without the setting. Bad settings leave the glue out, logged with
 * every bad field named; unread ones are named in one warning.
 */
export function glueOptionsOf(
  widgets: GenesysWidgets,
  win: GenesysWindow,
  logger: EmbedLogger,
): PageGlueOptions | undefined {
  if (!Object.hasOwn(widgets, 'glue')) return undefined;
  try {
    const { value, ignored } = readLegacySettings(glueSettingsDefinition, widgets['glue']);
    if (ignored.length > 0) {
      logger.warn(`[cxkit] ignoring glue settings cxkit does not support: ${ignored.join(', ')}`);
    }
    // The window's own page, which need not be the global one (a test's, or a frame's); any
    // window's document has querySelector (happy-dom's too).
    return {
      ...value,
      pagePath: () => win.location?.pathname ?? '/',
      readFormInputs: () => readFormInputsOf(win.document as unknown as Document),
    };
  } catch (error) {
    logger.error(
      `[cxkit] the page glue is not registered: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}
