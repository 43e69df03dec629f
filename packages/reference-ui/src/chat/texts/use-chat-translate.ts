import { type Translate } from '@cxkit/headless/services';
import { webchatLanguagePacks } from '@cxkit/headless/chat-texts';
import type { AreaTexts } from './chat-texts.types';
import { useAreaTranslate } from './use-area-translate';

const withWebchat = new WeakMap<AreaTexts, AreaTexts>();
const webchatOnly: AreaTexts = {
  en: { ...webchatLanguagePacks.en },
  fr: { ...webchatLanguagePacks.fr },
};

/** The area's texts over the web chat's, built once per area so the translator stays the same. */
function withWebchatTexts(area: AreaTexts | undefined): AreaTexts {
  if (!area) return webchatOnly;
  let merged = withWebchat.get(area);
  if (!merged) {
    merged = { en: { ...webchatOnly.en, ...area.en }, fr: { ...webchatOnly.fr, ...area.fr } };
    withWebchat.set(area, merged);
  }
  return merged;
}

/**
 * The chat UI's translator: the app's texts in the active language first (site texts and the packs
 * added with `packs.add`), then the area's and the web chat's texts in the active language, then in
 * English, so a screen rendered outside a configured app still reads well.
 */
export function useChatTranslate(area?: AreaTexts): Translate {
  return useAreaTranslate(withWebchatTexts(area));
}
