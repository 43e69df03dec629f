import {
  KnowledgeCenterConfigError,
  knowledgeCenterServiceKeysOf,
  resolveKnowledgeCenterServiceOptions,
} from '@cxkit/headless/knowledge-center-service/options';
import type { KnowledgeCenterConfigureOptions } from '@cxkit/headless/widgets';
import {
  LegacySettingsError,
  readLegacySettings,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type Shape,
} from '../legacy';

/** `knowledgecenter` settings that failed validation; the message names every bad setting. */
export class KnowledgeCenterSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'KnowledgeCenterSettingsError';
  }
}

/** What the legacy `knowledgecenter` settings give the `KnowledgeCenterService`. */
export interface KnowledgeCenterSettings {
  /** The service's configuration (protocols 7; service-protocols 11), checked. */
  service: KnowledgeCenterConfigureOptions;
  /** Settings neither the service nor the Search window reads, as dotted paths (`knowledgecenter.…`). */
  ignored: string[];
}

/** The service's keys of `_genesys.widgets.knowledgecenter` (service-protocols 11). */
export const knowledgeCenterServiceShape = {
  host: true,
  apiVersion: true,
  knowledgebases: true,
  lang: true,
  media: true,
  apiClientId: true,
  apiClientMediaType: true,
  maxTrendingResults: true,
  maxSearchResults: true,
  enableHTML: true,
  tenantId: true,
  apikey: true,
  customerId: true,
} as const satisfies Shape;

/** The Search window's keys of the same object (service-protocols 11 and 13 §8.2), read by the window. */
export const searchWindowShape = {
  search: {
    SearchButton: {
      enabled: true,
      template: true,
      openDelay: true,
      effect: true,
      effectDuration: true,
      hideDuringInvite: true,
    },
  },
  servicePlugin: true,
} as const satisfies Shape;

/**
 * The service's declaration on the legacy settings reader: its keys of `knowledgecenter`, checked
 * by the service's own options (so each bad one is named as the service names it). The Search
 * window's keys count as used: the window reads them.
 */
export const knowledgeCenterSettingsDefinition: LegacySettingsDefinition<KnowledgeCenterConfigureOptions> =
  {
    key: 'knowledgecenter',
    read(settings, reader) {
      const service = knowledgeCenterServiceKeysOf(settings);
      try {
        resolveKnowledgeCenterServiceOptions(service);
      } catch (error) {
        if (!(error instanceof KnowledgeCenterConfigError)) throw error;
        for (const issue of error.issues)
          reader.add(issue.field.split('.').slice(1), issue.message);
        return undefined;
      }
      if (service['host'] === undefined) {
        reader.add(['host'], 'Expected the knowledge center URL');
        return undefined;
      }
      return service as KnowledgeCenterConfigureOptions;
    },
    used: () => ({ ...knowledgeCenterServiceShape, ...searchWindowShape }),
    error: KnowledgeCenterSettingsError,
  };

/**
 * Reads the legacy `window._genesys.widgets.knowledgecenter` settings for the service (its keys
 * as the page wrote them, checked; `host` required, since without it the Genesys service never
 * becomes ready); throws a {@link KnowledgeCenterSettingsError} naming every bad setting.
 */
export function parseKnowledgeCenterSettings(settings: unknown): KnowledgeCenterSettings {
  const { value, ignored } = readLegacySettings(knowledgeCenterSettingsDefinition, settings);
  return { service: value, ignored };
}
