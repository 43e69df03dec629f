import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Bus } from '../bus/bus.types';
import { fakeKnowledge } from '../machines/search/search.test-support';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { SearchProvider, useSearch, type SearchProviderProps } from './use-search';

const registered = new WeakSet<Bus>();

/** A stand-in KnowledgeCenterService on the app's bus, on the fake knowledge centre. */
function FakeService({ knowledge }: { knowledge: ReturnType<typeof fakeKnowledge> }) {
  const bus = useBus();
  if (!registered.has(bus)) {
    registered.add(bus);
    const service = bus.registerPlugin('KnowledgeCenterService', { commandsBeforeReady: true });
    for (const [name, handler] of Object.entries(knowledge)) {
      service.registerCommand(name, (options: unknown) =>
        (handler as (options: unknown, plugin: string) => unknown)(
          options,
          'KnowledgeCenterService',
        ),
      );
    }
  }
  return null;
}

function wrapper(props: Omit<SearchProviderProps, 'children'> = {}, knowledge = fakeKnowledge()) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <FakeService knowledge={knowledge} />
        <SearchProvider {...props}>{children}</SearchProvider>
      </CxProvider>
    );
  };
}

const change = (value: string) => ({ target: { value } });
const keyDown = (key: string) => ({ key, preventDefault: () => undefined });

describe('useSearch', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSearch())).toThrow(
      'useSearch must be used inside <SearchProvider>',
    );
  });

  it('types, sees suggestions, picks one, reads a result, votes and rates', async () => {
    const knowledge = fakeKnowledge();
    const { result } = renderHook(useSearch, { wrapper: wrapper({}, knowledge) });
    act(() => result.current.open());
    await waitFor(() => expect(result.current.trending).toHaveLength(2));
    act(() => result.current.question!.getInputProps().onChange(change('pay')));
    await waitFor(() =>
      expect(result.current.question?.suggestions).toEqual(['how to pay', 'how to pay by card']),
    );
    expect(result.current.question!.getInputProps()['aria-expanded']).toBe(true);
    act(() => result.current.question!.getOptionProps({ index: 0 }).onClick());
    await waitFor(() => expect(result.current.step).toBe('results'));
    expect(result.current.query).toBe('how to pay');
    act(() => result.current.getMoreProps(result.current.results[0]!).onClick());
    await waitFor(() => expect(result.current.document?.id).toBe('pay'));
    act(() => result.current.getVoteProps(false).onClick());
    await waitFor(() => expect(result.current.voteState).toBe('done'));
    act(() => result.current.getStarProps(5).onChange());
    act(() => result.current.getCommentProps().onChange(change('Thanks')));
    act(() => result.current.getRatingSubmitProps().onClick());
    await waitFor(() => expect(result.current.ratingState).toBe('done'));
    expect(knowledge.addRating).toHaveBeenCalledWith(
      { voteId: 'rec-1', rating: 5, comment: 'Thanks' },
      'KnowledgeCenterService',
    );
    act(() => result.current.getBackProps().onClick());
    expect(result.current.step).toBe('results');
  });

  it('asks with Enter and shows No Results', async () => {
    const { result } = renderHook(useSearch, { wrapper: wrapper() });
    act(() => result.current.open());
    act(() => result.current.question!.getInputProps().onChange(change('zzqx')));
    act(() => result.current.question!.getInputProps().onKeyDown(keyDown('Enter')));
    await waitFor(() => expect(result.current.step).toBe('noResults'));
  });

  it('is driven by the Search commands of the bus', async () => {
    const { result } = renderHook(() => ({ search: useSearch(), bus: useBus() }), {
      wrapper: wrapper({ options: { SearchButton: { enabled: true } } }),
    });
    expect(result.current.search.isButtonShown).toBe(true);
    await act(() =>
      result.current.bus.command('Search.open', { query: 'pay', windowTitle: 'Pay' }),
    );
    await waitFor(() => expect(result.current.search.step).toBe('results'));
    expect(result.current.search.windowTitle).toBe('Pay');
    await act(() => result.current.bus.command('Search.close'));
    expect(result.current.search.window).toBe('closed');
  });
});
