export * from './actions-menu';
export * from './chat-button';
export * from './chat-input';
export * from './chat-widget';
export * from './dialogs';
export * from './prechat-form';
export * from './transcript';
export { useAreaTranslate, useChatTranslate, type AreaTexts } from './texts';
