export { autoBoot, bootFromGenesysGlobal } from './genesys-embed';
export { mapMainConfig, type MappedMainConfig } from './genesys-config';
export type {
  EmbedLogger,
  EmbedOptions,
  GenesysEmbed,
  GenesysGlobal,
  GenesysWidgets,
  GenesysWindow,
  LegacyExtension,
  QuickBus,
} from './embed.types';
