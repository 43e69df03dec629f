import { describe, expect, it } from 'vitest';
import { postJson, useSimulators } from '../../test-support';

const start = useSimulators();

function put(url: string, body: unknown) {
  return fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the stand-in co-browse product', () => {
  it('serves its script, a JavaScript file that reads data-gcb-url', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.url}/cobrowse/js/gcb.min.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain("getAttribute('data-gcb-url')");
    expect(script).toContain('onSessionStarted');
    // It parses as a script.
    expect(() => new Function(script)).not.toThrow();
  });

  it('starts a session with a 9-digit token, reports it, and the visitor leaves it', async () => {
    const simulator = await start();
    const created = await postJson(`${simulator.url}/cobrowse/rest/sessions`, {});
    expect(created.status).toBe(201);
    const { token, id } = (await created.json()) as { token: string; id: string };
    expect(token).toMatch(/^\d{9}$/);
    expect(id).toBe('cobrowse-1');
    const status = await fetch(`${simulator.url}/cobrowse/rest/status?token=${token}`);
    expect(await status.json()).toEqual({ online: true, session: { token, state: 'active' } });
    const left = await postJson(`${simulator.url}/cobrowse/rest/sessions/${token}/exit`, {});
    expect(await left.json()).toMatchObject({ session: { state: 'ended', endedBy: 'visitor' } });
    const missing = await postJson(`${simulator.url}/cobrowse/rest/sessions/000/exit`, {});
    expect(missing.status).toBe(404);
  });

  it('answers 503 while the service is offline', async () => {
    const simulator = await start({ cobrowse: { online: false } });
    expect((await fetch(`${simulator.url}/cobrowse/rest/status`)).status).toBe(503);
    expect((await postJson(`${simulator.url}/cobrowse/rest/sessions`, {})).status).toBe(503);
  });
});

describe('co-browse control API', () => {
  it('lists sessions, ends one as the agent, and clears them', async () => {
    const simulator = await start();
    const control = `${simulator.urls.control}cobrowse`;
    const { token } = (await (
      await postJson(`${simulator.url}/cobrowse/rest/sessions`, {})
    ).json()) as { token: string };
    const listing = (await (await fetch(control)).json()) as {
      online: boolean;
      sessions: unknown[];
    };
    expect(listing).toMatchObject({ online: true, sessions: [{ token, state: 'active' }] });
    const ended = await postJson(`${control}/sessions/${token}/end`, {});
    expect(await ended.json()).toMatchObject({ session: { state: 'ended', endedBy: 'agent' } });
    const status = await fetch(`${simulator.url}/cobrowse/rest/status?token=${token}`);
    expect(await status.json()).toEqual({ online: true, session: { token, state: 'ended' } });
    expect((await postJson(`${control}/sessions/123/end`, {})).status).toBe(404);
    expect(await (await fetch(control, { method: 'DELETE' })).json()).toEqual({ cleared: 1 });
  });

  it('makes the service offline and online, refusing a bad body', async () => {
    const simulator = await start();
    const service = `${simulator.urls.control}cobrowse/service`;
    expect(await (await put(service, { online: false })).json()).toEqual({ online: false });
    expect((await fetch(`${simulator.url}/cobrowse/rest/status`)).status).toBe(503);
    expect(await (await fetch(service)).json()).toEqual({ online: false });
    expect((await put(service, { online: 'no' })).status).toBe(400);
    await put(service, { online: true });
    expect((await fetch(`${simulator.url}/cobrowse/rest/status`)).status).toBe(200);
  });

  it('logs the sessions and the service changes under cobrowse', async () => {
    const simulator = await start();
    await postJson(`${simulator.url}/cobrowse/rest/sessions`, {});
    await put(`${simulator.urls.control}cobrowse/service`, { online: false });
    const types = simulator.state.events
      .entries()
      .filter((event) => event.module === 'cobrowse')
      .map((event) => event.type);
    expect(types).toEqual(['cobrowse.started', 'cobrowse.service']);
  });
});
