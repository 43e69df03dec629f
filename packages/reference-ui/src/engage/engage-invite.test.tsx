import { CxProvider, useBus } from '@cxkit/headless/react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { EngageInvite } from './engage-invite';

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

function renderInvite(lang = 'en') {
  render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, lang }}
    >
      <CxRoot>
        <BusHandle />
        <EngageInvite pageExit={() => () => undefined} />
      </CxRoot>
    </CxProvider>,
  );
}

/** Puts a fake WebChat on the bus, recording its opens. */
function fakeChat() {
  const opens: unknown[] = [];
  const chat = bus!.registerPlugin('WebChat', { commandsBeforeReady: true });
  chat.registerEvents(['opened', 'closed']);
  chat.registerCommand('open', (options) => void opens.push(options));
  chat.ready();
  return opens;
}

/** Shows an invite through the bus (its code loads on this first one) and waits for the toast. */
async function invite(options?: Record<string, unknown>, name = 'Need help?') {
  await waitFor(() => expect(bus).toBeDefined());
  const shown = bus!.command('Engage.invite', options);
  const toast = await screen.findByRole('dialog', { name }, { timeout: 8000 });
  await act(() => shown);
  return toast;
}

describe('EngageInvite', () => {
  it("shows 'Need help?', its message, 'Start chat', 'No thanks' and a close control", async () => {
    renderInvite();
    const toast = await invite();
    expect(within(toast).getByText('Let us know if we can help out.')).toBeTruthy();
    expect(toast.getAttribute('aria-describedby')).toBe(
      within(toast).getByText('Let us know if we can help out.').id,
    );
    expect(within(toast).getByRole('button', { name: 'Start chat' })).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'No thanks' })).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('status').contains(toast)).toBe(true);
  });

  it('Start chat runs the invite command with its options and the toast goes', async () => {
    renderInvite();
    await waitFor(() => expect(bus).toBeDefined());
    const opens = fakeChat();
    const toast = await invite({
      command: 'WebChat.open',
      options: { form: { firstname: 'Ada' } },
    });
    fireEvent.click(within(toast).getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(opens).toEqual([{ form: { firstname: 'Ada' } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['No thanks', 'cancel'],
    ['Close', 'close'],
  ])('%s ends it as %s', async (button, result) => {
    renderInvite();
    const toast = await invite();
    const outcomes: unknown[] = [];
    bus!.subscribe('Engage.disposition', (event) => outcomes.push(event.data));
    fireEvent.click(within(toast).getByRole('button', { name: button }));
    await waitFor(() => expect(outcomes).toEqual([expect.objectContaining({ result })]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the spec's defaults in the app's language, and an invite's own texts as given", async () => {
    renderInvite('fr');
    const toast = await invite(undefined, 'Besoin d’aide ?');
    expect(within(toast).getByRole('button', { name: 'Démarrer le chat' })).toBeTruthy();
    expect(within(toast).getByRole('button', { name: 'Non merci' })).toBeTruthy();
    fireEvent.click(within(toast).getByRole('button', { name: 'Non merci' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const own = await invite({ title: 'Une question ?', accept: 'Discuter' }, 'Une question ?');
    expect(within(own).getByRole('button', { name: 'Discuter' })).toBeTruthy();
  });
});
