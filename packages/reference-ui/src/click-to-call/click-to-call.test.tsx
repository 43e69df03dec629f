import { CxProvider, useBus } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { ClickToCall, type ClickToCallProps } from './click-to-call';
import { clickToCallWindowTexts } from './click-to-call-window.texts';

const logger = { debug: vi.fn(), error: vi.fn() };
let bus: ReturnType<typeof useBus> | undefined;
function BusHandle() {
  bus = useBus();
  return null;
}

afterEach(() => {
  cleanup();
  bus = undefined;
  document.cookie = '_genesys.widgets.clicktocall.state.open=; max-age=0; path=/';
});

const number = {
  error: false,
  netfail: false,
  sPhoneNumber: '+18005550100',
  sAccessCode: '4321',
  sPhoneTelHref: 'tel:+18005550100,,4321#',
  iExpireTime: 65,
};

function renderClickToCall(props: Partial<ClickToCallProps> = {}) {
  const requestNumber = props.requestNumber ?? vi.fn(async () => number);
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <BusHandle />
        <ClickToCall {...props} requestNumber={requestNumber} />
      </CxRoot>
    </CxProvider>,
  );
  return { requestNumber };
}

async function openOnBus() {
  await waitFor(() => expect(bus).toBeDefined());
  const opened = bus!.command('ClickToCall.open');
  const window = await screen.findByRole('region', { name: 'ClickToCall' }, { timeout: 8000 });
  await act(() => opened);
  return window;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ClickToCall', () => {
  it('is on the bus before its code loads, and ClickToCall.open shows the form', async () => {
    renderClickToCall();
    expect(screen.queryByRole('region', { name: 'ClickToCall' })).toBeNull();
    await openOnBus();
    expect(screen.getByLabelText('First Name')).toBeTruthy();
    expect(screen.getByLabelText('Last Name')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number').getAttribute('type')).toBe('tel');
    await expect(bus!.command('ClickToCall.open')).rejects.toThrow('already opened');
  });

  it('requests a number and shows the dial link, the code and the countdown; Close closes', async () => {
    const { requestNumber } = renderClickToCall();
    await openOnBus();
    type('First Name', 'Ada');
    type('Phone Number', '+1 (555) 000-2222');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('+15550002222');
    fireEvent.click(screen.getByRole('button', { name: 'Request a number' }));
    const link = await screen.findByRole('link', { name: '+18005550100' });
    expect(link.getAttribute('href')).toBe('tel:+18005550100,,4321#');
    expect(requestNumber).toHaveBeenCalledWith(
      { firstname: 'Ada', lastname: '', phonenumber: '+15550002222' },
      'ClickToCallService',
    );
    expect(screen.getByText('Access Code')).toBeTruthy();
    expect(screen.getByText('4321')).toBeTruthy();
    expect(screen.getByText('Number Expires in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('01:05');
    expect(document.cookie).toContain('_genesys.widgets.clicktocall.state.open=true');
    const close = screen
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.dataset.kind === 'display-close')!;
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'ClickToCall' })).toBeNull());
  });

  it('shows the empty phone dialog and sends nothing; OK goes back to the form', async () => {
    const { requestNumber } = renderClickToCall();
    await openOnBus();
    type('First Name', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Request a number' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Please enter a phone number');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestNumber).not.toHaveBeenCalled();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
  });

  it('reopens on the kept number after a reload, with no request', async () => {
    document.cookie = '_genesys.widgets.clicktocall.state.open=true; path=/';
    const restoreNumber = vi.fn(async () => ({
      bRestoreSuccess: true,
      sPhoneNumber: '+18005550100',
      sPhoneTelHref: 'tel:+18005550100',
      iExipreTime: 40,
    }));
    const { requestNumber } = renderClickToCall({ restoreNumber });
    expect(
      await screen.findByRole('link', { name: '+18005550100' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(requestNumber).not.toHaveBeenCalled();
  });

  it('has French texts for every English one', () => {
    expect(Object.keys(clickToCallWindowTexts.fr).sort()).toEqual(
      Object.keys(clickToCallWindowTexts.en).sort(),
    );
  });
});
