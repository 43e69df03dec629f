import { createTranslator, webchatLanguagePacks, type Translate } from '@cxkit/headless/services';
import { useMemo } from 'react';
import { useShell } from '../../shell/shell-context';
import type { AreaTexts } from './chat-texts.types';

/**
 * The chat UI's translator: the app's texts in the active language first (site texts and the packs
 * added with `packs.add`), then the area's and the web chat's English texts, so a screen rendered
 * outside a configured app still reads well.
 */
export function useChatTranslate(area?: AreaTexts): Translate {
  const { translate } = useShell();
  return useMemo(() => {
    const fallback = createTranslator({ ...webchatLanguagePacks.en, ...area?.en });
    return (key, values) => {
      const text = translate(key, values);
      return text === key ? fallback(key, values) : text;
    };
  }, [translate, area]);
}
