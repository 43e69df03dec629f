import { describe, expect, it } from 'vitest';
import { useSimulators } from '../../test-support';
import type { GmsEnvelope } from './gms-chat.envelope';
import { postMultipart, startGmsChat, type GmsSession } from './gms-chat.test-support';

const start = useSimulators();

function multipart(session: GmsSession, file?: { name: string; content: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(session.keys)) form.append(name, value);
  if (file) form.append('file', new Blob([file.content], { type: file.type ?? '' }), file.name);
  return form;
}

async function upload(session: GmsSession, name: string, content: string, type?: string) {
  const response = await postMultipart(
    session.url('file'),
    multipart(session, { name, content, type }),
  );
  return { status: response.status, body: (await response.json()) as GmsEnvelope };
}

describe('file limits', () => {
  it('answers an envelope whose message carries the limits as strings', async () => {
    const simulator = await start({
      chat: {
        fileLimits: { maxFiles: 3, maxFileSize: 100, maxTotalSize: 250, fileTypes: ['png', 'txt'] },
      },
    });
    const session = await startGmsChat(simulator);
    const response = await postMultipart(session.url('file/limits'), multipart(session));
    expect(response.status).toBe(200);
    const body = (await response.json()) as GmsEnvelope;
    expect(body).toMatchObject({
      statusCode: 0,
      chatId: session.chatId,
      chatEnded: false,
      nextPosition: 2,
    });
    expect(body.messages).toEqual([
      {
        type: 'Notice',
        utcTime: expect.any(Number),
        userData: {
          'upload-max-files': '3',
          'upload-max-file-size': '100',
          'upload-max-total-size': '250',
          'upload-need-agent': 'true',
          'upload-file-types': 'png:txt',
          'used-upload-max-files': '0',
          'used-upload-max-total-size': '0',
          'download-attempts': '10',
          'used-download-attempts': '0',
          'delete-file': 'false',
        },
      },
    ]);
  });
});

describe('upload and download', () => {
  it('round-trips a file: upload id, FileUploaded event, used counts, download bytes', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    simulator.chat.agentJoin(session.chatId);
    const uploaded = await upload(session, 'notes é.txt', 'hello file', 'text/plain');
    expect(uploaded.status).toBe(200);
    const fileId = uploaded.body.userData?.['file-id'];
    expect(uploaded.body).toMatchObject({
      statusCode: 0,
      userData: { 'file-id': expect.any(String) },
    });
    expect(simulator.chat.transcript(session.chatId).at(-1)).toMatchObject({
      type: 'FileUploaded',
      from: { type: 'Client' },
      userData: { 'file-name': 'notes é.txt', 'file-size': '10', 'file-id': fileId },
    });

    const limits = await postMultipart(session.url('file/limits'), multipart(session));
    const limitsData = (
      (await limits.json()) as { messages: { userData: Record<string, string> }[] }
    ).messages[0]?.userData;
    expect(limitsData).toMatchObject({
      'used-upload-max-files': '1',
      'used-upload-max-total-size': '10',
    });

    const download = await postMultipart(
      session.url(`file/${fileId}/download`),
      multipart(session),
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="notes _.txt"; filename*=UTF-8''notes%20%C3%A9.txt`,
    );
    expect(await download.text()).toBe('hello file');
    expect(simulator.chat.fileLimits(session.chatId).usedDownloads).toBe(1);
  });

  it('answers 404 for an unknown file and for a wrong secureKey', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const missing = await postMultipart(session.url('file/file-999/download'), multipart(session));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 2, errors: [{ code: 404 }] });
    const form = multipart(session);
    form.set('secureKey', 'wrong');
    expect((await postMultipart(session.url('file/limits'), form)).status).toBe(404);
  });

  it('refuses an upload before an agent joined when upload-need-agent is true', async () => {
    const simulator = await start();
    const session = await startGmsChat(simulator);
    const refused = await upload(session, 'a.txt', 'x');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 2, errors: [{ code: 400 }] });
  });

  it('refuses a request without a file part', async () => {
    const simulator = await start({ chat: { fileLimits: { needAgent: false } } });
    const session = await startGmsChat(simulator);
    const response = await postMultipart(session.url('file'), multipart(session));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 2,
      errors: [{ code: 400, advice: 'file: a file part is required' }],
    });
  });

  it('answers 201, 202 and 203 for broken limits, with the limit as advice', async () => {
    const simulator = await start({
      chat: {
        fileLimits: {
          needAgent: false,
          maxFiles: 2,
          maxFileSize: 8,
          maxTotalSize: 12,
          fileTypes: ['txt'],
        },
      },
    });
    const session = await startGmsChat(simulator);
    const codes = async (name: string, content: string) => {
      const { status, body } = await upload(session, name, content);
      return [status, body.errors ?? []];
    };
    expect(await codes('a.exe', 'x')).toEqual([400, [{ code: 203, advice: 'txt' }]]);
    expect(await codes('a.txt', '123456789')).toEqual([400, [{ code: 202, advice: '8' }]]);
    expect(await codes('a.txt', '12345678')).toEqual([200, []]);
    expect(await codes('b.txt', '12345')).toEqual([400, [{ code: 202, advice: '12' }]]);
    expect(await codes('b.txt', '1234')).toEqual([200, []]);
    expect(await codes('c.txt', '1')).toEqual([400, [{ code: 201, advice: '2' }]]);
  });
});
