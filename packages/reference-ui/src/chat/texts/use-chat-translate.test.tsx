import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../shell/shell-context';
import { createTranslator } from '@cxkit/headless/services';
import { frWebchat } from '@cxkit/headless/chat-texts';
import type { ReactNode } from 'react';
import { useChatTranslate } from './use-chat-translate';

const area = {
  en: { 'webchat.test.greeting': 'Hello {name}' },
  fr: { 'webchat.test.greeting': 'Bonjour {name}' },
};

describe('useChatTranslate', () => {
  it('falls back to the area English texts and then the web chat pack outside an app', () => {
    const { result } = renderHook(() => useChatTranslate(area));
    expect(result.current('webchat.test.greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(result.current('webchat.errors.Generic')).toBe('An unexpected error occurred');
    expect(result.current('webchat.test.unknown')).toBe('webchat.test.unknown');
  });

  it("prefers the app's texts in the active language", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellContext.Provider
        value={{ translate: createTranslator(area.fr), isMobile: false, language: 'fr' }}
      >
        {children}
      </ShellContext.Provider>
    );
    const { result } = renderHook(() => useChatTranslate(area), { wrapper });
    expect(result.current('webchat.test.greeting', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(result.current('webchat.errors.Generic')).toBe(frWebchat['webchat.errors.Generic']);
  });

  it('takes the area texts of the active language when the app has none of them', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellContext value={{ translate: (key) => key, isMobile: false, language: 'fr' }}>
        {children}
      </ShellContext>
    );
    const { result } = renderHook(() => useChatTranslate(area), { wrapper });
    expect(result.current('webchat.test.greeting', { name: 'Ana' })).toBe('Bonjour Ana');
    expect(result.current('webchat.errors.Generic')).toBe(frWebchat['webchat.errors.Generic']);
  });
});
