import type { SubscribeFilter } from './chat-engine.types';
import type { ChatListener, ChatNotice } from './chat.types';

/** Delivers chat notices to subscribers. */
export interface ChatNotifier {
  /** Delivers a notice to every matching subscriber, after the notices already being delivered. */
  notify(notice: ChatNotice): void;
  /** Adds a subscriber; returns the unsubscribe function. */
  subscribe(listener: ChatListener, filter?: SubscribeFilter): () => void;
}

/** Creates a notifier with no subscribers. */
export function createChatNotifier(): ChatNotifier {
  const listeners = new Set<{ listener: ChatListener; filter: SubscribeFilter }>();
  const pending: ChatNotice[] = [];
  let notifying = false;

  function deliver(notice: ChatNotice): void {
    for (const entry of [...listeners]) {
      const { chatId } = entry.filter;
      if (chatId !== undefined && chatId !== notice.conversation.id) continue;
      try {
        entry.listener(notice);
      } catch (error) {
        // A faulty subscriber must not fail the operation that already happened; surface it apart.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  }

  return {
    // Subscribers may act on a notice (the scripted agent answers at once); queueing keeps every
    // subscriber seeing the notices in transcript order.
    notify(notice) {
      pending.push(notice);
      if (notifying) return;
      notifying = true;
      try {
        for (let next = pending.shift(); next; next = pending.shift()) deliver(next);
      } finally {
        notifying = false;
      }
    },
    subscribe(listener, filter = {}) {
      const entry = { listener, filter };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}
