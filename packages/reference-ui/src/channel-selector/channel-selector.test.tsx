import { CxProvider, useBus } from '@cxkit/headless/react';
import type { Bus } from '@cxkit/headless/bus';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FunctionComponent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { ChannelSelector } from './channel-selector';
import { channelIconOf } from './channel-icons';
import * as stories from './channel-selector.stories';

afterEach(cleanup);

function show(children: ReactNode, { mobile = false, lang = 'en' } = {}) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  render(
    <CxProvider
      logger={logger}
      loader={async () => undefined}
      config={{ pluginLoadDelay: 0, mobileMode: mobile ? true : 'auto', lang }}
    >
      <CxRoot>{children}</CxRoot>
    </CxProvider>,
  );
}

const story = (Story: FunctionComponent, options?: { mobile?: boolean; lang?: string }) =>
  show(<Story />, options);

const selector = () => screen.findByRole('region', { name: 'Live Assistance' });
const tile = async (name: RegExp) => within(await selector()).findByRole('button', { name });

describe('channel selector stories', () => {
  it('AllAvailable: the subtitle, a list of buttons with their ids, each Available', async () => {
    story(stories.AllAvailable);
    const window = await selector();
    expect(within(window).getByText('How would you like to get in touch?')).toBeTruthy();
    const list = within(window).getByRole('list', { name: 'How would you like to get in touch?' });
    await waitFor(() => expect(within(list).getAllByText('Available')).toHaveLength(4));
    const chat = await tile(/^Web Chat/);
    expect(chat.id).toBe('cx-chat');
    expect(chat.getAttribute('aria-describedby')).toBe('cx-chat-status');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('WaitsWithWarningAndAlert: Wait Time with 1 min, N mins, an alert, send-message Available', async () => {
    story(stories.WaitsWithWarningAndAlert);
    await waitFor(async () => expect((await tile(/^Web Chat/)).dataset['state']).toBe('warning'));
    expect(document.getElementById('cx-chat-status')!.textContent).toBe('Wait Time 1 min');
    expect(document.getElementById('cx-callback-status')!.textContent).toBe('Wait Time 4 mins');
    expect((await tile(/^Click to Call/)).dataset['state']).toBe('alert');
    expect(document.getElementById('cx-clicktocall-status')!.textContent).toBe('Wait Time 7 mins');
    expect(document.getElementById('cx-sendmessage-status')!.textContent).toBe('Available');
  });

  it('UnavailableDisabled: the tile says Unavailable, is aria-disabled, and a click does nothing', async () => {
    story(stories.UnavailableDisabled);
    const callback = await tile(/^Receive a Call/);
    await waitFor(() => expect(callback.getAttribute('aria-disabled')).toBe('true'));
    expect(document.getElementById('cx-callback-status')!.textContent).toBe('Unavailable');
    fireEvent.click(callback);
    expect(await selector()).toBeTruthy();
  });

  it('HiddenAtMaximum: the tile at the maximum wait is left out', async () => {
    story(stories.HiddenAtMaximum);
    await waitFor(() => expect(document.getElementById('cx-chat')).toBeNull());
    expect(document.getElementById('cx-clicktocall')).toBeNull();
    expect(await tile(/^Receive a Call/)).toBeTruthy();
  });

  it('CoBrowseDisabled: the co-browse tile is disabled while a session is active', async () => {
    story(stories.CoBrowseDisabled);
    const coBrowse = await tile(/^Co-browse/);
    await waitFor(() => expect(coBrowse.getAttribute('aria-disabled')).toBe('true'));
  });

  // The sanitiser's chunk loads on first use: a second alone, several beside the other test files.
  it('CustomHtml: the site HTML, sanitised, names the tile', { timeout: 20_000 }, async () => {
    story(stories.CustomHtml);
    const vip = await within(await selector()).findByRole(
      'button',
      { name: /Priority line/ },
      { timeout: 15_000 },
    );
    expect(vip.querySelector('strong')?.textContent).toBe('Priority line');
    expect(vip.querySelector('script')).toBeNull();
  });

  it('Mobile: full screen', async () => {
    story(stories.Mobile, { mobile: true });
    expect((await selector()).dataset['mobile']).toBe('true');
  });

  it('speaks French', async () => {
    story(stories.WaitsWithWarningAndAlert, { lang: 'fr' });
    const window = await screen.findByRole('region', { name: 'Assistance en direct' });
    expect(within(window).getByText('Comment souhaitez-vous nous contacter ?')).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById('cx-callback-status')!.textContent).toBe(
        'Temps d’attente 4 min',
      ),
    );
    expect(within(window).getByText('Disponible')).toBeTruthy();
  });
});

describe('ChannelSelector', () => {
  let bus: Bus | undefined;
  function Capture() {
    bus = useBus();
    return null;
  }

  it('is on the bus at once, loads on open, and on a tile choice closes before the channel opens', async () => {
    const opened = vi.fn();
    show(
      <>
        <Capture />
        <ChannelSelector
          options={{
            channels: [
              { name: 'callback', displayName: 'Receive a Call', clickCommand: 'Callback.open' },
            ],
          }}
        />
      </>,
    );
    const fake = bus!.registerPlugin('Callback' as string, { commandsBeforeReady: true });
    const events: string[] = [];
    bus!.untyped.subscribe('ChannelSelector.*', (event) => events.push(event.event));
    fake.registerCommand('open', async () => {
      events.push('Callback.open');
      opened();
    });
    expect(screen.queryByRole('region')).toBeNull();
    // Not inside act(): React would hold the loaded chunk's render until act returned.
    const opening = bus!.command('ChannelSelector.open');
    const button = await within(
      await screen.findByRole('region', { name: 'Live Assistance' }, { timeout: 8000 }),
    ).findByRole('button', { name: /^Receive a Call/ });
    await act(() => opening);
    fireEvent.keyDown(button, { key: 'Enter' });
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Live Assistance' })).toBeNull();
    expect(events.filter((name) => !name.endsWith('.ready'))).toEqual([
      'ChannelSelector.opened',
      'ChannelSelector.closed',
      'Callback.open',
    ]);
  });
});

describe('channelIconOf', () => {
  it('names the icon given, a legacy alias, or the one of the command', () => {
    expect(channelIconOf({ icon: 'email' })).toBe('send-message');
    expect(channelIconOf({ icon: 'call-incoming' })).toBe('callback');
    expect(channelIconOf({ icon: 'unknown' })).toBeUndefined();
    expect(channelIconOf({ clickCommand: 'ClickToCall.open' })).toBe('click-to-call');
    expect(channelIconOf({ clickCommand: 'CoBrowse.open' })).toBe('co-browse');
    expect(channelIconOf({})).toBeUndefined();
  });
});
