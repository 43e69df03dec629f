import { createTranslator } from '@cxkit/headless/services';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellContext } from '../../shell/shell-context';
import { Autocomplete, type AutocompleteProps } from './autocomplete';
import { autocompleteTexts } from './autocomplete.texts';

afterEach(cleanup);

const topics = [
  'Billing',
  'Bill payment',
  'Change address',
  'Change password',
  'Chat with an agent',
  'Cancel subscription',
  'Card lost',
  'Channel settings',
];

function renderAutocomplete(props: Partial<AutocompleteProps> = {}) {
  const onSelect = vi.fn();
  const onSkip = vi.fn();
  const view = render(
    <Autocomplete
      label="Topic"
      suggestions={topics}
      onSelect={onSelect}
      onSkip={onSkip}
      {...props}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Topic' }) as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const press = (key: string) => fireEvent.keyDown(input, { key });
  return { view, input, type, press, onSelect, onSkip };
}

const shown = () =>
  screen.queryByRole('listbox')
    ? screen.getAllByRole('option').map((option) => option.textContent)
    : [];
const highlighted = () => screen.queryByRole('option', { selected: true })?.textContent;

async function violations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((violation) => violation.id);
}

describe('Autocomplete', () => {
  it('is a labelled combobox with a hint, closed at first', () => {
    const { input } = renderAutocomplete({ placeholder: 'e.g. billing', name: 'topic' });
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.placeholder).toBe('e.g. billing');
    expect(input.name).toBe('topic');
    expect(input.getAttribute('data-layout')).toBe('desktop');
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Type at least 2 characters to see suggestions.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows nothing for 1 typed character, and at most 5 suggestions from 2', () => {
    const { input, type } = renderAutocomplete();
    type('c');
    expect(shown()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type('an');
    expect(shown()).toEqual([
      'Change address',
      'Change password',
      'Chat with an agent',
      'Cancel subscription',
      'Channel settings',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Topic' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('status').textContent).toBe('5 suggestions available.');
    type('bill p');
    expect(screen.getByRole('status').textContent).toBe('1 suggestion available.');
  });

  it('moves the highlight with ArrowDown and ArrowUp, wrapping around both ways', () => {
    const { input, type, press } = renderAutocomplete();
    type('bi');
    expect(highlighted()).toBeUndefined();
    press('ArrowDown');
    expect(highlighted()).toBe('Billing');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Billing' }).id,
    );
    press('ArrowDown');
    expect(highlighted()).toBe('Bill payment');
    press('ArrowDown');
    expect(highlighted()).toBe('Billing');
    press('ArrowUp');
    expect(highlighted()).toBe('Bill payment');
    press('ArrowUp');
    press('ArrowUp');
    expect(highlighted()).toBe('Bill payment');
    expect(screen.getByRole('option', { name: 'Bill payment' }).getAttribute('data-state')).toBe(
      'highlighted',
    );
  });

  it('Enter picks the highlighted suggestion', () => {
    const { input, type, press, onSelect, onSkip } = renderAutocomplete();
    type('ch');
    press('ArrowUp');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ value: 'Channel settings', index: 3 });
    expect(onSkip).not.toHaveBeenCalled();
    expect(input.value).toBe('Channel settings');
    expect(shown()).toEqual([]);
  });

  it('Enter without a highlight sends the typed text as a skip; empty Enter does nothing', () => {
    const { type, press, onSelect, onSkip } = renderAutocomplete();
    press('Enter');
    expect(onSkip).not.toHaveBeenCalled();
    type('ch');
    press('Enter');
    expect(onSkip).toHaveBeenCalledExactlyOnceWith({ value: 'ch' });
    expect(onSelect).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
    type('x');
    press('Enter');
    expect(onSkip).toHaveBeenLastCalledWith({ value: 'x' });
  });

  it('Escape closes the list and keeps the text; an arrow opens it again', () => {
    const { input, type, press } = renderAutocomplete();
    input.focus();
    type('bi');
    press('ArrowDown');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(shown()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(input.value).toBe('bi');
    expect(document.activeElement).toBe(input);
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    press('ArrowDown');
    expect(highlighted()).toBe('Billing');
  });

  it('picks a clicked suggestion, and closes when the focus leaves', () => {
    const { input, type, onSelect } = renderAutocomplete();
    type('ca');
    const option = screen.getByRole('option', { name: 'Card lost' });
    fireEvent.pointerMove(option);
    expect(highlighted()).toBe('Card lost');
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ value: 'Card lost', index: 1 });
    type('bi');
    fireEvent.blur(input);
    expect(shown()).toEqual([]);
  });

  it('puts the extra props on the root and uses the mobile text size in mobile mode', () => {
    render(
      <ShellContext value={{ translate: (key) => key, isMobile: true, language: 'en' }}>
        <Autocomplete label="Topic" suggestions={topics} className="site" data-testid="root" />
      </ShellContext>,
    );
    const root = screen.getByTestId('root');
    expect(root.className).toBe('site');
    expect(root.getAttribute('data-scope')).toBe('autocomplete');
    expect(screen.getByRole('combobox').getAttribute('data-layout')).toBe('mobile');
  });

  it('reads its texts in the active language', () => {
    expect(Object.keys(autocompleteTexts.fr).sort()).toEqual(
      Object.keys(autocompleteTexts.en).sort(),
    );
    function French({ children }: { children: ReactNode }) {
      return (
        <ShellContext value={{ translate: createTranslator({}), isMobile: false, language: 'fr' }}>
          {children}
        </ShellContext>
      );
    }
    render(<Autocomplete label="Sujet" suggestions={topics} defaultValue="bi" />, {
      wrapper: French,
    });
    expect(screen.getByRole('status').textContent).toBe('2 suggestions disponibles.');
    const input = screen.getByRole('combobox', { name: 'Sujet' });
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Saisissez au moins 2 caractères pour voir des suggestions.',
    );
  });

  it('has no axe violations, closed, open, or with a highlight', async () => {
    const { view, type, press } = renderAutocomplete();
    expect(await violations(view.container)).toEqual([]);
    type('ch');
    expect(within(view.container).getAllByRole('option')).toHaveLength(4);
    expect(await violations(view.container)).toEqual([]);
    press('ArrowDown');
    expect(await violations(view.container)).toEqual([]);
  });
});
