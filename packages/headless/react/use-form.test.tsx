import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formErrorText } from '../machines/form/form.rules';
import type { FormDefinition } from '../machines/form/form.types';
import { createTranslator } from '../services/i18n/translator';
import { en } from '../services/i18n/en.pack';
import { useForm, type UseFormOptions } from './use-form';

afterEach(cleanup);

const contact: FormDefinition = {
  fields: [
    { name: 'name', label: 'Name', required: true },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'terms', label: 'I accept', type: 'checkbox', required: true },
  ],
};

const translate = createTranslator(en);

/** A bare form built from the hook's prop getters. */
function Contact(options: UseFormOptions) {
  const form = useForm(contact, options);
  return (
    <form aria-label="Contact" {...form.getFormProps()}>
      {form.fields.map((field) => {
        const error = form.errorOf(field.name);
        return (
          <div key={field.name} {...form.getFieldProps(field.name)}>
            <label {...form.getLabelProps(field.name)}>{field.label}</label>
            <input {...form.getInputProps(field.name)} />
            <p {...form.getErrorProps(field.name)}>{error && formErrorText(error, translate)}</p>
          </div>
        );
      })}
      <button {...form.getSubmitProps()}>Send</button>
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const describedBy = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('useForm', () => {
  it('builds the api from a fresh actor with a generated id, and reads the options on mount', () => {
    const { result } = renderHook(() => useForm(contact, { values: { name: 'Ada' } }));
    expect(result.current).toMatchObject({
      values: { name: 'Ada', email: '', terms: '' },
      isPrefilled: true,
      isSubmitted: false,
    });
    expect(result.current.getInputProps('name').id).toMatch(/.+-name$/);
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
    act(() => result.current.setValue('email', 'ada@'));
    act(() => result.current.send({ type: 'field.blur', name: 'email' }));
    expect(result.current.errorOf('email')?.type).toBe('email');
  });

  it('merges the caller’s props: their handler first, ours skipped once they prevent it', () => {
    const { result } = renderHook(() => useForm(contact, { id: 'c' }));
    const theirs = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const input = result.current.getInputProps('name', { className: 'wide', onChange: theirs });
    expect(input).toMatchObject({ id: 'c-name', className: 'wide' });
    const event = {
      target: { value: 'Ada' },
      defaultPrevented: false,
      preventDefault() {
        event.defaultPrevented = true;
      },
    };
    act(() => input.onChange(event));
    expect(theirs).toHaveBeenCalledOnce();
    expect(result.current.values.name).toBe('');
    expect(result.current.getSubmitProps({ disabled: true })).toMatchObject({
      type: 'submit',
      disabled: true,
    });
    expect(result.current.getErrorProps('name', { role: 'note' })).toMatchObject({
      id: 'c-name-error',
      role: 'note',
    });
    expect(result.current.getLabelProps('name', { className: 'l' }).htmlFor).toBe('c-name');
    expect(result.current.getFieldProps('name', { title: 't' })).toMatchObject({
      'data-name': 'name',
      title: 't',
    });
  });

  it('refuses an invalid submit in the page: the spec’s texts, the first field in error focused', () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<Contact onSubmit={onSubmit} onInvalid={onInvalid} />);
    fireEvent.change(box('Email'), { target: { value: 'ada@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith(expect.objectContaining({ focusField: 'name' }));
    expect(document.activeElement).toBe(box('Name'));
    expect(box('Name').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box('Name'))).toBe('Name is required');
    expect(describedBy(box('Email'))).toBe('Invalid email address');
    expect(describedBy(screen.getByRole('checkbox', { name: 'I accept' }))).toBe(
      'I accept is required',
    );
  });

  it('submits the trimmed values once every field passes', () => {
    const onSubmit = vi.fn();
    render(<Contact onSubmit={onSubmit} />);
    fireEvent.change(box('Name'), { target: { value: ' Ada ' } });
    fireEvent.blur(box('Name'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept' }));
    fireEvent.keyUp(box('Email'), { target: { value: '' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Contact' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      values: { name: 'Ada', email: '', terms: 'true' },
      prefilled: false,
      autoSubmitted: false,
    });
    expect(box('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('hears an auto-submit of a prefilled valid form once (strict mode too), and leaves the focus alone when told', () => {
    const onSubmit = vi.fn();
    render(
      <StrictMode>
        <Contact values={{ name: 'Grace', terms: 'true' }} autoSubmit onSubmit={onSubmit} />
      </StrictMode>,
    );
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      values: { name: 'Grace', email: '', terms: 'true' },
      prefilled: true,
      autoSubmitted: true,
    });
    cleanup();
    render(<Contact focusOnInvalid={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.activeElement).toBe(document.body);
    expect(box('Name').getAttribute('aria-invalid')).toBe('true');
  });
});
