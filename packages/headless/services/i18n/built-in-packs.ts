import { en } from './en.pack';
import { fr } from './fr.pack';
import type { LanguagePacks } from './translator';

/** The core language packs shipped with cxkit, by language code; merge site overrides onto them. */
export const builtInLanguagePacks: Readonly<LanguagePacks> = Object.freeze({ en, fr });
