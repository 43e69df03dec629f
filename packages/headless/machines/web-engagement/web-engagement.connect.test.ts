import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect, selectWebEngagementView } from './web-engagement.connect';
import { webEngagementMachine } from './web-engagement.machine';

describe('web-engagement connect', () => {
  it('reads the status, endpoint and failure of a snapshot', () => {
    const actor = createActor(webEngagementMachine, {
      input: { options: {}, protocol: 'https:' },
    }).start();
    expect(selectWebEngagementView(actor.getSnapshot())).toEqual({
      status: 'unconfigured',
      endpoint: undefined,
      failure: undefined,
    });
    const loading = createActor(webEngagementMachine, {
      input: {
        options: { httpsEndpoint: 'https://gwe.test/' },
        protocol: 'https:',
        load: () => new Promise(() => undefined),
      },
    }).start();
    expect(selectWebEngagementView(loading.getSnapshot())).toMatchObject({
      status: 'loading',
      endpoint: 'https://gwe.test',
    });
  });

  it('is ready only when ready, and configure sends the checked settings', () => {
    const send = vi.fn();
    const api = connect(
      { status: 'ready', endpoint: 'https://gwe.test', failure: undefined },
      send,
    );
    expect(api.isReady).toBe(true);
    expect(connect({ status: 'unavailable', endpoint: 'x', failure: 'no' }, send).isReady).toBe(
      false,
    );
    api.configure({ httpEndpoint: 'http://gwe.test' });
    expect(send).toHaveBeenCalledWith({
      type: 'gwe.configure',
      options: expect.objectContaining({ httpEndpoint: 'http://gwe.test' }) as unknown,
    });
    expect(() => api.configure({ smartInvites: 'yes' as never })).toThrow(/gwe.smartInvites/);
  });
});
