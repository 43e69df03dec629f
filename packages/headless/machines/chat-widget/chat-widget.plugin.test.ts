import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createBus } from '../../bus/bus';
import { connect, selectChatWidgetView } from './chat-widget.connect';
import { chatWidgetMachine } from './chat-widget.machine';
import { attachChatWidgetPlugin } from './chat-widget.plugin';

const silent = { debug: () => undefined, error: () => undefined };

function setup() {
  const bus = createBus({ logger: silent });
  const widget = createActor(chatWidgetMachine, { input: {} }).start();
  const detach = attachChatWidgetPlugin(bus, widget);
  const api = () => connect(selectChatWidgetView(widget.getSnapshot()), widget.send);
  const events: string[] = [];
  bus.untyped.subscribe('WebChat.*', (event) => events.push(event.event));
  return { bus, widget, api, detach, events };
}

describe('the WebChat plugin', () => {
  it('opens, minimizes and closes the window by command and publishes what happened', async () => {
    const { bus, api, events } = setup();
    await bus.command('WebChat.open', { minimized: true });
    expect(api().window).toBe('minimized');
    await bus.command('WebChat.minimize', { minimized: false });
    expect(api().window).toBe('open');
    await bus.command('WebChat.minimize');
    expect(api().window).toBe('minimized');
    await bus.command('WebChat.close');
    expect(api().window).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([
      'WebChat.ready',
      'WebChat.opened',
      'WebChat.minimized',
      'WebChat.unminimized',
      'WebChat.minimized',
      'WebChat.closed',
      'WebChat.cancelled',
    ]);
  });

  it('opens a proactive chat, invites, re-invites, and shows or hides the chat button', async () => {
    const { bus, api } = setup();
    await bus.command('WebChat.invite');
    expect(api().invitation).toBe('proactive');
    await bus.command('WebChat.hideChatButton');
    api().declineInvitation();
    expect(api().launcherShown).toBe(false);
    await bus.command('WebChat.showChatButton');
    expect(api().launcherShown).toBe(true);
    await bus.command('WebChat.reInvite');
    expect(api().invitation).toBe('reinvite');
    await bus.command('WebChat.open', { proactive: true });
    expect(api().origin).toEqual({ proactive: true });
  });

  it('ends the chat through the chat service, and says when there is none', async () => {
    const { bus } = setup();
    let ended = false;
    const service = bus.registerPlugin('WebChatService', { commandsBeforeReady: true });
    service.registerCommand('endChat', () => {
      ended = true;
      return undefined;
    });
    await bus.command('WebChat.endChat');
    expect(ended).toBe(true);
  });

  it('leaves the bus when detached', async () => {
    const { bus, detach } = setup();
    detach();
    await expect(bus.command('WebChat.open')).rejects.toThrow();
  });
});
