/** The texts one area of the chat UI adds, by language: `en` and `fr` hold the same keys. */
export interface AreaTexts<Key extends string = string> {
  /** English texts (the fallback language). */
  en: Record<Key, string>;
  /** French texts, complete: the test `chat-texts.test.ts` checks every key. */
  fr: Record<Key, string>;
}
