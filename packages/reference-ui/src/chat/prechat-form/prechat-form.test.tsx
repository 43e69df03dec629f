import { useChat } from '@cxkit/headless/react/chat';
import { createTranslator } from '@cxkit/headless/services';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeChatTransport,
  recordStarts,
} from '../../../../headless/machines/testing/fake-chat-transport';
import { chatWrapper } from '../../../../headless/react/chat.test-support';
import { ShellContext } from '../../shell/shell-context';
import { PrechatForm, type PrechatFieldDefinition, type PrechatFormProps } from './prechat-form';
import { shopField, topicField } from './prechat-form.fixtures';
import { prechatFormTexts } from './prechat-form.texts';

afterEach(cleanup);

function Status() {
  return <output>{useChat().status}</output>;
}

function renderForm(props: PrechatFormProps = {}, transport = createFakeChatTransport()) {
  const requests = recordStarts(transport);
  const view = render(
    <>
      <PrechatForm {...props} />
      <Status />
    </>,
    { wrapper: chatWrapper(transport) },
  );
  return { view, transport, requests };
}

function French({ children }: { children: ReactNode }) {
  return (
    <ShellContext
      value={{ translate: createTranslator(prechatFormTexts.fr), isMobile: true, language: 'fr' }}
    >
      {children}
    </ShellContext>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const placeholders = () =>
  screen.getAllByRole('textbox').map((input) => input.getAttribute('placeholder') ?? '');
/** Fills the required names, so that a start goes out and the server answers. */
const fillNames = () => {
  fireEvent.change(field('First Name'), { target: { value: 'Ada' } });
  fireEvent.change(field('Last Name'), { target: { value: 'Lovelace' } });
};
const descriptionOf = (input: HTMLElement) =>
  input.getAttribute('aria-describedby')
    ? document.getElementById(input.getAttribute('aria-describedby')!)?.textContent
    : undefined;

describe('PrechatForm', () => {
  it('shows first name, last name, email and subject with their placeholders and limits', () => {
    renderForm();
    const names = ['First Name', 'Last Name', 'Email', 'Subject'];
    const inputs = names.map(field);
    expect(screen.getAllByRole('textbox')).toEqual(inputs);
    expect(placeholders()).toEqual(['Required', 'Required', 'Optional', 'Optional']);
    for (const input of inputs) expect(input.maxLength).toBe(100);
    expect(inputs.map((input) => input.getAttribute('aria-required'))).toEqual([
      'true',
      'true',
      null,
      null,
    ]);
    expect(field('Email').type).toBe('email');
    expect(field('First Name').autocomplete).toBe('given-name');
    expect(screen.queryByRole('textbox', { name: 'Nickname' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Chat' })).toHaveProperty('type', 'submit');
  });

  it('adds the nickname field when configured', () => {
    renderForm({ nickname: true });
    const nickname = field('Nickname');
    expect(nickname.placeholder).toBe('Optional');
    expect(nickname.maxLength).toBe(100);
    expect(screen.getAllByRole('textbox').indexOf(nickname)).toBe(2);
  });

  it('shows Cancel only with a handler, and calls it', () => {
    renderForm();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    cleanup();
    const onCancel = vi.fn();
    renderForm({ onCancel });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByText('inactive')).toBeTruthy();
  });

  it('starts the chat with the trimmed fields on Start Chat', async () => {
    const { requests } = renderForm({ userData: { page: 'orders' } });
    fireEvent.change(field('First Name'), { target: { value: ' Ada ' } });
    fireEvent.change(field('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Subject'), { target: { value: 'My order' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: 'ada@example.com',
      subject: 'My order',
      userData: { page: 'orders' },
    });
  });

  it('refuses an empty required field in the browser: the spec’s text, the focus on it, no start', async () => {
    const { view, transport, requests } = renderForm();
    fireEvent.change(field('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));

    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('First Name'))).toBe('First Name is required');
    expect(document.activeElement).toBe(field('First Name'));
    expect(field('Last Name').getAttribute('aria-invalid')).toBeNull();
    expect(view.container.querySelector('form')!.dataset.state).toBe('invalid');
    // Nothing is on its way: the chat stays inactive and the back end saw no start.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(transport.calls.filter((call) => call.call === 'start')).toHaveLength(0);
    expect(screen.getByText('inactive')).toBeTruthy();

    fireEvent.change(field('First Name'), { target: { value: 'Ada' } });
    expect(field('First Name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(requests).toHaveLength(1);
  });

  it('says a required field is missing when the visitor leaves it empty, in the active language', () => {
    render(
      <French>
        <PrechatForm />
      </French>,
      { wrapper: chatWrapper(createFakeChatTransport()) },
    );
    fireEvent.change(field('Prénom'), { target: { value: 'A' } });
    fireEvent.change(field('Prénom'), { target: { value: '' } });
    fireEvent.blur(field('Prénom'));
    expect(descriptionOf(field('Prénom'))).toBe('Prénom : champ obligatoire');
    expect(field('Nom').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows prefilled values, and with autoSubmit starts at once when they make a valid form', async () => {
    const { requests } = renderForm({ values: { firstname: 'Grace', email: 'grace@example.com' } });
    expect(field('First Name').value).toBe('Grace');
    expect(field('Email').value).toBe('grace@example.com');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    cleanup();

    const prefilled = { firstname: 'Grace', lastname: 'Hopper' };
    const started = renderForm({
      values: prefilled,
      autoSubmit: true,
      origin: { proactive: true },
    });
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(started.requests).toHaveLength(1);
    expect(started.requests[0]).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('waits for the visitor when autoSubmit but a prefilled form misses a required field', async () => {
    const { requests } = renderForm({ values: { firstname: 'Grace' }, autoSubmit: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(field('Last Name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(field('Last Name'), { target: { value: 'Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
  });

  it('submits from the keyboard (Enter in a field submits the form) only once while starting', async () => {
    const transport = createFakeChatTransport();
    const { view, requests } = renderForm({}, transport);
    const pending = new Promise<never>(() => undefined);
    transport.start = (request) => {
      requests.push(request);
      return pending;
    };
    fillNames();
    const form = view.container.querySelector('form')!;
    fireEvent.submit(form);
    const submit = screen.getByRole('button', { name: 'Start Chat' });
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('true'));
    expect(form.dataset.state).toBe('submitting');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    expect(requests).toHaveLength(1);
  });

  it.each([
    { code: 102, invalid: ['First Name'], text: 'First name is required' },
    { code: 103, invalid: ['Last Name'], text: 'Last name is required' },
    { code: 161, invalid: ['First Name', 'Last Name'], text: 'Please enter your name' },
    { code: 364, invalid: ['Email'], text: 'Invalid email address' },
  ])(
    'marks the fields of server code $code in error with its text',
    async ({ code, invalid, text }) => {
      const transport = createFakeChatTransport();
      transport.fail('start', { kind: 'rejected', status: 400, errors: [{ code }] });
      renderForm({}, transport);
      fillNames();
      fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
      await waitFor(() => expect(field(invalid[0]).getAttribute('aria-invalid')).toBe('true'));
      for (const name of ['First Name', 'Last Name', 'Email', 'Subject']) {
        const input = field(name);
        if (invalid.includes(name)) {
          expect(input.getAttribute('aria-invalid')).toBe('true');
          expect(input.dataset.state).toBe('invalid');
          expect(descriptionOf(input)).toBe(text);
        } else {
          expect(input.getAttribute('aria-invalid')).toBeNull();
          expect(input.getAttribute('aria-describedby')).toBeNull();
        }
      }
      expect(document.activeElement).toBe(field(invalid[0]));
    },
  );

  it('clears the errors when a later start succeeds', async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', { kind: 'rejected', status: 400, errors: [{ code: 364 }] });
    renderForm({}, transport);
    fillNames();
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('Invalid email address')).toBeTruthy());
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('replaces the default fields with a form definition; other fields join the user data', async () => {
    const definition: PrechatFieldDefinition[] = [
      {
        name: 'firstname',
        label: 'webchat.prechat.firstname',
        placeholder: 'webchat.prechat.required',
        required: true,
      },
      { name: 'orderNumber', label: 'Order number', placeholder: 'e.g. 10-4471', maxLength: 12 },
      { name: 'phone', label: 'Phone number', type: 'tel', maxLength: 250 },
    ];
    const { requests } = renderForm({ definition, userData: { page: 'orders' } });
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'firstname',
      'orderNumber',
      'phone',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Last Name' })).toBeNull();
    expect(field('Order number').placeholder).toBe('e.g. 10-4471');
    expect(field('Order number').maxLength).toBe(12);
    expect(field('Phone number').maxLength).toBe(100);
    expect(field('Phone number').type).toBe('tel');
    fireEvent.change(field('First Name'), { target: { value: 'Ada' } });
    fireEvent.change(field('Order number'), { target: { value: ' 10-4471 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(requests[0]).toMatchObject({
      firstName: 'Ada',
      userData: { page: 'orders', orderNumber: '10-4471' },
    });
    expect(requests[0].userData).not.toHaveProperty('phone');
  });

  it('takes selects, checkboxes, first values and read-only fields from a form definition', async () => {
    const definition: PrechatFieldDefinition[] = [
      { name: 'firstname', label: 'webchat.prechat.firstname', value: 'Grace' },
      shopField,
      topicField,
      { name: 'consent', label: 'I accept the terms', type: 'checkbox' },
      { name: 'newsletter', label: 'Newsletter', type: 'checkbox', value: 'true' },
    ];
    const { requests } = renderForm({ definition });
    expect(field('First Name').value).toBe('Grace');
    expect(field('Shop').readOnly).toBe(true);
    const topic = screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;
    expect([...topic.options].map((option) => option.text)).toEqual(['Billing', 'Delivery']);
    expect(topic.value).toBe('billing');
    fireEvent.change(topic, { target: { value: 'delivery' } });
    const consent = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(consent).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveProperty('checked', true);
    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(requests[0]).toMatchObject({
      firstName: 'Grace',
      userData: { shop: 'Lyon', topic: 'delivery', consent: 'true', newsletter: 'true' },
    });
  });

  it('checks required user-data fields and validate functions before starting', async () => {
    const definition: PrechatFieldDefinition[] = [
      { name: 'nickname', label: 'webchat.prechat.nickname' },
      { name: 'order', label: 'Order number', required: true },
      { name: 'consent', label: 'I accept the terms', type: 'checkbox', required: true },
      {
        name: 'email',
        label: 'webchat.prechat.email',
        validate: (value) => (value === '' || value.includes('@') ? undefined : 'Not an address'),
      },
    ];
    const { requests } = renderForm({ definition });
    fireEvent.change(field('Email'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Order number')));
    expect(requests).toHaveLength(0);
    expect(descriptionOf(field('Order number'))).toBe('Order number is required');
    const consent = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(consent)).toBe('I accept the terms is required');
    expect(descriptionOf(field('Email'))).toBe('Not an address');

    field('Order number').focus();
    fireEvent.change(field('Order number'), { target: { value: '4711' } });
    expect(field('Order number').getAttribute('aria-invalid')).toBeNull();
    // Fixing one field leaves the focus there, though another is still in error.
    expect(document.activeElement).toBe(field('Order number'));
    fireEvent.click(consent);
    fireEvent.change(field('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field('Nickname'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
    expect(requests).toHaveLength(1);
  });

  it.each([true, undefined, null, ''])(
    'starts when validate returns %j, as legacy validators do for a valid value',
    async (returned) => {
      const validate = vi.fn((_value: string) => returned);
      const { view, requests } = renderForm({
        definition: [{ name: 'order', label: 'Order number', validate }],
      });
      fireEvent.change(field('Order number'), { target: { value: ' 4711 ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
      await waitFor(() => expect(screen.getByText('active')).toBeTruthy());
      expect(validate).toHaveBeenCalledWith('4711');
      expect(requests).toHaveLength(1);
      expect(field('Order number').getAttribute('aria-invalid')).toBeNull();
      expect(view.container.querySelector('form')!.dataset.state).toBe('idle');
    },
  );

  it.each([
    { returned: false, error: 'Order number is not valid' },
    { returned: 'Not an order number', error: 'Not an order number' },
  ])('refuses the start when validate returns $returned, with its text', async (example) => {
    const validate = vi.fn((_value: string) => example.returned);
    const { view, requests } = renderForm({
      definition: [{ name: 'order', label: 'Order number', validate }],
    });
    fireEvent.change(field('Order number'), { target: { value: '4711' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Order number')));
    expect(field('Order number').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('Order number'))).toBe(example.error);
    expect(view.container.querySelector('form')!.dataset.state).toBe('invalid');
    expect(requests).toHaveLength(0);
  });

  it('says in French that a field whose validate returns false is not valid', async () => {
    const transport = createFakeChatTransport();
    const requests = recordStarts(transport);
    render(
      <French>
        <PrechatForm
          definition={[{ name: 'contact', label: 'webchat.prechat.email', validate: () => false }]}
        />
      </French>,
      { wrapper: chatWrapper(transport) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Démarrer le chat' }));
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('E-mail'))).toBe('E-mail : champ non valide');
    expect(requests).toHaveLength(0);
  });

  it('shows the server errors of fields the definition leaves out above the buttons', async () => {
    const transport = createFakeChatTransport();
    transport.fail('start', { kind: 'rejected', status: 400, errors: [{ code: 103 }] });
    renderForm(
      { definition: [{ name: 'firstname', label: 'webchat.prechat.firstname' }] },
      transport,
    );
    fireEvent.change(field('First Name'), { target: { value: 'Paul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Last name is required');
    expect(field('First Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('reads its texts in the active language', () => {
    expect(Object.keys(prechatFormTexts.fr).sort()).toEqual(
      Object.keys(prechatFormTexts.en).sort(),
    );
    render(
      <French>
        <PrechatForm onCancel={() => undefined} />
      </French>,
      { wrapper: chatWrapper(createFakeChatTransport()) },
    );
    expect(field('Prénom').placeholder).toBe('Obligatoire');
    expect(field('Prénom').dataset.layout).toBe('mobile');
    expect(screen.getByRole('button', { name: 'Démarrer le chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
