import { createTranslator, webchatLanguagePacks, type Translate } from '@cxkit/headless/services';
import { useMemo } from 'react';
import { useShell } from '../../shell/shell-context';
import type { AreaTexts } from './chat-texts.types';

/**
 * The chat UI's translator: the app's texts in the active language first (site texts and the packs
 * added with `packs.add`), then the area's and the web chat's texts in the active language, then in
 * English, so a screen rendered outside a configured app still reads well.
 */
export function useChatTranslate(area?: AreaTexts): Translate {
  const { translate, language } = useShell();
  return useMemo(() => {
    const local = language as keyof AreaTexts;
    const fallback = createTranslator({
      ...webchatLanguagePacks.en,
      ...area?.en,
      ...webchatLanguagePacks[language],
      ...(Object.hasOwn(area ?? {}, local) ? area?.[local] : undefined),
    });
    return (key, values) => {
      const text = translate(key, values);
      return text === key ? fallback(key, values) : text;
    };
  }, [translate, language, area]);
}
