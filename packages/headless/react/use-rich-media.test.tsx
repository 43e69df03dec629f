import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RichMediaView } from '../machines/rich-media/rich-media.types';
import { RichMediaProvider } from './rich-media-provider';
import { useQuickReplies, useRichMedia } from './use-rich-media';

const menu = {
  contentType: 'quick-replies',
  content: {
    id: 'menu',
    components: [
      { type: 'quick-reply', id: 'a', text: 'Agent' },
      { type: 'quick-reply', id: 'b', text: 'FAQ', actions: { url: 'https://example.com/faq' } },
    ],
  },
};

afterEach(cleanup);

function viewOf(input: typeof menu): RichMediaView {
  const { result } = renderHook(() => useRichMedia(input));
  if (!result.current.result?.ok) throw new Error('not built');
  return result.current.result.view;
}

function Chips({
  view,
  onSelect,
  enabled,
}: {
  view: RichMediaView;
  onSelect: (text: string) => void;
  enabled?: boolean;
}) {
  const row = useQuickReplies({
    key: '7',
    view,
    enabled,
    onSelect: (details) => onSelect(details.text),
  });
  return (
    <div {...row.getRootProps()}>
      {view.components.map((component) => (
        <button key={component.id} {...row.getChipProps(component)}>
          {component.text}
        </button>
      ))}
    </div>
  );
}

describe('useRichMedia', () => {
  it('builds the view once per content, and the text to show for invalid content', () => {
    const { result, rerender } = renderHook(({ input }) => useRichMedia(input, 'Menu'), {
      initialProps: { input: menu },
    });
    const first = result.current.result;
    expect(first).toMatchObject({ ok: true, view: { kind: 'quick-replies', id: 'menu' } });
    rerender({ input: menu });
    expect(result.current.result).toBe(first);
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = renderHook(() => useRichMedia({ contentType: 'generic', content: 5 }, 'Plain'));
    expect(bad.result.current.result).toEqual({
      ok: false,
      reason: 'content: Expected a content object',
      text: 'Plain',
    });
    expect(log).toHaveBeenCalledWith(
      '[cxkit] rich media shown as text: content: Expected a content object',
    );
    log.mockRestore();
    expect(renderHook(() => useRichMedia(undefined)).result.current.result).toBeUndefined();
  });
});

describe('useQuickReplies', () => {
  it('sends the first choice once and then disables every chip', () => {
    const chosen: string[] = [];
    const openUrl = vi.fn();
    const view = viewOf(menu);
    render(
      <RichMediaProvider openUrl={openUrl}>
        <Chips view={view} onSelect={(text) => chosen.push(text)} />
      </RichMediaProvider>,
    );
    act(() => screen.getByRole('button', { name: 'FAQ' }).click());
    act(() => screen.getByRole('button', { name: 'Agent' }).click());
    expect(chosen).toEqual(['FAQ']);
    expect(openUrl).toHaveBeenCalledWith('https://example.com/faq', '_blank');
    expect(screen.getByRole('button', { name: 'FAQ' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Agent' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('keeps a row answered when its view unmounts and mounts again inside the provider', () => {
    const view = viewOf(menu);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RichMediaProvider>{children}</RichMediaProvider>
    );
    const { rerender } = render(<Chips view={view} onSelect={() => {}} />, { wrapper });
    act(() => screen.getByRole('button', { name: 'Agent' }).click());
    rerender(<span />);
    rerender(<Chips view={view} onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'Agent' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group').getAttribute('data-state')).toBe('disabled');
  });

  it('is disabled for good once the visitor answers by typing', () => {
    const chosen: string[] = [];
    const view = viewOf(menu);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RichMediaProvider>{children}</RichMediaProvider>
    );
    const { rerender } = render(<Chips view={view} onSelect={(text) => chosen.push(text)} />, {
      wrapper,
    });
    rerender(<Chips view={view} enabled={false} onSelect={(text) => chosen.push(text)} />);
    expect(screen.getByRole('group').getAttribute('data-state')).toBe('disabled');
    rerender(<Chips view={view} onSelect={(text) => chosen.push(text)} />);
    act(() => screen.getByRole('button', { name: 'Agent' }).click());
    expect(chosen).toEqual([]);
    expect(screen.getByRole('button', { name: 'Agent' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('keeps its rows when the provider gets new callbacks', () => {
    const view = viewOf(menu);
    const opened: string[] = [];
    const page = (tag: string) => (
      <RichMediaProvider openUrl={(url) => opened.push(`${tag} ${url}`)}>
        <Chips view={view} onSelect={() => {}} />
      </RichMediaProvider>
    );
    const { rerender } = render(page('first'));
    rerender(page('second'));
    act(() => screen.getByRole('button', { name: 'FAQ' }).click());
    rerender(page('third'));
    expect(opened).toEqual(['second https://example.com/faq']);
    expect(screen.getByRole('button', { name: 'FAQ' }).getAttribute('aria-pressed')).toBe('true');
  });
});
