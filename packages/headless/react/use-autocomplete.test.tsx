import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutocomplete, type UseAutocompleteOptions } from './use-autocomplete';

afterEach(cleanup);

const topics = ['Billing', 'Bill payment', 'Card lost', 'Change address'];

/** A bare autocomplete built from the hook's prop getters. */
function Field(options: UseAutocompleteOptions) {
  const autocomplete = useAutocomplete(options);
  return (
    <div {...autocomplete.getRootProps()}>
      <label {...autocomplete.getLabelProps()}>Topic</label>
      <input {...autocomplete.getInputProps()} />
      <ul {...autocomplete.getListboxProps()}>
        {autocomplete.suggestions.map((suggestion, index) => (
          <li key={suggestion} {...autocomplete.getOptionProps({ index })}>
            {suggestion}
          </li>
        ))}
      </ul>
    </div>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Topic' }) as HTMLInputElement;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('useAutocomplete', () => {
  it('builds the api from a fresh actor with the default settings and a generated id', () => {
    const { result } = renderHook(() => useAutocomplete({ suggestions: topics }));
    expect(result.current).toMatchObject({
      value: '',
      suggestions: [],
      isOpen: false,
      minLength: 2,
      maxSize: 5,
    });
    const { id } = result.current.getInputProps();
    expect(id).toMatch(/.+-input$/);
    expect(result.current.getListboxProps()['aria-labelledby']).toBe(
      id.replace(/-input$/, '-label'),
    );
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
    act(() => result.current.setValue('bi'));
    expect(result.current.suggestions).toEqual(['Billing', 'Bill payment']);
    act(() => result.current.send({ type: 'highlight.prev' }));
    expect(result.current.highlightedValue).toBe('Bill payment');
  });

  it('reads the settings, id and defaults on mount', () => {
    const { result } = renderHook(() =>
      useAutocomplete({
        suggestions: topics,
        minLength: 1,
        maxSize: 1,
        id: 'topic',
        defaultValue: 'b',
        defaultHighlightedIndex: 0,
      }),
    );
    expect(result.current.getInputProps()).toMatchObject({
      id: 'topic-input',
      value: 'b',
      'aria-activedescendant': 'topic-option-0',
    });
    expect(result.current.suggestions).toEqual(['Billing']);
  });

  it('prop getters merge the caller props: classes join, the caller handler runs first', () => {
    const { result } = renderHook(() => useAutocomplete({ suggestions: topics, id: 'topic' }));
    const calls: string[] = [];
    const props = result.current.getInputProps({
      className: 'site',
      placeholder: 'Search',
      onKeyDown: (event: { key: string; preventDefault(): void }) => {
        calls.push(event.key);
        if (event.key === 'Enter') event.preventDefault();
      },
    });
    expect(props).toMatchObject({ className: 'site', placeholder: 'Search', role: 'combobox' });
    expect(result.current.getOptionProps({ index: 0 }, { title: 'x' })).toMatchObject({
      id: 'topic-option-0',
      title: 'x',
    });
    expect(result.current.getRootProps({ className: 'a' }).className).toBe('a');
    expect(result.current.getLabelProps({ hidden: true }).hidden).toBe(true);
    expect(result.current.getListboxProps({ className: 'b' }).className).toBe('b');
    act(() => result.current.setValue('bi'));
    const merged = result.current.getInputProps({
      onKeyDown: (event: { key: string; preventDefault(): void }) => {
        calls.push(event.key);
        if (event.key === 'Enter') event.preventDefault();
      },
    });
    const down = { key: 'ArrowDown', defaultPrevented: false, preventDefault: vi.fn() };
    act(() => merged.onKeyDown(down));
    expect(result.current.highlightedIndex).toBe(0);
    let prevented = false;
    const enter = {
      key: 'Enter',
      get defaultPrevented() {
        return prevented;
      },
      preventDefault: () => {
        prevented = true;
      },
    };
    act(() => merged.onKeyDown(enter));
    expect(calls).toEqual(['ArrowDown', 'Enter']);
    expect(result.current.isOpen).toBe(true);
  });

  it('types, highlights with the arrows and picks with Enter, reporting the pick once (strict mode)', () => {
    const onSelect = vi.fn();
    const onValueChange = vi.fn();
    render(<Field suggestions={topics} onSelect={onSelect} onValueChange={onValueChange} />, {
      wrapper: StrictMode,
    });
    fireEvent.change(input(), { target: { value: 'b' } });
    expect(options()).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input(), { target: { value: 'bi' } });
    expect(options()).toEqual(['Billing', 'Bill payment']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const highlighted = screen.getByRole('option', { selected: true });
    expect(highlighted.textContent).toBe('Billing');
    expect(input().getAttribute('aria-activedescendant')).toBe(highlighted.id);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ value: 'Billing', index: 0 });
    expect(input().value).toBe('Billing');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect(onValueChange.mock.calls.map(([details]) => details)).toEqual([
      { value: 'b' },
      { value: 'bi' },
      { value: 'Billing' },
    ]);
  });

  it('reports Enter without a highlight as a skip, and picks clicked options', () => {
    const onSkip = vi.fn();
    const onSelect = vi.fn();
    render(<Field suggestions={topics} onSkip={onSkip} onSelect={onSelect} />);
    fireEvent.change(input(), { target: { value: 'car' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSkip).toHaveBeenCalledExactlyOnceWith({ value: 'car' });
    fireEvent.change(input(), { target: { value: 'bi' } });
    const option = screen.getByRole('option', { name: 'Bill payment' });
    fireEvent.pointerMove(option);
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ value: 'Bill payment', index: 1 });
  });

  it('follows new suggestions, but not a new list with the same entries', () => {
    const { rerender } = render(<Field suggestions={[]} />);
    fireEvent.change(input(), { target: { value: 'pa' } });
    expect(options()).toEqual([]);
    rerender(<Field suggestions={['Password', 'Spam']} />);
    expect(options()).toEqual(['Password', 'Spam']);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(options()).toEqual([]);
    rerender(<Field suggestions={['Password', 'Spam']} />);
    expect(options()).toEqual([]);
  });

  it('can be controlled', () => {
    const onValueChange = vi.fn();
    function Controlled({ accept }: { accept: boolean }) {
      const [value, setValue] = useState('');
      return (
        <>
          <Field
            suggestions={topics}
            value={value}
            onValueChange={(details) => {
              onValueChange(details);
              if (accept) setValue(details.value);
            }}
          />
          <button type="button" onClick={() => setValue('ch')}>
            fill
          </button>
        </>
      );
    }
    const { unmount } = render(<Controlled accept />);
    fireEvent.change(input(), { target: { value: 'bi' } });
    expect(input().value).toBe('bi');
    expect(options()).toEqual(['Billing', 'Bill payment']);
    fireEvent.click(screen.getByRole('button', { name: 'fill' }));
    expect(input().value).toBe('ch');
    expect(options()).toEqual(['Change address']);
    expect(onValueChange.mock.calls.map(([details]) => details)).toEqual([{ value: 'bi' }]);
    unmount();

    onValueChange.mockClear();
    render(<Controlled accept={false} />);
    fireEvent.change(input(), { target: { value: 'bi' } });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ value: 'bi' });
    expect(input().value).toBe('');
    expect(options()).toEqual([]);
  });
});
