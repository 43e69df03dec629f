import * as z from 'zod';
import type { Bus, PluginHandle } from '../../bus/bus.types';
import { en } from '../../services/i18n/en.pack';
import { allThemes, isKnownTheme } from './app.logic';

/** Sets up an extension plugin once the app is ready; it receives its own plugin handle and the bus. */
export type ExtensionSetup = (plugin: PluginHandle, bus: Bus) => void;

/** Animation speeds by name (ms). */
export const animationSpeeds = { slow: 600, default: 400, fast: 200 } as const;

const transitionSchema = z.strictObject({
  effect: z.enum(['fade', 'slide', 'none']).default('fade'),
  speed: z.union([z.enum(['slow', 'default', 'fast']), z.number().int().min(0)]).default('default'),
});

const languagePacksSchema = z.record(z.string(), z.record(z.string(), z.string()));

const timeFormatSchema = z.preprocess(
  (value) => (value === '12' || value === '24' ? Number(value) : value),
  z.union([z.literal(12), z.literal(24)], { error: 'Time format must be 12 or 24' }),
);

/** The application config (the `main` namespace of the page settings), validated field by field. */
export const appConfigSchema = z
  .strictObject({
    /** Active theme name. @default 'dark' */
    theme: z.string().min(1).default('dark'),
    /** Extra themes: name to CSS class name. */
    themes: z.record(z.string(), z.string().min(1)).default({}),
    /** Language code. @default 'en' */
    lang: z.string().default('en'),
    /** Language packs by language code, or the URL of a JSON file holding them. */
    i18n: z.union([z.string().min(1), languagePacksSchema]).optional(),
    /** Mobile mode: on, off, or `auto` (on under the breakpoint). @default 'auto' */
    mobileMode: z.union([z.literal('auto'), z.boolean()]).default('auto'),
    /** Viewport width (CSS px) under which auto mobile mode applies. @default 600 */
    mobileModeBreakpoint: z.number().int().positive().default(600),
    /** Clock format of shown times. @default 12 */
    timeFormat: timeFormatSchema.default(12),
    /** Request headers sent with service calls: only `Authorization` and `apikey`. */
    header: z
      .strictObject({ Authorization: z.string().optional(), apikey: z.string().optional() })
      .default({}),
    /** Id of a site stylesheet the widgets defer to. */
    customStylesheetID: z.string().min(1).optional(),
    /** Delay before plugins load (ms). @default 100 */
    pluginLoadDelay: z.number().int().min(0).default(100),
    /** Verbose logging. @default false */
    debug: z.boolean().default(false),
    /** Animations: false turns them off; per widget an effect and a speed. @default true */
    transitions: z.union([z.boolean(), z.record(z.string(), transitionSchema)]).default(true),
    /** Serve service calls from mock data instead of the network. @default false */
    mockData: z.boolean().default(false),
    /** Deployment id of the contact centre. */
    deploymentID: z.string().min(1).optional(),
    /** Plugins to load at start-up, in the suite's load order. @default [] */
    preload: z.array(z.string().min(1)).default([]),
    /** Folder URL of lazily loaded plugin files. */
    pluginsPath: z.string().min(1).optional(),
    /** Plugin file name format. @default 'plugin.min.js' */
    pluginFilenameFormat: z.string().includes('plugin').optional(),
    /** Explicit plugin file URLs by plugin name. */
    pluginMap: z.record(z.string(), z.string().min(1)).optional(),
    /** Extensions registered after `App.ready`: a setup function, or a script URL to load. */
    extensions: z
      .record(
        z.string(),
        z.union([
          z.string().min(1),
          z.custom<ExtensionSetup>((value) => typeof value === 'function', {
            error: 'Expected a setup function or a script URL',
          }),
        ]),
      )
      .default({}),
  })
  .superRefine((config, context) => {
    if (!isKnownTheme(allThemes(config.themes), config.theme)) {
      context.addIssue({ code: 'custom', path: ['theme'], message: en['app.errors.invalidTheme'] });
    }
  });

/** Page settings as a site owner writes them. */
export type AppConfigInput = z.input<typeof appConfigSchema>;

/** Validated application config with defaults applied. */
export type AppConfig = z.output<typeof appConfigSchema>;

/** One invalid config field. */
export interface ConfigIssue {
  /** Dotted path of the field, e.g. `header.Cookie`. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** A config that failed validation; the message names every bad field. */
export class AppConfigError extends Error {
  /** Every invalid field. */
  readonly issues: ConfigIssue[];

  /** Creates the error from the field issues. */
  constructor(issues: ConfigIssue[]) {
    super(
      `Invalid app config: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`,
    );
    this.name = 'AppConfigError';
    this.issues = issues;
  }
}

function issuesOf(error: z.ZodError): ConfigIssue[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: [...base, key].join('.'),
        message: 'Unknown setting',
      }));
    }
    return [{ field: base.length ? base.join('.') : '(config)', message: issue.message }];
  });
}

/** Validates page settings into an {@link AppConfig}; throws an {@link AppConfigError} naming each bad field. */
export function parseAppConfig(input: unknown = {}): AppConfig {
  const parsed = appConfigSchema.safeParse(input ?? {});
  if (!parsed.success) throw new AppConfigError(issuesOf(parsed.error));
  return parsed.data;
}
