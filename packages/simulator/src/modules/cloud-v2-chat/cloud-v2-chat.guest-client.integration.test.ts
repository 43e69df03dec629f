import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type SimulatorInstance } from '../../server';

/** The parts of the official guest chat client (CommonJS, axios) this test uses. */
interface ExtendedResponse {
  status: number;
  body: unknown;
}

interface GuestChatClient {
  ApiClient: {
    config: { basePath: string };
    defaultHeaders: Record<string, string>;
    setEnvironment(environment: string): void;
    setJwt(jwt: string): void;
    setReturnExtendedResponses(extended: boolean): void;
  };
  WebChatApi: new (client: GuestChatClient['ApiClient']) => WebChatApi;
}

interface WebChatApi {
  postWebchatGuestConversations(body: unknown): Promise<ExtendedResponse>;
  getWebchatGuestConversationMembers(
    conversationId: string,
    opts?: Record<string, unknown>,
  ): Promise<ExtendedResponse>;
  getWebchatGuestConversationMember(
    conversationId: string,
    memberId: string,
  ): Promise<ExtendedResponse>;
  getWebchatGuestConversationMessages(
    conversationId: string,
    opts?: Record<string, unknown>,
  ): Promise<ExtendedResponse>;
  postWebchatGuestConversationMemberMessages(
    conversationId: string,
    memberId: string,
    body: unknown,
  ): Promise<ExtendedResponse>;
  postWebchatGuestConversationMemberTyping(
    conversationId: string,
    memberId: string,
  ): Promise<ExtendedResponse>;
  deleteWebchatGuestConversationMember(
    conversationId: string,
    memberId: string,
  ): Promise<ExtendedResponse>;
}

const platformClient = createRequire(import.meta.url)(
  'purecloud-guest-chat-client',
) as GuestChatClient;

let simulator: SimulatorInstance;
beforeAll(async () => {
  simulator = await startSimulator({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await simulator.close();
});

describe('the official purecloud-guest-chat-client against the simulator', () => {
  it('creates a chat, reads members and messages, posts a message and typing, and leaves', async () => {
    const client = platformClient.ApiClient;
    client.setEnvironment('mypurecloud.com');
    // The client always builds https://api.{environment}; the simulator is plain http on loopback.
    client.config.basePath = simulator.url;
    client.setReturnExtendedResponses(true);
    const api = new platformClient.WebChatApi(client);

    const created = await api.postWebchatGuestConversations({
      organizationId: 'org-1',
      deploymentId: 'dep-1',
      routingTarget: { targetType: 'QUEUE', targetAddress: 'Support' },
      memberInfo: { displayName: 'Ada', role: 'CUSTOMER', customFields: { firstName: 'Ada' } },
    });
    expect(created.status).toBe(200);
    const chat = created.body as {
      id: string;
      jwt: string;
      eventStreamUri: string;
      member: { id: string };
    };
    expect(chat.eventStreamUri).toMatch(/^ws:\/\//);
    // Client bug (13.2.0): an unauthenticated call merges its headers into `defaultHeaders`, and the
    // logger then redacts them in place, so every later call would send `Authorization: [REDACTED]`.
    delete client.defaultHeaders.Authorization;
    client.setJwt(chat.jwt);

    const members = await api.getWebchatGuestConversationMembers(chat.id, {
      pageSize: 25,
      pageNumber: 1,
      excludeDisconnectedMembers: false,
    });
    expect(members.body).toMatchObject({
      entities: [{ id: chat.member.id, role: 'CUSTOMER', state: 'CONNECTED' }],
    });
    const member = await api.getWebchatGuestConversationMember(chat.id, chat.member.id);
    expect(member.body).toMatchObject({ id: chat.member.id, displayName: 'Ada' });

    const posted = await api.postWebchatGuestConversationMemberMessages(chat.id, chat.member.id, {
      body: 'Hello from the guest client',
      bodyType: 'standard',
    });
    expect(posted.body).toMatchObject({
      body: 'Hello from the guest client',
      bodyType: 'standard',
    });
    const typing = await api.postWebchatGuestConversationMemberTyping(chat.id, chat.member.id);
    expect(typing.status).toBe(200);
    expect(typing.body).toMatchObject({ id: expect.any(String), sender: { id: chat.member.id } });

    const messages = await api.getWebchatGuestConversationMessages(chat.id, {
      sortOrder: 'ascending',
      maxResults: 100,
    });
    expect(
      (messages.body as { entities: { bodyType: string; body: string }[] }).entities.map(
        (message) => [message.bodyType, message.body],
      ),
    ).toEqual([
      ['member-join', ''],
      ['standard', 'Hello from the guest client'],
    ]);

    const left = await api.deleteWebchatGuestConversationMember(chat.id, chat.member.id);
    expect(left.status).toBe(204);
    expect(simulator.chat.require(chat.id).state).toBe('ended');
    const after = await api.getWebchatGuestConversationMember(chat.id, chat.member.id);
    expect(after.body).toMatchObject({ state: 'DISCONNECTED' });
  });

  it('rejects with the ErrorBody of a refused call', async () => {
    const client = platformClient.ApiClient;
    client.config.basePath = simulator.url;
    client.setReturnExtendedResponses(true);
    client.setJwt('not-a-jwt');
    const api = new platformClient.WebChatApi(client);
    await expect(api.getWebchatGuestConversationMember('nope', 'nobody')).rejects.toMatchObject({
      status: 401,
      body: { status: 401, code: 'bad.credentials' },
    });
  });
});
