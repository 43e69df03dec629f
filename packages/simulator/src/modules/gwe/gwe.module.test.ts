import { describe, expect, it } from 'vitest';
import { postJson, useSimulators } from '../../test-support';

const start = useSimulators();

interface Visit {
  visitID: string;
  pageID: string;
}

async function visit(url: string, visitID = ''): Promise<Visit> {
  const response = await fetch(`${url}/gwe/server/data/visit?visitID=${visitID}`);
  return (await response.json()) as Visit;
}

describe('the simulated GWE server', () => {
  it('serves the stand-in tracker at GTCJ.min.js, a script with the configured poll interval', async () => {
    const simulator = await start({ gwe: { pollInterval: 250 } });
    const response = await fetch(`${simulator.url}/gwe/server/resources/js/build/GTCJ.min.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('const pollMs = 250;');
    expect(script).toContain("'getIDs'");
    expect(() => new Function(script)).not.toThrow();
  });

  it('keeps a visit across pages and gives each page its own id', async () => {
    const simulator = await start();
    const first = await visit(simulator.url);
    expect(first).toEqual({ visitID: 'visit-1', pageID: 'page-1' });
    expect(await visit(simulator.url, first.visitID)).toEqual({
      visitID: 'visit-1',
      pageID: 'page-2',
    });
    expect((await visit(simulator.url, 'visit-unknown')).visitID).toBe('visit-2');
  });

  it('records a chat-invite disposition with every parameter of service-protocols 12', async () => {
    const simulator = await start();
    const response = await fetch(
      `${simulator.url}/gwe/server/data/invites?result=accept&media=chat&visitID=visit-1&pageID=page-1&alias=cxkit-sim&engagementID=engagement-1&webengagement=`,
      { headers: { origin: 'http://site.test', cookie: 'gwe=1' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://site.test');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const listed = (await (await fetch(`${simulator.urls.control}gwe/dispositions`)).json()) as {
      dispositions: unknown[];
    };
    expect(listed.dispositions).toEqual([
      expect.objectContaining({
        result: 'accept',
        media: 'chat',
        visitID: 'visit-1',
        pageID: 'page-1',
        alias: 'cxkit-sim',
        engagementID: 'engagement-1',
        webengagement: '',
        withCookies: true,
      }),
    ]);
    expect((await fetch(`${simulator.url}/gwe/server/data/invites`)).status).toBe(400);
  });

  it('records what a tracker pushes, and refuses a body that does not read', async () => {
    const simulator = await start();
    const sent = await postJson(`${simulator.url}/gwe/server/data/events`, {
      visitID: 'visit-1',
      pageID: 'page-1',
      values: ['event', 'Disposition', { data: { result: 'error', code: 'mediaBusy' } }],
    });
    expect(sent.status).toBe(202);
    expect((await postJson(`${simulator.url}/gwe/server/data/events`, { values: 1 })).status).toBe(
      400,
    );
    const all = (await (await fetch(`${simulator.urls.control}gwe`)).json()) as {
      events: { values: unknown[] }[];
    };
    expect(all.events.map((event) => event.values[1])).toEqual(['Disposition']);
  });
});

describe('GWE control API', () => {
  it('pushes an invite to a visitor, whose tracker takes it once', async () => {
    const simulator = await start();
    const { visitID } = await visit(simulator.url);
    const other = await visit(simulator.url);
    const pushed = await postJson(`${simulator.urls.control}gwe/invites`, {
      visitID,
      subject: 'Need a hand?',
      chatOptions: { registration: true, userData: { firstName: 'Ada' } },
    });
    expect(pushed.status).toBe(200);
    const body = (await pushed.json()) as { invite: Record<string, unknown>; to: string[] };
    expect(body.to).toEqual([visitID]);
    expect(body.invite).toMatchObject({
      type: 'chat',
      media: 'chat',
      alias: 'cxkit-sim',
      actionID: 'action-1',
      engagementID: 'engagement-1',
      subject: 'Need a hand?',
    });
    const take = async (id: string) =>
      (await (
        await fetch(`${simulator.url}/gwe/server/data/notifications?visitID=${id}&pageID=x`)
      ).json()) as { notifications: unknown[] };
    expect((await take(visitID)).notifications).toEqual([
      { channel: 'gpe.setVariable', data: body.invite },
    ]);
    expect((await take(visitID)).notifications).toEqual([]);
    expect((await take(other.visitID)).notifications).toEqual([]);
    expect(
      (await fetch(`${simulator.url}/gwe/server/data/notifications?visitID=nobody`)).status,
    ).toBe(404);
  });

  it('pushes to every visitor without a visitID, other pushes too; 404 with no visitor', async () => {
    const simulator = await start();
    expect((await postJson(`${simulator.urls.control}gwe/invites`, {})).status).toBe(404);
    await visit(simulator.url);
    await visit(simulator.url);
    const invited = (await (await postJson(`${simulator.urls.control}gwe/invites`, {})).json()) as {
      to: string[];
    };
    expect(invited.to).toEqual(['visit-1', 'visit-2']);
    const pushed = await postJson(`${simulator.urls.control}gwe/pushes`, {
      channel: 'CXBus',
      data: [{ command: 'App.closeAll' }],
    });
    expect(pushed.status).toBe(200);
    expect((await postJson(`${simulator.urls.control}gwe/pushes`, { data: 1 })).status).toBe(400);
    expect((await postJson(`${simulator.urls.control}gwe/invites`, { bogus: 1 })).status).toBe(400);
  });

  it('clears visitors, dispositions and events', async () => {
    const simulator = await start();
    await visit(simulator.url);
    await fetch(`${simulator.url}/gwe/server/data/invites?result=cancel&media=chat`);
    const cleared = await fetch(`${simulator.urls.control}gwe`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: 1 });
    expect(await (await fetch(`${simulator.urls.control}gwe`)).json()).toEqual({
      visitors: [],
      dispositions: [],
      events: [],
    });
  });
});
