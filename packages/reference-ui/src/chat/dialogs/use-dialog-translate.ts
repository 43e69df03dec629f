import type { Translate } from '@cxkit/headless/services';
import { useChatTranslate } from '../texts';
import { dialogTexts } from './dialogs.texts';

/** The chat dialogs' translator: the app's texts first, then the dialogs' and the web chat's English texts. */
export function useDialogTranslate(): Translate {
  return useChatTranslate(dialogTexts);
}
