export type { AreaTexts } from './chat-texts.types';
export { useChatTranslate } from './use-chat-translate';
export { useAreaTranslate } from './use-area-translate';
