// The web chat's texts and text helpers, apart from the services every widget loads: a page pays for
// them when its chat loads. The chat core (`./chat`) uses them internally by module, not through here.
export * from './services/chat-files';
export { enWebchat } from './services/i18n/en.webchat.pack';
export { frWebchat } from './services/i18n/fr.webchat.pack';
export { chatServerErrorKey, webchatI18nKeys } from './services/i18n/webchat.keys';
export type { WebchatI18nKey } from './services/i18n/webchat.keys';
export { webchatLanguagePacks } from './services/i18n/webchat-packs';
