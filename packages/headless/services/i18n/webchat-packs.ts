import { enWebchat } from './en.webchat.pack';
import { frWebchat } from './fr.webchat.pack';
import type { LanguagePacks } from './translator';

/** The web chat texts shipped with cxkit, by language code; add them to an app with `packs.add`. */
export const webchatLanguagePacks: Readonly<LanguagePacks> = Object.freeze({
  en: enWebchat,
  fr: frWebchat,
});
