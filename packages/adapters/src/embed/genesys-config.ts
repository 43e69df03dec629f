import { AppConfigError, appConfigSchema, type AppConfigInput } from '@cxkit/headless/app';
import { isRecord } from '../legacy/legacy-values';
import type { GenesysWidgets } from './embed.types';

/**
 * `main` fields the app config knows. `extensions` is left out: legacy extensions live in
 * `widgets.extensions` with the `($, CXBus, Common)` signature, which the app's own setup hook does not have.
 */
const knownFields = new Set(
  Object.keys(appConfigSchema.shape).filter((key) => key !== 'extensions'),
);

const aliases = ['global', 'app', 'main'] as const;

/** The app config read from `window._genesys.widgets`, and the `main` fields left out of it. */
export interface MappedMainConfig {
  /** The known `main` fields, still to be validated by `parseAppConfig`. */
  config: AppConfigInput;
  /** The `main` fields cxkit does not support, in the order they appear. */
  ignored: string[];
}

/** Reads the `main` settings (merged with its aliases `app` and `global`) into an app config input. */
export function mapMainConfig(widgets: GenesysWidgets): MappedMainConfig {
  const merged: Record<string, unknown> = {};
  for (const alias of aliases) {
    const settings = widgets[alias];
    if (settings === undefined) continue;
    if (!isRecord(settings))
      throw new AppConfigError([{ field: alias, message: 'Expected an object' }]);
    Object.assign(merged, settings);
  }
  const config: Record<string, unknown> = {};
  const ignored: string[] = [];
  for (const [field, value] of Object.entries(merged)) {
    if (knownFields.has(field)) config[field] = value;
    else ignored.push(field);
  }
  // parseAppConfig validates every field when the app is created; the type is only what it accepts.
  return { config: config as AppConfigInput, ignored };
}
