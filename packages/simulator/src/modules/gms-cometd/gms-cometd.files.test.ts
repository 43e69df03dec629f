import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CometD } from 'cometd';
import { startSimulator, type SimulatorInstance } from '../../server';
import { call, connectedClient, disconnect, stubCometWindow } from './gms-cometd.test-support';

let simulator: SimulatorInstance;
let cometd: CometD | undefined;
beforeAll(async () => {
  stubCometWindow();
  simulator = await startSimulator({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  if (cometd) await disconnect(cometd);
  cometd = undefined;
});
afterAll(async () => {
  // The stubbed window stays for the file: aborted long polls still reach CometD's timers on it.
  await simulator.close();
});

const filesURL = () => `${simulator.url}/genesys/2/chat-ntf`;

function post(fields: Record<string, string>, file?: { name: string; bytes: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  return fetch(filesURL(), { method: 'POST', body: form });
}

async function chat() {
  const client = await connectedClient(`${simulator.url}/genesys/cometd`);
  cometd = client;
  const { data } = await call(client, { operation: 'requestChat', nickname: 'Ada' });
  simulator.chat.agentJoin(data.chatId as string, { name: 'Anna' });
  return {
    chatId: data.chatId as string,
    secureKey: data.secureKey as string,
    alias: data.alias as string,
    userId: data.userId as string,
  };
}

describe('the CometD file endpoint', () => {
  it('reads limits, uploads and downloads with the session keys', async () => {
    const keys = await chat();
    const limits = await post({ operation: 'fileGetLimits', ...keys });
    expect(await limits.json()).toMatchObject({
      statusCode: 0,
      messages: [{ userData: { 'upload-max-files': expect.any(String) } }],
    });
    const upload = await post(
      { operation: 'fileUpload', ...keys },
      { name: 'a.pdf', bytes: 'PDF' },
    );
    const uploaded = (await upload.json()) as { userData: { 'file-id': string } };
    expect(uploaded).toMatchObject({ statusCode: 0, userData: { 'file-id': expect.any(String) } });
    const fileId = uploaded.userData['file-id'];
    expect(simulator.chat.transcript(keys.chatId).map((event) => event.type)).toContain(
      'FileUploaded',
    );
    const download = await post({ operation: 'fileDownload', fileId, ...keys });
    expect(download.headers.get('content-disposition')).toContain('a.pdf');
    expect(await download.text()).toBe('PDF');
  });

  it('answers a bad field on a known session in the chat envelope (protocols 10)', async () => {
    const keys = await chat();
    const refused = await post({ operation: 'fileGetLimits', ...keys, transcriptPosition: 'x' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      statusCode: 2,
      ...keys,
      chatEnded: false,
      nextPosition: 3,
      messages: [],
      errors: [{ code: 400, advice: expect.stringContaining('transcriptPosition') }],
    });
  });

  it('refuses an unknown operation, a wrong key and a disallowed file', async () => {
    const keys = await chat();
    const unknown = await post({ operation: 'fileDelete', ...keys });
    expect(unknown.status).toBe(400);
    const wrong = await post({ operation: 'fileGetLimits', ...keys, secureKey: 'nope' });
    expect(wrong.status).toBe(404);
    const refused = await post(
      { operation: 'fileUpload', ...keys },
      { name: 'a.exe', bytes: 'MZ' },
    );
    expect(await refused.json()).toMatchObject({ statusCode: 2, errors: [{ code: 203 }] });
  });
});

describe('the CometD mode with an API key', () => {
  it('refuses requests without the apikey header', async () => {
    const guarded = await startSimulator({ port: 0, host: '127.0.0.1', chat: { apiKey: 'k1' } });
    try {
      const bare = await fetch(`${guarded.url}/genesys/cometd/handshake`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          {
            channel: '/meta/handshake',
            version: '1.0',
            supportedConnectionTypes: ['long-polling'],
          },
        ]),
      });
      expect(bare.status).toBe(401);
      const keyed = await fetch(`${guarded.url}/genesys/cometd/handshake`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: 'k1' },
        body: JSON.stringify([
          {
            channel: '/meta/handshake',
            version: '1.0',
            supportedConnectionTypes: ['long-polling'],
          },
        ]),
      });
      expect(await keyed.json()).toMatchObject([{ channel: '/meta/handshake', successful: true }]);
      const files = await fetch(`${guarded.url}/genesys/2/chat-ntf`, {
        method: 'POST',
        body: new FormData(),
      });
      expect(files.status).toBe(401);
    } finally {
      await guarded.close();
    }
  });
});
