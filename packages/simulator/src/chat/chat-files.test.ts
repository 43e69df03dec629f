import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine/engine';
import { createChatEngine } from './chat-engine';
import { extensionOf, guessMimeType } from './chat-files';
import { codeOf } from './chat.test-support';
import { resolveChatOptions, type ChatOptions } from './chat.options';

function setup(options: ChatOptions = {}) {
  return { chat: createChatEngine(createEngine(), resolveChatOptions(options)) };
}

function start(chat: ReturnType<typeof setup>['chat']) {
  return chat.create({ transport: 'gms-v2', visitor: { nickname: 'ada' } });
}

describe('file names', () => {
  it('reads the extension and guesses the MIME type', () => {
    expect([extensionOf('a.B.PNG'), extensionOf('.hidden'), extensionOf('none')]).toEqual([
      'png',
      '',
      '',
    ]);
    expect([guessMimeType('x.jpg'), guessMimeType('x.pdf'), guessMimeType('x.zip')]).toEqual([
      'image/jpeg',
      'application/pdf',
      'application/octet-stream',
    ]);
  });
});

describe('files', () => {
  const bytes = (size: number) => new Uint8Array(size).fill(65);

  it('stores an upload, announces it and counts it in the limits', () => {
    const { chat } = setup({ fileLimits: { needAgent: false } });
    const { id } = start(chat);
    const { file, event } = chat.uploadFile(id, 'visitor', { name: 'a.PNG', bytes: bytes(3) });
    expect(file).toMatchObject({ name: 'a.PNG', size: 3, mimeType: 'image/png', uploadedBy: 1 });
    expect(event).toMatchObject({
      type: 'FileUploaded',
      userData: { 'file-name': 'a.PNG', 'file-size': '3', 'file-id': file.fileId },
    });
    expect(chat.fileLimits(id)).toMatchObject({ usedFiles: 1, usedTotalSize: 3, usedDownloads: 0 });
    expect(chat.readFile(id, file.fileId).bytes).toEqual(bytes(3));
    expect(chat.fileLimits(id).usedDownloads).toBe(1);
    expect(codeOf(() => chat.readFile(id, 'file-999'))).toBe('file-not-found');
  });

  it('enforces the limits on visitor uploads only', () => {
    const { chat } = setup({
      fileLimits: { maxFiles: 2, maxFileSize: 10, maxTotalSize: 15, fileTypes: ['txt'] },
    });
    const { id } = start(chat);
    const upload = (name: string, size: number) => () =>
      chat.uploadFile(id, 'visitor', { name, bytes: bytes(size) });
    expect(codeOf(upload('a.txt', 1))).toBe('agent-required');
    chat.agentJoin(id);
    expect(codeOf(upload('a.exe', 1))).toBe('file-type-not-allowed');
    expect(codeOf(upload('a.txt', 11))).toBe('file-too-large');
    expect(codeOf(upload('a.txt', 10))).toBeUndefined();
    expect(codeOf(upload('b.txt', 6))).toBe('total-size-exceeded');
    expect(codeOf(upload('b.txt', 5))).toBeUndefined();
    expect(codeOf(upload('c.txt', 1))).toBe('too-many-files');
    expect(chat.uploadFile(id, 'agent', { name: 'big.bin', bytes: bytes(50) }).file).toMatchObject({
      uploadedBy: 2,
      mimeType: 'application/octet-stream',
    });
    expect(chat.fileLimits(id)).toMatchObject({ usedFiles: 2, usedTotalSize: 15 });
  });
});
