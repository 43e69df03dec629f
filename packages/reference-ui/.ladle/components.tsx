import { CxProvider } from '@cxkit/headless/react';
import type { GlobalProvider } from '@ladle/react';
import { CxRoot } from '../src/shell';
import '../src/styles/index.css';

// Ladle parses this file and accepts only `export const` declarations, so these stay local.
/** The story metadata this provider reads (`Story.meta = { theme: 'light' }`). */
interface ShellStoryMeta {
  /** Theme the story shows, whatever Ladle's switch says. */
  theme?: 'dark' | 'light';
  /** Forces mobile mode on. */
  mobile?: boolean;
}

function readMeta(meta: Record<string, unknown> = {}): ShellStoryMeta {
  return {
    theme: meta.theme === 'dark' || meta.theme === 'light' ? meta.theme : undefined,
    mobile: meta.mobile === true || undefined,
  };
}

/** Wraps every story in a fresh app (`CxProvider`) and the themed `CxRoot`, with the shell's CSS. */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const meta = readMeta(storyMeta);
  const theme = meta.theme ?? (globalState.theme === 'light' ? 'light' : 'dark');
  return (
    <CxProvider
      key={globalState.story}
      config={{ mobileMode: meta.mobile ?? 'auto', pluginLoadDelay: 0 }}
      theme={theme}
    >
      <CxRoot>{children}</CxRoot>
    </CxProvider>
  );
};
