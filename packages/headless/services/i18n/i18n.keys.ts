/** The message keys of the built-in core packs (shell, countdown, app, bus), grouped by namespace. */
export const i18nKeys = {
  /** Texts of the common widget container. */
  common: {
    /** Title-bar button that minimizes a widget. */
    minimize: 'common.minimize',
    /** Title-bar toggle that maximizes a widget (pressed while maximized). */
    maximize: 'common.maximize',
    /** Title-bar button that closes a widget. */
    close: 'common.close',
    /** Footer text shown before the vendor logo. */
    poweredBy: 'common.poweredBy',
    /** Loading screen text. */
    loading: 'common.loading',
    /** Accessible name of the button that closes a dialog. */
    dialogClose: 'common.dialogClose',
    /** Errors a form finds in its fields before it submits. */
    form: {
      /** An empty required field (a checkbox not ticked); placeholder `{label}`. */
      required: 'common.form.required',
      /** A value that is not an e-mail address. */
      email: 'common.form.email',
      /** A value its pattern or validator refuses; placeholder `{label}`. */
      invalid: 'common.form.invalid',
    },
  },
  /** Texts of the countdown helper. */
  countdown: {
    /** Whole days of a countdown; placeholder `{days}`. */
    days: 'countdown.days',
  },
  /** Application core texts. */
  app: {
    /** Errors raised by the application core. */
    errors: {
      /** A theme that is not among the known themes was requested. */
      invalidTheme: 'app.errors.invalidTheme',
      /** A language change was requested without a language code. */
      noLanguageCode: 'app.errors.noLanguageCode',
      /** The requested language code is not in the language packs. */
      noMatchingLanguage: 'app.errors.noMatchingLanguage',
      /** A request-header update carried no header. */
      invalidRequestHeader: 'app.errors.invalidRequestHeader',
    },
  },
  /** Command-and-event bus texts. */
  bus: {
    /** Errors raised by the bus. */
    errors: {
      /** The command is not registered. */
      commandDoesNotExist: 'bus.errors.commandDoesNotExist',
      /** A `before` interceptor cancelled the command. */
      commandCancelled: 'bus.errors.commandCancelled',
      /** An extension tried to register under a name already in use. */
      nameTaken: 'bus.errors.nameTaken',
      /** An extension tried to register while registration is locked. */
      registrationLocked: 'bus.errors.registrationLocked',
      /** A plugin file failed to load from the plugins path. */
      pluginLoadFailed: 'bus.errors.pluginLoadFailed',
    },
  },
} as const;

/** The leaf strings of a nested key tree: the message keys it names. */
export type LeafValues<T> = T extends string ? T : { [K in keyof T]: LeafValues<T[K]> }[keyof T];

/** Every message key of the built-in core language packs (web chat keys are `WebchatI18nKey`). */
export type I18nKey = LeafValues<typeof i18nKeys>;
