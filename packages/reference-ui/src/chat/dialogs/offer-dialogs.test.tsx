import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InFrench } from './dialogs.test-support';
import { RestoreTimeoutDialog, SurveyOfferDialog } from './offer-dialogs';

afterEach(cleanup);

describe('SurveyOfferDialog', () => {
  it('asks the survey question with No and Yes', () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<SurveyOfferDialog onAccept={onAccept} onDecline={onDecline} />);
    const dialog = screen.getByRole('dialog', { name: 'Chat survey' });
    expect(
      within(dialog).getByText('Would you like to answer a short survey about this chat?'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No' }));

    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onDecline).toHaveBeenCalledTimes(2);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('takes its texts from the web chat pack of the app language', () => {
    render(
      <InFrench>
        <SurveyOfferDialog onAccept={vi.fn()} onDecline={vi.fn()} />
      </InFrench>,
    );
    expect(screen.getByRole('dialog', { name: 'Enquête sur le chat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Oui' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Non' })).toBeTruthy();
  });
});

describe('RestoreTimeoutDialog', () => {
  it('invites to a new chat with No thanks and Start chat', () => {
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(<RestoreTimeoutDialog onAccept={onAccept} onDecline={onDecline} />);
    const dialog = screen.getByRole('dialog', { name: 'Chat session timed out' });
    expect(within(dialog).getByText(/Would you like to start a new chat\?/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onDecline).toHaveBeenCalledTimes(2);
  });
});
