import { CxProvider } from '@cxkit/headless/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import * as stories from './click-to-call-window.stories';

afterEach(cleanup);

function show(Story: FunctionComponent) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <Story />
      </CxRoot>
    </CxProvider>,
  );
}

const region = () => screen.findByRole('region', { name: 'ClickToCall' });
const dialogText = async () => (await screen.findByRole('alertdialog')).textContent;

describe('click-to-call window stories', () => {
  it('Registration and WaitTime', async () => {
    show(stories.Registration);
    await region();
    expect(screen.getByLabelText('First Name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a number' })).toBeTruthy();
    cleanup();
    show(stories.WaitTime);
    expect(await screen.findByText('2 min')).toBeTruthy();
  });

  it('InvalidPhoneDialog, NetworkFailure and CloseConfirm show their dialogs', async () => {
    show(stories.InvalidPhoneDialog);
    expect(await dialogText()).toContain('Please enter a phone number');
    cleanup();
    show(stories.NetworkFailure);
    expect(await dialogText()).toContain('Something went wrong, we apologize');
    cleanup();
    show(stories.CloseConfirm);
    expect(await dialogText()).toContain(
      'You have unsubmitted form data. Are you sure you want to quit?',
    );
  });

  it('Requesting marks the window busy', async () => {
    show(stories.Requesting);
    await screen.findByText('Loading');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).disabled).toBe(true);
  });

  it('Display, Warning and Expired', async () => {
    show(stories.Display);
    const link = await screen.findByRole('link', { name: '+1 800 555 0100' });
    expect(link.getAttribute('href')).toBe('tel:+18005550100,,4321#');
    expect(screen.getByText('Dial in now')).toBeTruthy();
    expect(screen.getByText('4321')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('05:00');
    cleanup();
    show(stories.Warning);
    const timer = await screen.findByRole('timer');
    expect(timer.hasAttribute('data-warning')).toBe(true);
    cleanup();
    show(stories.Expired);
    expect(await screen.findByText('Phone number has expired!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request a new number' })).toBeTruthy();
  });

  it('ServerException shows the message on the phone', async () => {
    show(stories.ServerException);
    expect(await screen.findByText('Invalid customer number')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('true');
  });

  it('Minimized and Mobile', async () => {
    show(stories.Minimized);
    await region();
    expect(
      screen.getByRole('button', { name: /minimize|restore/i }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.queryByRole('textbox', { name: 'First Name' })).toBeNull();
    cleanup();
    show(stories.Mobile);
    expect((await region()).getAttribute('data-mobile')).toBe('true');
  });
});
