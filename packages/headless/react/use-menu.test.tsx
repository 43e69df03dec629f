import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../machines/menu/menu.types';
import { useMenu, type UseMenuOptions } from './use-menu';

afterEach(cleanup);

const items: MenuItem[] = [
  { value: 'copy', label: 'Copy' },
  { value: 'cut', label: 'Cut', disabled: true },
  { value: 'paste', label: 'Paste' },
];

/** A bare menu button built from the hook's prop getters, with a field and a button outside it. */
function Menu(options: Partial<UseMenuOptions>) {
  const menu = useMenu({ items, ...options });
  return (
    <>
      <button {...menu.getTriggerProps()}>Edit</button>
      <div {...menu.getMenuProps()}>
        {menu.items.map((item) => (
          <button key={item.value} type="button" {...menu.getItemProps(item.value)}>
            {item.label}
          </button>
        ))}
      </div>
      <input aria-label="Note" />
      <p>Elsewhere</p>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Edit' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const focused = () => document.activeElement;

describe('useMenu', () => {
  it('builds the api from a fresh actor with a generated id', () => {
    const { result } = renderHook(() => useMenu({ items }));
    expect(result.current).toMatchObject({ isOpen: false, highlightedValue: null, items });
    const { id } = result.current.getTriggerProps();
    expect(result.current.getMenuProps()['aria-labelledby']).toBe(id);
    expect(result.current.getItemProps('copy').id).toBe(id.replace(/-trigger$/, '-item-copy'));
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
    act(() => result.current.open('last'));
    expect(result.current.highlightedValue).toBe('paste');
    act(() => result.current.send({ type: 'highlight.first' }));
    expect(result.current.highlightedValue).toBe('copy');
  });

  it('merges the caller props into every getter: theirs first, ours skipped once prevented', () => {
    const { result } = renderHook(() => useMenu({ items, id: 'edit' }));
    const onKeyDown = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const ref = vi.fn();
    const triggerProps = result.current.getTriggerProps({ className: 'mine', onKeyDown, ref });
    expect(triggerProps).toMatchObject({ id: 'edit-trigger', className: 'mine' });
    act(() =>
      triggerProps.onKeyDown({
        key: 'ArrowDown',
        defaultPrevented: true,
        preventDefault() {},
      } as never),
    );
    expect(onKeyDown).toHaveBeenCalledOnce();
    expect(result.current.isOpen).toBe(false);
    const element = document.createElement('button');
    act(() => triggerProps.ref(element));
    expect(ref).toHaveBeenCalledWith(element);
    expect(result.current.getMenuProps({ 'data-scope': 'mine' })).toMatchObject({
      'data-scope': 'mine',
      'data-part': 'content',
      role: 'menu',
    });
    const onClick = vi.fn();
    const itemProps = result.current.getItemProps('copy', { onClick, title: 'Copy it' });
    expect(itemProps).toMatchObject({ role: 'menuitem', title: 'Copy it' });
    act(() => result.current.open());
    act(() => result.current.getItemProps('copy', { onClick }).onClick({} as never));
    expect(onClick).toHaveBeenCalledOnce();
    expect(result.current.isOpen).toBe(false);
  });

  it('moves the DOM focus with the keyboard, and returns it to the button on Escape', () => {
    const onOpenChange = vi.fn();
    render(<Menu onOpenChange={onOpenChange} />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger());
    expect(screen.getByRole('menu', { name: 'Edit' })).toBeTruthy();
    expect(focused()).toBe(item('Copy'));
    expect(item('Copy').tabIndex).toBe(0);
    expect(item('Paste').tabIndex).toBe(-1);
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: true });
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()).toBe(item('Paste'));
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()).toBe(item('Copy'));
    fireEvent.keyDown(focused()!, { key: 'End' });
    expect(focused()).toBe(item('Paste'));
    fireEvent.keyDown(focused()!, { key: 'c' });
    expect(focused()).toBe(item('Copy'));
    fireEvent.keyDown(focused()!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(focused()).toBe(item('Paste'));
    act(() => item('Copy').focus());
    expect(item('Copy').tabIndex).toBe(0);
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()).toBe(item('Paste'));
  });

  it('reports a choice once the focus is back on the button, so that the handler may move it', () => {
    const onSelect = vi.fn(({ value }: { value: string }) => {
      if (value === 'paste') screen.getByRole('textbox', { name: 'Note' }).focus();
    });
    render(<Menu onSelect={onSelect} />);
    fireEvent.click(trigger());
    fireEvent.click(item('Cut'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.click(item('Copy'));
    expect(onSelect).toHaveBeenLastCalledWith({ value: 'copy' });
    expect(focused()).toBe(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger());
    fireEvent.click(item('Paste'));
    expect(focused()).toBe(screen.getByRole('textbox', { name: 'Note' }));
  });

  it('closes in place when the focus leaves, on Tab, and on a pointer down outside', () => {
    render(<Menu />);
    fireEvent.click(trigger());
    act(() => trigger().focus());
    expect(screen.getByRole('menu')).toBeTruthy();
    const note = screen.getByRole('textbox', { name: 'Note' });
    act(() => note.focus());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(note);
    fireEvent.click(trigger());
    fireEvent.keyDown(focused()!, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(trigger());
    fireEvent.pointerDown(item('Paste'));
    fireEvent.pointerDown(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(screen.getByText('Copy'));
  });

  it('can be controlled: requests are reported, the open prop opens on the focus asked for', () => {
    const onOpenChange = vi.fn();
    const view = render(<Menu open={false} onOpenChange={onOpenChange} />);
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(onOpenChange).toHaveBeenCalledWith({ open: true });
    expect(screen.queryByRole('menu')).toBeNull();
    view.rerender(<Menu open onOpenChange={onOpenChange} />);
    expect(focused()).toBe(item('Paste'));
    fireEvent.keyDown(focused()!, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    expect(focused()).toBe(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    view.rerender(<Menu open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('follows new items and the disabled prop', () => {
    function Changing() {
      const [list, setList] = useState(items);
      const [disabled, setDisabled] = useState(false);
      return (
        <>
          <Menu items={list} disabled={disabled} skipDisabled={false} />
          <button type="button" onClick={() => setList([...items.slice(0, 2)])}>
            shorten
          </button>
          <button type="button" onClick={() => setDisabled((value) => !value)}>
            disable
          </button>
        </>
      );
    }
    render(<Changing />);
    fireEvent.click(trigger());
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    expect(focused()).toBe(item('Cut'));
    fireEvent.click(screen.getByRole('button', { name: 'shorten' }));
    fireEvent.click(trigger());
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(focused()).toBe(item('Cut'));
    expect(screen.queryByRole('menuitem', { name: 'Paste' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'disable' }));
    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'disable' }));
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
