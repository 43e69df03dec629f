import type { CalendarAvailabilityService } from '@cxkit/headless/calendar';
import { callbackErrorTexts } from '@cxkit/headless/callback';
import { CxProvider, useBus } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyNow } from '../calendar/calendar.story-support';
import { CxRoot } from '../../shell/cx-root';
import { Callback, type CallbackProps } from './callback';
import { callbackWindowTexts } from './callback-window.texts';

const logger = { debug: vi.fn(), error: vi.fn() };
let bus: ReturnType<typeof useBus> | undefined;
function BusHandle() {
  bus = useBus();
  return null;
}

afterEach(() => {
  cleanup();
  bus = undefined;
});

/** A day of slots every quarter-hour, all with capacity. */
const availability: CalendarAvailabilityService = async ({ start }) => ({
  slots: Array.from({ length: 96 }, (_, index) => ({
    time: new Date(Date.parse(start) + index * 15 * 60_000).toISOString(),
    capacity: 2,
  })),
});

function renderCallback(props: Partial<CallbackProps> = {}) {
  const schedule = props.schedule ?? vi.fn(async () => ({ response: {} }));
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <BusHandle />
        <Callback
          availability={availability}
          calendar={{ clock: { now: () => storyNow }, visitorTimeZone: 'UTC' }}
          {...props}
          schedule={schedule}
        />
      </CxRoot>
    </CxProvider>,
  );
  return { schedule };
}

/** Opens the window through the bus, as a page does, and waits for its form. */
async function openOnBus(options?: Record<string, unknown>) {
  await waitFor(() => expect(bus).toBeDefined());
  // Not inside act(): React would hold the loaded chunk's render until act returned, and the open
  // waits for that render.
  const opened = bus!.command('Callback.open', options as never);
  const window = await screen.findByRole('region', { name: 'Receive a Call' }, { timeout: 8000 });
  await act(() => opened);
  return window;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

const failure = (status: number, code?: number, message = 'refused') => ({
  kind: 'status',
  status,
  code,
  message,
  specific: status === 400 || status === 429,
  missingCustomerNumber: false,
  messageTimes: [],
  proposedTimes: [],
});

describe('Callback', () => {
  it('is on the bus before its code loads, and Callback.open shows the window', async () => {
    renderCallback();
    expect(screen.queryByRole('region', { name: 'Receive a Call' })).toBeNull();
    const window = await openOnBus();
    expect(window).toBeTruthy();
    expect(screen.getByLabelText('First Name')).toBeTruthy();
    expect(screen.getByLabelText('Last Name')).toBeTruthy();
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('+1');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'When should we call you?' })).toBeTruthy();
    await expect(bus!.command('Callback.open')).rejects.toThrow('already opened');
  });

  it('books as soon as possible on a fake scheduler and shows the confirmation', async () => {
    const { schedule } = renderCallback();
    await openOnBus();
    type('First Name', 'Ada');
    type('Phone Number', '+1 201-555-0123');
    confirm();
    expect(
      await screen.findByRole('heading', { name: "You're booked in!" }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(schedule).toHaveBeenCalledWith(
      { firstname: 'Ada', lastname: '', _customer_number: '+12015550123', subject: '' },
      'CallbackService',
    );
    expect(screen.getByText('We will call you at the number provided:')).toBeTruthy();
    expect(screen.getByText('+12015550123')).toBeTruthy();
    const close = screen.getAllByRole('button', { name: 'Close' });
    // The window's own close button, and the confirmation's Close in the button area.
    expect(close).toHaveLength(2);
    fireEvent.click(close.find((button) => button.dataset.kind === 'confirmation-close')!);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Receive a Call' })).toBeNull(),
    );
  });

  it('shows the wait row when the api gives a wait', async () => {
    renderCallback({ fetchWaitTime: async () => 125, options: { ewt: { queue: 'VQ' } } });
    await openOnBus();
    expect(await screen.findByText('2 min wait')).toBeTruthy();
    expect(screen.getByText('Wait Time')).toBeTruthy();
  });

  it('books a picked time through the calendar in the window', async () => {
    const { schedule } = renderCallback();
    await openOnBus();
    type('Phone Number', '+12015550123');
    fireEvent.change(screen.getByRole('combobox', { name: 'When should we call you?' }), {
      target: { value: 'scheduled' },
    });
    const field = screen.getByRole('textbox', { name: 'Select Date & Time' });
    fireEvent.click(field);
    expect(await screen.findByRole('heading', { name: 'Schedule a Call' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Tomorrow/ }));
    const slot = await screen.findByRole('option', { name: '09:30 AM' });
    fireEvent.click(slot);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Schedule a Call' })).toBeNull(),
    );
    const picked = screen.getByRole('textbox', { name: 'Select Date & Time' }) as HTMLInputElement;
    expect(picked.value).toBe('Tomorrow - 3 Dec - 09:30 AM');
    expect(document.activeElement).toBe(picked);
    confirm();
    await screen.findByRole('heading', { name: "You're booked in!" }, { timeout: 3000 });
    expect(schedule).toHaveBeenCalledWith(
      expect.objectContaining({
        _customer_number: '+12015550123',
        _desired_time: '2026-12-03T09:30:00.000Z',
      }),
      'CallbackService',
    );
  });

  it('shows an error code in the dialog, and Okay keeps what was typed', async () => {
    const schedule = vi.fn(() => Promise.reject(failure(400, 7030)));
    renderCallback({ schedule });
    await openOnBus();
    type('First Name', 'Ada');
    type('Phone Number', '+1201');
    confirm();
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(dialog.textContent).toContain('Please enter a valid phone number.');
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.value).toBe('+1201');
    // 7030 highlights the phone, with its text by the field.
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid phone number.',
    );
  });

  it('shows the unknown text for a status that is not 400 or 429', async () => {
    renderCallback({ schedule: vi.fn(() => Promise.reject(failure(500, 7042))) });
    await openOnBus({ form: { phonenumber: '+12015550123', autoSubmit: true } });
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(dialog.textContent).toContain(callbackErrorTexts.unknown);
  });

  it('asks before closing a typed form: No keeps it, Yes closes', async () => {
    renderCallback();
    await openOnBus();
    type('Notes', 'About my bill');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain(
      'Are you sure you want to cancel arranging this callback?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('About my bill');
    await expect(bus!.command('Callback.close')).rejects.toThrow('User must confirm close');
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Receive a Call' })).toBeNull(),
    );
  });

  // The sanitiser's chunk loads on first use: a second alone, several beside the other test files.
  it('shows the site overlay sanitised, and takes it away', { timeout: 20_000 }, async () => {
    renderCallback();
    await openOnBus();
    await act(() =>
      bus!.command('Callback.showOverlay', {
        html: '<p>Our lines are busy</p><img src="x" onerror="alert(1)">',
      } as never),
    );
    // The sanitiser loads on first use.
    expect(await screen.findByText('Our lines are busy', {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.querySelector('[onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close the message' }));
    await waitFor(() => expect(screen.queryByText('Our lines are busy')).toBeNull());
  });
});

describe('callbackWindowTexts', () => {
  it('has every key in French, and the spec texts of the errors in English', () => {
    expect(Object.keys(callbackWindowTexts.fr).sort()).toEqual(
      Object.keys(callbackWindowTexts.en).sort(),
    );
    for (const [code, text] of Object.entries(callbackErrorTexts)) {
      expect(callbackWindowTexts.en[`callback.errors.${code}` as 'callback.errors.unknown']).toBe(
        text,
      );
    }
  });
});
