import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { appMachine } from '../machines/app/app.machine';
import { attachAppPlugin, logAppError } from '../machines/app/app.plugin';
import { prepareApp, type CxAppOptions } from '../machines/app/app.runtime';
import { CxContext } from './cx-context';

/** Props of {@link CxProvider}. */
export interface CxProviderProps extends CxAppOptions {
  /** Controlled theme name; when it changes the app switches to it. */
  theme?: string;
  /** Controlled language code; when it changes the app switches to it. */
  language?: string;
  /** Called after the theme changed, with `{ theme }`. */
  onThemeChange?: (details: { theme: string }) => void;
  /** Called after the language changed, with `{ language }`. */
  onLanguageChange?: (details: { language: string }) => void;
  /** The widgets and the page parts that use them. */
  children?: ReactNode;
}

/**
 * Creates the bus and the app actor once, registers the App plugin on the bus, and shares both with
 * the hooks below. The config is read on first render (a bad field throws an `AppConfigError`).
 */
export function CxProvider({
  theme,
  language,
  onThemeChange,
  onLanguageChange,
  children,
  ...options
}: CxProviderProps) {
  const [prepared] = useState(() => prepareApp(options));
  const app = useActorRef(appMachine, { input: prepared.input });
  // The actor starts in an effect of useActorRef's, before the plugin below is attached: what its
  // start reports (an unknown `lang`) is logged from a listener made with it.
  const [startErrors] = useState(() =>
    app.on('error', (error) => logAppError(prepared.logger, error)),
  );

  useEffect(() => {
    startErrors.unsubscribe();
    return attachAppPlugin(prepared.bus, app, prepared);
  }, [prepared, app, startErrors]);
  useEffect(() => prepared.attachGlue(), [prepared]);
  useEffect(() => prepared.attachStylesheet(), [prepared]);

  useEffect(() => {
    const subscriptions = [
      app.on('theme', (event) => onThemeChange?.({ theme: event.theme })),
      app.on('language', (event) => onLanguageChange?.({ language: event.language })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [app, onThemeChange, onLanguageChange]);

  useEffect(() => {
    if (theme !== undefined) app.send({ type: 'theme.set', theme });
  }, [app, theme]);
  useEffect(() => {
    if (language !== undefined) app.send({ type: 'language.set', language });
  }, [app, language]);

  const value = useMemo(
    () => ({ bus: prepared.bus, app, windows: prepared.windows, views: prepared.views }),
    [prepared, app],
  );
  return <CxContext.Provider value={value}>{children}</CxContext.Provider>;
}
