import { createTranslator, type Translate } from '@cxkit/headless/services';
import { useMemo } from 'react';
import { useShell } from '../../shell/shell-context';
import type { AreaTexts } from './chat-texts.types';

/**
 * A translator for one area's texts only: the app's texts first, then the area's in the active
 * language, then in English. Unlike `useChatTranslate` it leaves the web chat packs out, so parts
 * shown before the chat loads (the chat button) do not bring them along.
 */
export function useAreaTranslate(area: AreaTexts): Translate {
  const { translate, language } = useShell();
  return useMemo(() => {
    const local = language as keyof AreaTexts;
    const fallback = createTranslator({
      ...area.en,
      ...(Object.hasOwn(area, local) ? area[local] : undefined),
    });
    return (key, values) => {
      const text = translate(key, values);
      return text === key ? fallback(key, values) : text;
    };
  }, [translate, language, area]);
}
