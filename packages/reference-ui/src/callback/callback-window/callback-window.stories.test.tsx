import { CxProvider } from '@cxkit/headless/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../../shell/cx-root';
import * as stories from './callback-window.stories';

afterEach(cleanup);

function show(Story: FunctionComponent, mobile = false) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, mobileMode: mobile ? true : 'auto' }}
    >
      <CxRoot>
        <Story />
      </CxRoot>
    </CxProvider>,
  );
}

const dialogText = async () => (await screen.findByRole('alertdialog')).textContent;

describe('callback window stories', () => {
  it('Form and FormWithWaitTime', async () => {
    show(stories.Form);
    expect(await screen.findByRole('region', { name: 'Receive a Call' })).toBeTruthy();
    cleanup();
    show(stories.FormWithWaitTime);
    expect(await screen.findByText('2 min wait')).toBeTruthy();
  });

  it('PickDateAndTime shows the calendar in the window, PickedDateAndTime the picked time', async () => {
    show(stories.PickDateAndTime);
    expect(await screen.findByRole('heading', { name: 'Schedule a Call' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /^Today/ })).toBeTruthy();
    cleanup();
    show(stories.PickedDateAndTime);
    const field = (await screen.findByRole('textbox', {
      name: 'Select Date & Time',
    })) as HTMLInputElement;
    expect(field.value).toBe('Thu, Dec 3 - 09:30 AM');
  });

  it('Submitting marks the window busy', async () => {
    show(stories.Submitting);
    const window = await screen.findByRole('region', { name: 'Receive a Call' });
    await screen.findByText('Loading');
    expect(window.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).disabled).toBe(true);
  });

  it('each error kind in the dialog', async () => {
    show(stories.InvalidPhoneError);
    expect(await dialogText()).toContain('Please enter a valid phone number.');
    cleanup();
    show(stories.TooManyRequestsError);
    const text = await dialogText();
    expect(text).toContain('Too many requests at ');
    expect(text).not.toContain('Proposing time slots.');
    cleanup();
    show(stories.UnknownError);
    expect(await dialogText()).toContain('Something went wrong, we apologize');
  });

  it('Confirmation, CloseConfirm, SiteOverlay and Mobile', async () => {
    show(stories.Confirmation);
    expect(await screen.findByRole('heading', { name: "You're booked in!" })).toBeTruthy();
    cleanup();
    show(stories.CloseConfirm);
    expect(await dialogText()).toContain('cancel arranging this callback');
    cleanup();
    show(stories.SiteOverlay);
    expect(await screen.findByText('Our lines are busy.', {}, { timeout: 5000 })).toBeTruthy();
    cleanup();
    show(stories.Mobile, true);
    const window = await screen.findByRole('region', { name: 'Receive a Call' });
    expect(window.getAttribute('data-mobile')).toBe('true');
  });
});
