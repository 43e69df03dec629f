import type { TypingPreviewInput } from './chat-session.types';

/** The typing preview inputs registered for one chat, each with its `input` listener. */
export interface PreviewInputs {
  /** Listens to `input`'s input events (once, however often it is registered); `onInput` gets its text. */
  add(input: TypingPreviewInput, onInput: (text: string) => void): void;
  /** Removes every listener: the inputs must be registered again to send their text. */
  clear(): void;
}

/** Whether `input` is like a text input or textarea: it has a text value and input events. */
export function isPreviewInput(input: unknown): input is TypingPreviewInput {
  const candidate = input as Partial<TypingPreviewInput> | null | undefined;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.value === 'string' &&
    typeof candidate.addEventListener === 'function' &&
    typeof candidate.removeEventListener === 'function'
  );
}

/** Creates an empty set of typing preview inputs. */
export function createPreviewInputs(): PreviewInputs {
  const listeners = new Map<TypingPreviewInput, () => void>();
  return {
    add(input, onInput) {
      if (listeners.has(input)) return;
      const listener = () => onInput(input.value);
      listeners.set(input, listener);
      input.addEventListener('input', listener);
    },
    clear() {
      for (const [input, listener] of listeners) input.removeEventListener('input', listener);
      listeners.clear();
    },
  };
}
