import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createManualClock } from '../../engine/clock';
import type { SimulatorInstance } from '../../server';
import { postJson, useSimulators } from '../../test-support';
import { CLOUD_V2_CHAT_BASE, type CloudFrame, type CloudMember, type CloudMessage } from '.';

const start = useSimulators();
const t0 = Date.UTC(2030, 0, 1, 9);

const createBody = {
  organizationId: 'org-1',
  deploymentId: 'dep-1',
  routingTarget: { targetType: 'QUEUE', targetAddress: 'Support', skills: ['billing'] },
  memberInfo: {
    displayName: 'Ada Lovelace',
    role: 'CUSTOMER',
    customFields: { firstName: 'Ada', lastName: 'Lovelace', subject: 'Billing' },
  },
  journeyContext: { customer: { id: 'c-1', idType: 'cookie' } },
};

interface Created {
  id: string;
  jwt: string;
  eventStreamUri: string;
  member: { id: string };
}

interface Guest extends Created {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
}

async function createChat(simulator: SimulatorInstance): Promise<Guest> {
  const response = await postJson(`${simulator.url}${CLOUD_V2_CHAT_BASE}`, createBody);
  expect(response.status).toBe(200);
  const created = (await response.json()) as Created;
  return {
    ...created,
    async call(method, path, body) {
      const reply = await fetch(`${simulator.url}${CLOUD_V2_CHAT_BASE}/${created.id}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${created.jwt}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await reply.text();
      return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    },
  };
}

/** Opens the event stream and buffers its frames. */
function openStream(uri: string) {
  const frames: CloudFrame[] = [];
  const socket = new WebSocket(uri);
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as CloudFrame));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, opened };
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('create', () => {
  it('creates a cloud-v2 conversation and answers id, jwt, eventStreamUri and member', async () => {
    const simulator = await start({ clock: createManualClock(t0) });
    const guest = await createChat(simulator);
    expect(guest.eventStreamUri).toMatch(
      new RegExp(`^ws://127\\.0\\.0\\.1:${simulator.port}/api/v2/webchat/guest/streams/`),
    );
    expect(guest.jwt.split('.')).toHaveLength(3);
    expect(simulator.chat.require(guest.id)).toMatchObject({
      transport: 'cloud-v2',
      visitor: {
        nickname: 'Ada Lovelace',
        firstName: 'Ada',
        lastName: 'Lovelace',
        subject: 'Billing',
      },
      userData: { firstName: 'Ada', subject: 'Billing' },
      details: { targetAddress: 'Support', customer: 'c-1' },
    });
  });

  it('refuses a request without routing target or display name with a 400 ErrorBody', async () => {
    const simulator = await start();
    const { routingTarget: _, ...noTarget } = createBody;
    const refused = await postJson(`${simulator.url}${CLOUD_V2_CHAT_BASE}`, noTarget);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: 400, code: 'bad.request' });
    const unnamed = await postJson(`${simulator.url}${CLOUD_V2_CHAT_BASE}`, {
      ...createBody,
      memberInfo: { displayName: '' },
    });
    expect(unnamed.status).toBe(400);
    expect(simulator.chat.list()).toEqual([]);
  });

  it('answers 503 while the service is closed', async () => {
    const simulator = await start({ chat: { serviceAvailable: false } });
    const refused = await postJson(`${simulator.url}${CLOUD_V2_CHAT_BASE}`, createBody);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ status: 503, code: 'service.unavailable' });
  });
});

describe('members', () => {
  it('checks the bearer JWT: 401 ErrorBody without it, 404 not.found for an unknown member', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    const anonymous = await fetch(`${simulator.url}${CLOUD_V2_CHAT_BASE}/${guest.id}/members`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 401, code: 'bad.credentials' });
    expect(await guest.call('GET', '/members/nobody')).toMatchObject({
      status: 404,
      body: { status: 404, code: 'not.found' },
    });
  });

  it('lists members in pages and reads one with its role and state', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    simulator.chat.agentJoin(guest.id, { name: 'Anna' });
    const all = await guest.call('GET', '/members?pageSize=1&pageNumber=1');
    expect(all.body).toMatchObject({
      entities: [{ id: guest.member.id, role: 'CUSTOMER', state: 'CONNECTED' }],
      pageSize: 1,
      pageNumber: 1,
      total: 2,
      pageCount: 2,
      nextUri: expect.stringMatching(/^\/api\/v2\/.*pageNumber=2/),
    });
    simulator.chat.agentLeave(guest.id);
    const connected = await guest.call('GET', '/members?excludeDisconnectedMembers=true');
    expect((connected.body as { entities: CloudMember[] }).entities).toHaveLength(1);
    const second = await guest.call('GET', '/members?pageNumber=2&pageSize=1');
    const agent = (second.body as { entities: CloudMember[] }).entities[0];
    expect(agent).toMatchObject({ displayName: 'Anna', role: 'AGENT', state: 'DISCONNECTED' });
    expect(await guest.call('GET', `/members/${agent?.id}`)).toMatchObject({
      status: 200,
      body: { displayName: 'Anna', leaveDate: expect.any(String) },
    });
  });

  it('ends the conversation on DELETE of the own member with 204', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    expect(await guest.call('DELETE', `/members/${guest.member.id}`)).toEqual({
      status: 204,
      body: undefined,
    });
    expect(simulator.chat.require(guest.id).state).toBe('ended');
    expect(await guest.call('GET', `/members/${guest.member.id}`)).toMatchObject({
      body: { state: 'DISCONNECTED' },
    });
  });
});

