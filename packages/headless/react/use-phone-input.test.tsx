import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePhoneInput, type UsePhoneInputOptions } from './use-phone-input';

afterEach(cleanup);

/** A bare phone field built from the hook's prop getters. */
function PhoneField(options: UsePhoneInputOptions) {
  const phone = usePhoneInput(options);
  return (
    <div {...phone.getRootProps()}>
      <select aria-label="Country" {...phone.getCountrySelectProps()}>
        {phone.countries.map((country) => (
          <option key={country.code} {...phone.getCountryOptionProps(country)} />
        ))}
      </select>
      <label htmlFor={phone.getInputProps().id}>Phone</label>
      <input {...phone.getInputProps()} />
      <p {...phone.getErrorProps()}>{phone.error}</p>
      <button type="button" onClick={() => phone.validate()}>
        Request a number
      </button>
    </div>
  );
}

const phoneInput = () => screen.getByLabelText('Phone') as HTMLInputElement;
const countrySelect = () => screen.getByLabelText('Country') as HTMLSelectElement;

describe('usePhoneInput', () => {
  it('builds the api from a fresh actor with a generated id', () => {
    const { result } = renderHook(() => usePhoneInput());
    expect(result.current).toMatchObject({ country: 'US', text: '+1', value: '', isEmpty: true });
    expect(result.current.getInputProps().id).toMatch(/.+-input$/);
    act(() => result.current.setText('+44 7400 123456'));
    expect(result.current).toMatchObject({ country: 'GB', value: '+447400123456', isValid: true });
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
  });

  it('renders a telephone field that drops letters and shows the spec error on submit', () => {
    render(<PhoneField id="c2c" />);
    expect(countrySelect().value).toBe('US');
    expect(countrySelect().options[1]!.getAttribute('label')).toBe('United Kingdom (+44)');
    expect(phoneInput()).toMatchObject({ type: 'tel', inputMode: 'tel', value: '+1' });
    expect(phoneInput().getAttribute('autocomplete')).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: 'Request a number' }));
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(phoneInput().getAttribute('aria-describedby')).toBe('c2c-error');
    expect(screen.getByText('Please enter a phone number').id).toBe('c2c-error');
    fireEvent.change(phoneInput(), { target: { value: '+1 (201) 555-01a23' } });
    expect(phoneInput().value).toBe('+12015550123');
    expect(phoneInput().hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(countrySelect(), { target: { value: 'GB' } });
    expect(phoneInput().value).toBe('+44');
    expect(screen.getByText('Please enter a phone number')).toBeTruthy();
  });

  it('reports number and country changes with details objects', () => {
    const onValueChange = vi.fn();
    const onCountryChange = vi.fn();
    const { result } = renderHook(() => usePhoneInput({ onValueChange, onCountryChange }));
    act(() => result.current.setText('+33612345678'));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '+33612345678', isValid: true });
    expect(onCountryChange).toHaveBeenCalledExactlyOnceWith({ country: 'FR' });
    act(() => result.current.selectCountry('GB'));
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '', isValid: false });
    expect(onCountryChange).toHaveBeenLastCalledWith({ country: 'GB' });
  });

  it('follows a controlled value and starts from a default one', () => {
    function Controlled() {
      const [value, setValue] = useState('+447400123456');
      return (
        <>
          <PhoneField value={value} onValueChange={(details) => setValue(details.value)} />
          <output>{value}</output>
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(phoneInput().value).toBe('+447400123456');
    expect(countrySelect().value).toBe('GB');
    fireEvent.change(phoneInput(), { target: { value: '07400123457' } });
    expect(screen.getByRole('status').textContent).toBe('+447400123457');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(phoneInput().value).toBe('+44');
    cleanup();
    const { result } = renderHook(() => usePhoneInput({ defaultValue: '+33612345678' }));
    expect(result.current).toMatchObject({ country: 'FR', isValid: true });
  });

  it('prop getters merge the caller props: classes join, the caller handler runs first', () => {
    const { result } = renderHook(() => usePhoneInput({ id: 'phone' }));
    const calls: string[] = [];
    const props = result.current.getInputProps({
      className: 'site',
      onBlur: () => calls.push('site'),
    });
    expect(props.className).toBe('site');
    act(() => props.onBlur());
    expect(calls).toEqual(['site']);
    expect(result.current.snapshot.value).toBe('validated');
    expect(result.current.getRootProps({ className: 'x' })).toMatchObject({
      className: 'x',
      'data-scope': 'phone-input',
    });
    expect(result.current.getCountrySelectProps({ name: 'country' }).name).toBe('country');
    expect(
      result.current.getCountryOptionProps(result.current.countries[0]!, { disabled: true }),
    ).toMatchObject({ value: 'US', disabled: true });
    expect(result.current.getErrorProps({ role: 'alert' }).role).toBe('alert');
  });
});
