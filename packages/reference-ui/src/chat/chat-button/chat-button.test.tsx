import { createTranslator } from '@cxkit/headless/services';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellContext } from '../../shell/shell-context';
import { ChatButton } from './chat-button';
import { chatButtonTexts } from './chat-button.texts';
import { DockProvider, useDockManager, type DockProviderProps } from '@cxkit/headless/react/dock';
import { SideButton } from './side-button';
import { SideButtonGroup } from './side-button-group';

function Registry() {
  const dock = useDockManager();
  return (
    <output aria-label="registry">
      {dock.entries
        .map(({ plugin, viewType, content }) => `${plugin}/${viewType}/${String(content)}`)
        .join(', ')}
    </output>
  );
}

function renderInDock(ui: ReactNode, props: Partial<DockProviderProps> = {}) {
  return render(
    <DockProvider {...props}>
      {ui}
      <Registry />
    </DockProvider>,
  );
}

function mockReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && matches,
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return listeners;
}

const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ChatButton', () => {
  it("appears as 'Live Chat' 1000 ms after it registers with the dock as WebChat's side button", () => {
    renderInDock(<ChatButton />);
    expect(screen.getByRole('status', { name: 'registry' }).textContent).toBe(
      'WebChat/sideButton/Live Chat',
    );
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    after(999);
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
    after(1);
    const button = screen.getByRole('button', { name: 'Live Chat' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.dataset).toMatchObject({
      scope: 'side-button',
      part: 'root',
      state: 'visible',
      plugin: 'WebChat',
      effect: 'fade',
    });
    expect(button.style.getPropertyValue('--cx-side-button-effect-duration')).toBe('300ms');
  });

  it('calls onClick and keeps the caller props', () => {
    const onClick = vi.fn();
    renderInDock(<ChatButton onClick={onClick} className="site" />, { sideButtonDelay: 0 });
    const button = screen.getByRole('button', { name: 'Live Chat' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button.className).toBe('site');
  });

  it('slides in or appears without effect when told to, for the given duration', () => {
    renderInDock(
      <>
        <ChatButton effect="slide" effectDuration={500} />
        <SideButton plugin="Callback" label="Receive a Call" effect="none" />
      </>,
      { sideButtonDelay: 0 },
    );
    const chat = screen.getByRole('button', { name: 'Live Chat' });
    expect(chat.dataset.effect).toBe('slide');
    expect(chat.style.getPropertyValue('--cx-side-button-effect-duration')).toBe('500ms');
    expect(screen.getByRole('button', { name: 'Receive a Call' }).dataset.effect).toBe('none');
  });

  it('appears without effect when the visitor prefers reduced motion, and follows changes', () => {
    const listeners = mockReducedMotion(true);
    renderInDock(<ChatButton effect="slide" />, { sideButtonDelay: 0 });
    expect(screen.getByRole('button', { name: 'Live Chat' }).dataset.effect).toBe('none');
    mockReducedMotion(false);
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByRole('button', { name: 'Live Chat' }).dataset.effect).toBe('slide');
  });

  it('leaves the dock on unmount and appears after the delay again when mounted again', () => {
    const view = renderInDock(<ChatButton />);
    after(1000);
    view.rerender(
      <DockProvider>
        <Registry />
      </DockProvider>,
    );
    expect(screen.getByRole('status', { name: 'registry' }).textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Live Chat' })).toBeNull();
  });

  it("uses the app's texts in the active language", () => {
    render(
      <ShellContext.Provider
        value={{
          translate: createTranslator(chatButtonTexts.fr),
          isMobile: false,
          language: 'fr',
        }}
      >
        <DockProvider sideButtonDelay={0}>
          <SideButtonGroup>
            <ChatButton />
          </SideButtonGroup>
        </DockProvider>
      </ShellContext.Provider>,
    );
    const group = screen.getByRole('group', { name: 'Nous contacter' });
    expect(group.textContent).toBe('Chat en direct');
    expect(screen.getByRole('button', { name: 'Chat en direct' })).toBeTruthy();
  });

  it('marks the button for the mobile style in mobile mode', () => {
    renderInDock(<ChatButton />, { sideButtonDelay: 0, mobile: true });
    expect(screen.getByRole('button', { name: 'Live Chat' }).hasAttribute('data-mobile')).toBe(
      true,
    );
  });
});

describe('SideButtonGroup', () => {
  it("is a group named 'Contact us' holding the side buttons in order, shown once one is visible", () => {
    renderInDock(
      <SideButtonGroup data-testid="group" className="site">
        <ChatButton />
        <SideButton plugin="Callback" label="Receive a Call" />
      </SideButtonGroup>,
    );
    const group = screen.getByRole('group', { name: 'Contact us' });
    expect(group.dataset).toMatchObject({
      scope: 'side-button-group',
      part: 'root',
      state: 'hidden',
    });
    expect(group.className).toBe('site');
    expect(screen.getByRole('status', { name: 'registry' }).textContent).toBe(
      'WebChat/sideButton/Live Chat, Callback/sideButton/Receive a Call',
    );
    after(1000);
    expect(group.dataset.state).toBe('visible');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Live Chat',
      'Receive a Call',
    ]);
  });

  it('reports a second button of the same plugin and shows only the first', () => {
    const onError = vi.fn();
    renderInDock(
      <SideButtonGroup>
        <ChatButton />
        <SideButton plugin="WebChat" label="Chat again" />
      </SideButtonGroup>,
      { onError, sideButtonDelay: 0 },
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ code: 'alreadyRegistered', plugin: 'WebChat' }),
    );
    expect(screen.getByRole('status', { name: 'registry' }).textContent).toBe(
      'WebChat/sideButton/Live Chat',
    );
  });
});

describe('chat button texts', () => {
  it('has the same webchat.chatButton keys in English and French, none empty', () => {
    const keys = Object.keys(chatButtonTexts.en).sort();
    expect(Object.keys(chatButtonTexts.fr).sort()).toEqual(keys);
    expect(keys.every((key) => key.startsWith('webchat.chatButton.'))).toBe(true);
    for (const language of [chatButtonTexts.en, chatButtonTexts.fr]) {
      expect(Object.values(language).every((text) => text.trim() !== '')).toBe(true);
    }
    expect(chatButtonTexts.en['webchat.chatButton.label']).toBe('Live Chat');
  });
});
