import type { ChatEngine } from './chat-engine.types';
import { ChatError, type ChatErrorCode } from './chat.errors';
import type { TranscriptEvent } from './chat.types';

/** Resolves with the first event of a chat (already there or still to come) that matches. */
export function waitForEvent(
  chat: ChatEngine,
  chatId: string,
  predicate: (event: TranscriptEvent) => boolean,
): Promise<TranscriptEvent> {
  return new Promise((resolve) => {
    const found = chat.transcript(chatId).find(predicate);
    if (found) {
      resolve(found);
      return;
    }
    const stop = chat.subscribe(
      (notice) => {
        if (notice.kind !== 'event' || !predicate(notice.event)) return;
        stop();
        resolve(notice.event);
      },
      { chatId },
    );
  });
}

/** Resolves once a chat has ended (at once if it already has). */
export function waitForEnd(chat: ChatEngine, chatId: string): Promise<void> {
  return new Promise((resolve) => {
    if (chat.get(chatId)?.state === 'ended') {
      resolve();
      return;
    }
    const stop = chat.subscribe(
      (notice) => {
        if (notice.kind !== 'ended') return;
        stop();
        resolve();
      },
      { chatId },
    );
  });
}

/** The code of the {@link ChatError} `action` throws, or undefined when it succeeds. */
export function codeOf(action: () => unknown): ChatErrorCode | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof ChatError) return error.code;
    throw error;
  }
  return undefined;
}
