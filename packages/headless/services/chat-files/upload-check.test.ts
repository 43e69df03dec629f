import { describe, expect, it } from 'vitest';
import type { FileLimits } from '../../transports/chat.types';
import { enWebchat } from '../i18n/en.webchat.pack';
import { createTranslator } from '../i18n/translator';
import type { WebchatI18nKey } from '../i18n/webchat.keys';
import { checkUpload, serverFileError } from './upload-check';

const translate = createTranslator<WebchatI18nKey>(enWebchat);
const open: FileLimits = { fileTypes: [], needAgent: false };
const agent = { agentConnected: true };
const pdf = { name: 'invoice.pdf', size: 1000 };

describe('checkUpload', () => {
  it('allows any file when nothing is limited', () => {
    expect(checkUpload(pdf, open, { agentConnected: false })).toEqual({ ok: true });
  });

  it('refuses until an agent has connected when the limits need one', () => {
    const limits = { ...open, needAgent: true };
    const refusal = checkUpload(pdf, limits, { agentConnected: false });
    expect(refusal).toEqual({ ok: false, reason: 'needAgent', key: 'webchat.files.needAgent' });
    expect(checkUpload(pdf, limits, agent)).toEqual({ ok: true });
  });

  it('allows only the listed extensions, without regard to case', () => {
    const limits = { ...open, fileTypes: ['jpg', 'PNG', '.pdf'] };
    expect(checkUpload({ name: 'Photo.JPG', size: 1 }, limits, agent).ok).toBe(true);
    expect(checkUpload({ name: 'scan.png', size: 1 }, limits, agent).ok).toBe(true);
    expect(checkUpload(pdf, limits, agent).ok).toBe(true);
    const refusal = checkUpload({ name: 'setup.exe', size: 1 }, limits, agent);
    expect(refusal).toEqual({ ok: false, reason: 'fileType', key: 'webchat.codes.203' });
    expect(checkUpload({ name: 'pdf', size: 1 }, limits, agent).ok).toBe(false);
    expect(checkUpload({ name: '.png', size: 1 }, limits, agent).ok).toBe(false);
    expect(checkUpload({ name: 'archive.pdf.zip', size: 1 }, limits, agent).ok).toBe(false);
  });

  it('falls back to the MIME subtype when the name has no extension', () => {
    const limits = { ...open, fileTypes: ['png', 'svg'] };
    expect(checkUpload({ name: 'clipboard', size: 1, type: 'image/png' }, limits, agent).ok).toBe(
      true,
    );
    expect(checkUpload({ name: 'drawing', size: 1, type: 'image/svg+xml' }, limits, agent).ok).toBe(
      true,
    );
    expect(checkUpload({ name: 'clipboard', size: 1, type: '' }, limits, agent).ok).toBe(false);
    expect(checkUpload({ name: 'x.gif', size: 1, type: 'image/png' }, limits, agent).ok).toBe(
      false,
    );
  });

  it('refuses a file larger than the size limit with the size error', () => {
    const limits = { ...open, maxFileSize: 1000 };
    expect(checkUpload(pdf, limits, agent)).toEqual({ ok: true });
    const refusal = checkUpload({ ...pdf, size: 1001 }, limits, agent);
    expect(refusal).toEqual({
      ok: false,
      reason: 'fileSize',
      key: 'webchat.errors.FileTransferSizeError',
    });
  });

  it('refuses a file past the session file count with 201 and the most files', () => {
    const limits = { ...open, maxFiles: 3, usedFiles: 2 };
    expect(checkUpload(pdf, limits, agent)).toEqual({ ok: true });
    const refusal = checkUpload(pdf, { ...limits, usedFiles: 3 }, agent);
    expect(refusal).toEqual({
      ok: false,
      reason: 'fileCount',
      key: 'webchat.codes.201',
      values: { advice: 3 },
    });
    if (!refusal.ok) {
      expect(translate(refusal.key, refusal.values)).toBe(
        'Maximum number of attached files exceeded (3)',
      );
    }
    expect(checkUpload(pdf, { ...open, maxFiles: 0 }, agent).ok).toBe(false);
  });

  it('refuses a file past the session total size with 202 and the formatted limit', () => {
    const limits = {
      ...open,
      maxTotalSize: 5 * 1024 * 1024,
      usedTotalSize: 5 * 1024 * 1024 - 1000,
    };
    expect(checkUpload(pdf, limits, agent)).toEqual({ ok: true });
    expect(checkUpload({ ...pdf, size: 1001 }, limits, agent)).toEqual({
      ok: false,
      reason: 'totalSize',
      key: 'webchat.codes.202',
      values: { advice: '5 MB' },
    });
    expect(checkUpload({ ...pdf, size: 1001 }, { ...open, maxTotalSize: 1000 }, agent).ok).toBe(
      false,
    );
  });

  it('reports the first failed rule: agent, type, size, count, total', () => {
    const limits: FileLimits = {
      fileTypes: ['png'],
      needAgent: true,
      maxFileSize: 10,
      maxFiles: 1,
      usedFiles: 1,
      maxTotalSize: 10,
      usedTotalSize: 10,
    };
    const big = { name: 'big.exe', size: 100 };
    expect(checkUpload(big, limits, { agentConnected: false })).toMatchObject({
      reason: 'needAgent',
    });
    expect(checkUpload(big, limits, agent)).toMatchObject({ reason: 'fileType' });
    expect(checkUpload({ ...big, name: 'big.png' }, limits, agent)).toMatchObject({
      reason: 'fileSize',
    });
    expect(checkUpload({ name: 'a.png', size: 5 }, limits, agent)).toMatchObject({
      reason: 'fileCount',
    });
    expect(
      checkUpload({ name: 'a.png', size: 5 }, { ...limits, usedFiles: 0 }, agent),
    ).toMatchObject({
      reason: 'totalSize',
    });
  });
});

describe('serverFileError', () => {
  it('gives 201 with the most files and 202 with the formatted byte limit', () => {
    expect(serverFileError(201, '5')).toEqual({
      key: 'webchat.codes.201',
      values: { advice: '5' },
    });
    expect(serverFileError(202, '10485760')).toEqual({
      key: 'webchat.codes.202',
      values: { advice: '10 MB' },
    });
    expect(serverFileError(202, 'ten megabytes')).toEqual({
      key: 'webchat.codes.202',
      values: { advice: 'ten megabytes' },
    });
    const { key, values } = serverFileError(202, '2048');
    expect(translate(key, values)).toBe('Upload limit or attachment count exceeded (2 KB)');
  });

  it('falls back to texts without advice when the server sends none', () => {
    expect(serverFileError(201)).toEqual({ key: 'webchat.transport.fileCountLimit' });
    expect(serverFileError(202, ' ')).toEqual({ key: 'webchat.transport.fileSizeLimit' });
  });

  it('gives 203 and the other catalogue codes their text, and Generic for unknown codes', () => {
    expect(serverFileError(203, 'exe')).toEqual({ key: 'webchat.codes.203' });
    expect(serverFileError(240)).toEqual({ key: 'webchat.errors.ChatUnavailable' });
    expect(serverFileError(204)).toEqual({ key: 'webchat.codes.204' });
    expect(serverFileError(999)).toEqual({ key: 'webchat.errors.Generic' });
  });
});