describe('messages', () => {
  it('posts messages and typing, reads pages with root-relative next links and one by id', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    const posted = await guest.call('POST', `/members/${guest.member.id}/messages`, {
      body: 'one',
    });
    expect(posted).toMatchObject({
      status: 200,
      body: { body: 'one', bodyType: 'standard', sender: { id: guest.member.id } },
    });
    for (const body of ['two', 'three']) {
      await guest.call('POST', `/members/${guest.member.id}/messages`, { body });
    }
    const typing = await guest.call('POST', `/members/${guest.member.id}/typing`);
    expect(typing).toMatchObject({
      status: 200,
      body: { id: expect.any(String), sender: { id: guest.member.id } },
    });
    expect(simulator.chat.require(guest.id).events.at(-1)?.type).toBe('TypingStarted');

    const first = await guest.call('GET', '/messages?maxResults=2');
    const page = first.body as { entities: CloudMessage[]; next: string };
    expect(page.entities.map((message) => message.body)).toEqual(['three', 'two']);
    expect(page.next).toMatch(/^\/api\/v2\/webchat\/guest\/conversations\/.+\/messages\?before=/);
    const older = await fetch(`${simulator.url}${page.next}`, {
      headers: { authorization: `Bearer ${guest.jwt}` },
    });
    const rest = (await older.json()) as { entities: CloudMessage[]; next?: string };
    expect(rest.entities.map((message) => message.bodyType)).toEqual(['standard', 'member-join']);
    expect(rest.next).toBeUndefined();

    const ascending = await guest.call(
      'GET',
      `/messages?sortOrder=ascending&after=${page.entities[1]?.id}`,
    );
    expect((ascending.body as { entities: CloudMessage[] }).entities.map((m) => m.body)).toEqual([
      'three',
    ]);
    const byId = await guest.call(
      'GET',
      `/messages/${posted.body && (posted.body as CloudMessage).id}`,
    );
    expect(byId.body).toMatchObject({ body: 'one' });
    expect(await guest.call('GET', '/messages/missing')).toMatchObject({ status: 404 });
  });

  it('refuses a body over 4000 characters and answers 503 when made unavailable', async () => {
    const simulator = await start({ chat: { maxMessageLength: 10_000 } });
    const guest = await createChat(simulator);
    const long = await guest.call('POST', `/members/${guest.member.id}/messages`, {
      body: 'x'.repeat(4001),
    });
    expect(long).toMatchObject({ status: 400, body: { code: 'bad.request' } });
    simulator.chat.setUnavailable(guest.id, 1);
    expect(await guest.call('GET', '/messages')).toMatchObject({ status: 503 });
    expect(await guest.call('GET', '/messages')).toMatchObject({ status: 200 });
  });
});

describe('fault injection', () => {
  it('answers with the faults armed through the control API', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    const armed = await postJson(`${simulator.url}/sim/api/faults`, {
      route: '/messages$',
      action: 'error',
      status: 503,
      count: 1,
    });
    expect(armed.status).toBeLessThan(300);
    expect(await guest.call('GET', '/messages')).toMatchObject({ status: 503 });
    expect(await guest.call('GET', '/messages')).toMatchObject({ status: 200 });
  });
});

