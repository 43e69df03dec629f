import * as z from 'zod/mini';
import type { Bus, PluginHandle } from '../../bus/bus.types';
import {
  fieldIssuesOf,
  FieldIssuesError,
  type FieldIssue,
} from '../../services/config-issues/config-issues';
import { en } from '../../services/i18n/en.pack';
import { allThemes, isKnownTheme } from './app.logic';

/** Sets up an extension plugin once the app is ready; it receives its own plugin handle and the bus. */
export type ExtensionSetup = (plugin: PluginHandle, bus: Bus) => void;

export { animationSpeeds } from './app.logic';

const nonEmpty = (message: string) => z.string({ error: message }).check(z.minLength(1, message));
const wholeNumber = (message: string, minimum: number) =>
  z.number({ error: message }).check(z.int({ error: message }), z.gte(minimum, message));
const flag = (message: string) => z.boolean({ error: message });

const transitionSchema = z.strictObject({
  effect: z._default(
    z.enum(['fade', 'slide', 'none'], { error: "Expected 'fade', 'slide' or 'none'" }),
    'fade',
  ),
  speed: z._default(
    z.union([z.enum(['slow', 'default', 'fast']), wholeNumber('Expected a speed name or ms', 0)], {
      error: "Expected 'slow', 'default', 'fast' or a number of ms",
    }),
    'default',
  ),
});

const languagePacksSchema = z.record(
  z.string(),
  z.record(z.string(), z.string({ error: 'Expected a text' }), {
    error: 'Expected a language pack object',
  }),
);

const timeFormatSchema = z.pipe(
  z.transform((value: unknown) => (value === '12' || value === '24' ? Number(value) : value)),
  z.union([z.literal(12), z.literal(24)], { error: 'Time format must be 12 or 24' }),
);

/** The application config (the `main` namespace of the page settings), validated field by field. */
export const appConfigSchema = z
  .strictObject(
    {
      /** Active theme name. @default 'dark' */
      theme: z._default(nonEmpty('Expected a theme name'), 'dark'),
      /** Extra themes: name to CSS class name. */
      themes: z._default(z.record(z.string(), nonEmpty('Expected a CSS class name')), {}),
      /** Language code. @default 'en' */
      lang: z._default(z.string({ error: 'Expected a language code' }), 'en'),
      /** Language packs by language code, or the URL of a JSON file holding them. */
      i18n: z.optional(
        z.union([nonEmpty('Expected a URL'), languagePacksSchema], {
          error: 'Expected language packs by language code, or their URL',
        }),
      ),
      /** Mobile mode: on, off, or `auto` (on under the breakpoint). @default 'auto' */
      mobileMode: z._default(
        z.union([z.literal('auto'), z.boolean()], { error: "Expected 'auto', true or false" }),
        'auto',
      ),
      /** Viewport width (CSS px) under which auto mobile mode applies. @default 600 */
      mobileModeBreakpoint: z._default(
        wholeNumber('Expected a whole number of CSS px above 0', 1),
        600,
      ),
      /** Clock format of shown times. @default 12 */
      timeFormat: z._default(timeFormatSchema, 12),
      /** Request headers sent with service calls: only `Authorization` and `apikey`. */
      header: z._default(
        z.strictObject(
          {
            Authorization: z.optional(z.string({ error: 'Expected a header value' })),
            apikey: z.optional(z.string({ error: 'Expected a header value' })),
          },
          { error: 'Expected an object of request headers' },
        ),
        {},
      ),
      /** Id of a site stylesheet the widgets defer to. */
      customStylesheetID: z.optional(nonEmpty('Expected an element id')),
      /** Delay before plugins load (ms). @default 100 */
      pluginLoadDelay: z._default(wholeNumber('Expected a whole number of ms, 0 or more', 0), 100),
      /** Verbose logging. @default false */
      debug: z._default(flag('Expected true or false'), false),
      /** Animations: false turns them off; per widget an effect and a speed. @default true */
      transitions: z._default(
        z.union([z.boolean(), z.record(z.string(), transitionSchema)], {
          error: 'Expected true, false or animations per widget',
        }),
        true,
      ),
      /** Serve service calls from mock data instead of the network. @default false */
      mockData: z._default(flag('Expected true or false'), false),
      /** Deployment id of the contact centre. */
      deploymentID: z.optional(nonEmpty('Expected a deployment id')),
      /** Plugins to load at start-up, in the suite's load order. @default [] */
      preload: z._default(
        z.array(nonEmpty('Expected a plugin name'), { error: 'Expected a list of plugin names' }),
        [],
      ),
      /** Folder URL of lazily loaded plugin files. */
      pluginsPath: z.optional(nonEmpty('Expected a folder URL')),
      /** Plugin file name format. @default 'plugin.min.js' */
      pluginFilenameFormat: z.optional(
        z
          .string({ error: "Expected a file name containing 'plugin'" })
          .check(z.includes('plugin', "Expected a file name containing 'plugin'")),
      ),
      /** Explicit plugin file URLs by plugin name. */
      pluginMap: z.optional(z.record(z.string(), nonEmpty('Expected a file URL'))),
      /** Extensions registered after `App.ready`: a setup function, or a script URL to load. */
      extensions: z._default(
        z.record(
          z.string(),
          z.union(
            [
              nonEmpty('Expected a setup function or a script URL'),
              z.custom<ExtensionSetup>((value) => typeof value === 'function'),
            ],
            { error: 'Expected a setup function or a script URL' },
          ),
        ),
        {},
      ),
    },
    { error: 'Expected an object of settings' },
  )
  .check(
    z.superRefine((config, context) => {
      if (!isKnownTheme(allThemes(config.themes), config.theme)) {
        context.addIssue({
          code: 'custom',
          path: ['theme'],
          message: en['app.errors.invalidTheme'],
        });
      }
    }),
  );

/** Page settings as a site owner writes them. */
export type AppConfigInput = z.input<typeof appConfigSchema>;

/** Validated application config with defaults applied. */
export type AppConfig = z.output<typeof appConfigSchema>;

/** One invalid config field. */
export type ConfigIssue = FieldIssue;

/** A config that failed validation; the message names every bad field. */
export class AppConfigError extends FieldIssuesError {
  /** Creates the error from the field issues. */
  constructor(issues: ConfigIssue[]) {
    super('app config', issues, 'AppConfigError');
  }
}

/** Validates page settings into an {@link AppConfig}; throws an {@link AppConfigError} naming each bad field. */
export function parseAppConfig(input: unknown = {}): AppConfig {
  const parsed = appConfigSchema.safeParse(input ?? {});
  if (!parsed.success) {
    throw new AppConfigError(
      fieldIssuesOf(parsed.error, { whole: '(config)', unknown: 'Unknown setting' }),
    );
  }
  return parsed.data;
}
