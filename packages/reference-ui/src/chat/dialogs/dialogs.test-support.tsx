import { createTranslator } from '@cxkit/headless/services';
import { frWebchat } from '@cxkit/headless/chat-texts';
import { useState, type ReactNode } from 'react';
import { ShellContext } from '../../shell/shell-context';
import { dialogTexts } from './dialogs.texts';

/** Renders its children as a French app would: the web chat's and the dialogs' French texts. */
export function InFrench({ children }: { children: ReactNode }) {
  const [shell] = useState(() => ({
    translate: createTranslator({ ...frWebchat, ...dialogTexts.fr }),
    isMobile: false,
    language: 'fr',
  }));
  return <ShellContext value={shell}>{children}</ShellContext>;
}

/** An opener button and the dialog it opens; `render(close)` gets a callback that closes it. */
export function Opener({ render }: { render: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && render(() => setOpen(false))}
    </>
  );
}