describe('event stream', () => {
  it('refuses a socket without a valid jwt', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    const { opened } = openStream(guest.eventStreamUri.replace(/jwt=.*/, 'jwt=bad'));
    await expect(opened).rejects.toThrow(/401/);
  });

  it('pushes messages, typing, member changes and heartbeats; an agent end leaves the agent, then the customer', async () => {
    const simulator = await start({ chat: { cloudHeartbeatMs: 30 } });
    const guest = await createChat(simulator);
    const { socket, frames, opened } = openStream(guest.eventStreamUri);
    await opened;
    await until(() => frames.filter((frame) => frame.topicName === 'channel.metadata').length >= 2);
    expect(frames[0]).toEqual({
      topicName: 'channel.metadata',
      eventBody: { message: 'WebSocket Heartbeat' },
    });

    const agent = simulator.chat.agentJoin(guest.id, { name: 'Anna' });
    simulator.chat.agentTyping(guest.id);
    simulator.chat.agentMessage(guest.id, { text: 'Hello' });
    simulator.chat.end(guest.id);
    const events = () => frames.filter((frame) => frame.topicName !== 'channel.metadata');
    await until(() => events().length >= 8);
    const agentId = `${guest.id}-m${agent.participantId}`;
    expect(
      events().map((frame) => [
        frame.metadata.type,
        frame.eventBody.bodyType ?? (frame.eventBody.member as { state?: string })?.state ?? '',
        (frame.eventBody.sender as { id?: string })?.id ??
          (frame.eventBody.member as { id?: string })?.id,
      ]),
    ).toEqual([
      ['message', 'member-join', agentId],
      ['member-change', 'CONNECTED', agentId],
      ['typing-indicator', '', agentId],
      ['message', 'standard', agentId],
      ['message', 'member-leave', agentId],
      ['member-change', 'DISCONNECTED', agentId],
      ['message', 'member-leave', guest.member.id],
      ['member-change', 'DISCONNECTED', guest.member.id],
    ]);
    expect(events()[3]).toMatchObject({
      topicName: `v2.conversations.chats.${guest.id}.messages`,
      metadata: { correlationId: expect.any(String), type: 'message' },
      version: '2',
      eventBody: { body: 'Hello', conversation: { id: guest.id } },
    });
    // The transcript read agrees with the socket, closing leave included.
    const read = await guest.call('GET', '/messages?sortOrder=ascending');
    const ids = (read.body as { entities: CloudMessage[] }).entities.map((m) => m.id);
    const pushed = events()
      .filter((frame) => frame.metadata.type === 'message')
      .map((frame) => frame.eventBody.id);
    expect(ids.slice(1)).toEqual(pushed);
    expect(await guest.call('GET', `/members/${guest.member.id}`)).toMatchObject({
      body: { state: 'DISCONNECTED', role: 'CUSTOMER' },
    });
    socket.close();
  });
});

describe('push faults', () => {
  const bodies = (frames: CloudFrame[]) =>
    frames
      .filter((frame) => frame.eventBody.bodyType === 'standard')
      .map((frame) => frame.eventBody.body as string);

  it('duplicates and reorders the frames of /push/cloud-v2/{conversationId}, never the heartbeats', async () => {
    const simulator = await start({ chat: { cloudHeartbeatMs: 20 } });
    const guest = await createChat(simulator);
    const { socket, frames, opened } = openStream(guest.eventStreamUri);
    await opened;
    simulator.chat.agentJoin(guest.id, { name: 'Anna' });
    await until(() => frames.some((frame) => frame.metadata?.type === 'member-change'));
    for (const fault of [
      { route: `^/push/cloud-v2/${guest.id}$`, action: 'duplicate', count: 1 },
      { route: '^/push/cloud-v2/other$', action: 'reorder' },
    ]) {
      expect((await postJson(`${simulator.url}/sim/api/faults`, fault)).status).toBeLessThan(300);
    }
    simulator.chat.agentMessage(guest.id, { text: 'one' });
    await until(() => bodies(frames).length === 2);
    expect(
      (
        await postJson(`${simulator.url}/sim/api/faults`, {
          route: `^/push/cloud-v2/${guest.id}$`,
          action: 'reorder',
          count: 1,
        })
      ).status,
    ).toBeLessThan(300);
    simulator.chat.agentMessage(guest.id, { text: 'two' });
    simulator.chat.agentMessage(guest.id, { text: 'three' });
    await until(() => bodies(frames).length === 4);
    expect(bodies(frames)).toEqual(['one', 'one', 'three', 'two']);
    const beats = frames.filter((frame) => frame.topicName === 'channel.metadata').length;
    await until(
      () => frames.filter((frame) => frame.topicName === 'channel.metadata').length > beats + 2,
    );
    socket.close();
  });

  it('closes the socket instead of sending when a close fault strikes', async () => {
    const simulator = await start();
    const guest = await createChat(simulator);
    const { socket, frames, opened } = openStream(guest.eventStreamUri);
    await opened;
    simulator.chat.agentJoin(guest.id, { name: 'Anna' });
    await until(() => frames.some((frame) => frame.metadata?.type === 'member-change'));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await postJson(`${simulator.url}/sim/api/faults`, {
      route: '^/push/cloud-v2/',
      action: 'close',
      count: 1,
    });
    simulator.chat.agentMessage(guest.id, { text: 'lost' });
    expect(await closed).toBe(1006);
    expect(bodies(frames)).toEqual([]);
    const read = await guest.call('GET', '/messages?sortOrder=ascending');
    expect((read.body as { entities: CloudMessage[] }).entities.map((m) => m.body)).toContain(
      'lost',
    );
  });
});
