import { useApp } from '@cxkit/headless/react';
import { useId } from 'react';
import { useDemoText, type DemoTextKey } from '../demo-i18n';
import {
  chatBackEnds,
  currentChatBackEnd,
  switchChatBackEnd,
} from '../widgets/chat/chat-back-ends';

/** A language's name in that language, e.g. `fr` → `français`. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The page header: the demo's title and the theme, language and chat back end switches. */
export function DemoHeader() {
  const { theme, themeNames, setTheme, language, languages, setLanguage } = useApp();
  const text = useDemoText();
  const themeId = useId();
  const languageId = useId();
  const backEndId = useId();
  const backEndNoteId = useId();
  const { backEnd, unknown } = currentChatBackEnd();
  const themeLabel = (name: string) => {
    const key = `demo.theme.${name}` as DemoTextKey;
    const label = text(key);
    return label === key ? name : label;
  };

  return (
    <header className="demo-header">
      <h1 className="demo-title">{text('demo.title')}</h1>
      <form
        className="demo-settings"
        aria-label={text('demo.settings')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="demo-field">
          <label htmlFor={themeId}>{text('demo.theme')}</label>
          <select id={themeId} value={theme} onChange={(event) => setTheme(event.target.value)}>
            {themeNames.map((name) => (
              <option key={name} value={name}>
                {themeLabel(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="demo-field">
          <label htmlFor={languageId}>{text('demo.language')}</label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="demo-field">
          <label htmlFor={backEndId}>{text('demo.backEnd')}</label>
          {/* A chat cannot change back end midway: a new choice reloads the page on it. */}
          <select
            id={backEndId}
            value={backEnd.id}
            aria-describedby={unknown === undefined ? undefined : backEndNoteId}
            onChange={(event) => switchChatBackEnd(event.target.value)}
          >
            {chatBackEnds.map(({ id, label }) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {unknown !== undefined && (
          <p id={backEndNoteId} className="demo-note">
            {text('demo.backEnd.unknown', { name: unknown, fallback: backEnd.label })}
          </p>
        )}
      </form>
    </header>
  );
}
