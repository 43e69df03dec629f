import { createTranslator, en, type Translate } from '@cxkit/headless/services';
import { createContext, useContext } from 'react';

/** What the shell components read from the app: the translator and the mobile mode. */
export interface ShellContextValue {
  /** Translates a message key in the active language. */
  translate: Translate;
  /** Whether mobile mode applies. */
  isMobile: boolean;
  /** The active language code. */
  language: string;
}

/** React context that `CxRoot` fills from the app; `null` outside it. */
export const ShellContext = createContext<ShellContextValue | null>(null);

const standalone: ShellContextValue = {
  translate: createTranslator(en),
  isMobile: false,
  language: 'en',
};

/** The shell's translator and mobile mode; outside `CxRoot`, English texts and desktop layout. */
export function useShell(): ShellContextValue {
  return useContext(ShellContext) ?? standalone;
}
