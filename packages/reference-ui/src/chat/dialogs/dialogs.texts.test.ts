import { enWebchat, frWebchat } from '@cxkit/headless/chat-texts';
import { describe, expect, it } from 'vitest';
import { dialogTexts } from './dialogs.texts';

const sources = import.meta.glob<string>(['./*.tsx', '!./*.test.tsx', '!./*.stories.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('dialogTexts', () => {
  it('has the same non-empty keys in English and French, all under webchat.dialogs', () => {
    const en = Object.keys(dialogTexts.en).sort();
    expect(Object.keys(dialogTexts.fr).sort()).toEqual(en);
    for (const key of en) expect(key.startsWith('webchat.dialogs.')).toBe(true);
    for (const text of [...Object.values(dialogTexts.en), ...Object.values(dialogTexts.fr)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('does not redefine texts the web chat packs already have', () => {
    for (const key of Object.keys(dialogTexts.en)) {
      expect(Object.hasOwn(enWebchat, key)).toBe(false);
      expect(Object.hasOwn(frWebchat, key)).toBe(false);
    }
  });

  it('holds every webchat.dialogs key the components use, and the components use every one', () => {
    const used = new Set(
      Object.values(sources).flatMap((source) => source.match(/webchat\.dialogs\.[\w.]+/g) ?? []),
    );
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    expect([...used].sort()).toEqual(Object.keys(dialogTexts.en).sort());
  });

  it("keeps the spec's captions and start error text", () => {
    expect(dialogTexts.en).toMatchObject({
      'webchat.dialogs.startError.message':
        'There was a problem starting the chat session. Please Retry.',
      'webchat.dialogs.ok': 'OK',
      'webchat.dialogs.retry': 'Retry',
      'webchat.dialogs.cancel': 'Cancel',
      'webchat.dialogs.endChat.confirm': 'End chat',
      'webchat.dialogs.closeWindow.confirm': 'Close',
      'webchat.dialogs.asyncClose.endChat': 'End Chat',
      'webchat.dialogs.asyncClose.closeWindow': 'Close Window',
      'webchat.dialogs.noThanks': 'No thanks',
      'webchat.dialogs.startChat': 'Start chat',
      'webchat.dialogs.invitation.title': 'Need help?',
    });
  });
});
