import type { FileLimits } from '../../transports/chat.types';
import { formatSpecFileSize } from '../file-size/file-size';
import { chatServerErrorKey } from '../i18n/webchat.keys';
import type { ChatText } from './chat-text';

/** A file the visitor picked, as the upload check reads it; a browser `File` fits. */
export interface UploadCandidate {
  /** File name, whose extension decides the type. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** MIME type; its subtype stands in for the extension when the name has none. */
  type?: string;
}

/** What the upload check needs to know of the chat. */
export interface UploadCheckOptions {
  /** Whether an agent has connected (uploads may need one). */
  agentConnected: boolean;
}

/** Why an upload is refused before it is sent. */
export type UploadRefusalReason = 'needAgent' | 'fileType' | 'fileSize' | 'fileCount' | 'totalSize';

/** The outcome of `checkUpload`: allowed, or refused with the reason and the text to show. */
export type UploadCheck = { ok: true } | ({ ok: false; reason: UploadRefusalReason } & ChatText);

/**
 * Checks a file against the session's upload limits before sending it, in this order: a needed
 * agent, the type (the name's extension against `fileTypes`, case-insensitive; any type when the
 * list is empty), the size, the session's file count (201) and the session's total size (202).
 */
export function checkUpload(
  file: UploadCandidate,
  limits: FileLimits,
  options: UploadCheckOptions,
): UploadCheck {
  if (limits.needAgent && !options.agentConnected) {
    return { ok: false, reason: 'needAgent', key: 'webchat.files.needAgent' };
  }
  if (limits.fileTypes.length > 0) {
    const dot = file.name.lastIndexOf('.');
    // The MIME subtype stands in when the name has no extension.
    const extension = (
      (dot > 0 && file.name.slice(dot + 1)) ||
      file.type?.split('/')[1]?.split('+')[0]
    )?.toLowerCase();
    if (
      !extension ||
      !limits.fileTypes.some((type) => type.replace(/^\./, '').toLowerCase() === extension)
    ) {
      return { ok: false, reason: 'fileType', key: 'webchat.codes.203' };
    }
  }
  if (file.size > (limits.maxFileSize ?? Infinity)) {
    return { ok: false, reason: 'fileSize', key: 'webchat.errors.FileTransferSizeError' };
  }
  if (limits.maxFiles !== undefined && (limits.usedFiles ?? 0) + 1 > limits.maxFiles) {
    return {
      ok: false,
      reason: 'fileCount',
      key: 'webchat.codes.201',
      values: { advice: limits.maxFiles },
    };
  }
  if (
    limits.maxTotalSize !== undefined &&
    (limits.usedTotalSize ?? 0) + file.size > limits.maxTotalSize
  ) {
    return {
      ok: false,
      reason: 'totalSize',
      key: 'webchat.codes.202',
      values: { advice: formatSpecFileSize(limits.maxTotalSize) },
    };
  }
  return { ok: true };
}

/**
 * The text of an upload error the server returned (`errors[]` of protocols 1.4): 201 with the most
 * files allowed, 202 with the byte limit formatted (`5 MB`), 203; 201 and 202 without advice fall
 * back to texts without it. Other codes get their catalogue text, or `Generic`.
 */
export function serverFileError(code: number, advice?: string): ChatText {
  const given = advice?.trim();
  if (code !== 201 && code !== 202) {
    return { key: chatServerErrorKey(code) ?? 'webchat.errors.Generic' };
  }
  const count = code === 201;
  if (!given) {
    return { key: count ? 'webchat.transport.fileCountLimit' : 'webchat.transport.fileSizeLimit' };
  }
  const bytes = Number(given);
  return {
    key: count ? 'webchat.codes.201' : 'webchat.codes.202',
    values: {
      advice:
        count || !Number.isSafeInteger(bytes) || bytes < 0 ? given : formatSpecFileSize(bytes),
    },
  };
}
