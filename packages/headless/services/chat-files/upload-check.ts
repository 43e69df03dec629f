import type { FileLimits } from '../../transports/chat.types';
import { formatFileSize } from '../file-size/file-size';
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

function extensionOf(file: UploadCandidate): string | undefined {
  const dot = file.name.lastIndexOf('.');
  if (dot > 0 && dot < file.name.length - 1) return file.name.slice(dot + 1).toLowerCase();
  const subtype = file.type?.split('/')[1]?.split('+')[0];
  return subtype ? subtype.toLowerCase() : undefined;
}

function isAllowedType(file: UploadCandidate, fileTypes: readonly string[]): boolean {
  if (fileTypes.length === 0) return true;
  const extension = extensionOf(file);
  return (
    extension !== undefined &&
    fileTypes.some((type) => type.replace(/^\./, '').toLowerCase() === extension)
  );
}

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
  if (!isAllowedType(file, limits.fileTypes)) {
    return { ok: false, reason: 'fileType', key: 'webchat.codes.203' };
  }
  if (limits.maxFileSize !== undefined && file.size > limits.maxFileSize) {
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
      values: { advice: formatFileSize(limits.maxTotalSize) },
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
  const given = advice?.trim() ?? '';
  switch (code) {
    case 201:
      return given
        ? { key: 'webchat.codes.201', values: { advice: given } }
        : { key: 'webchat.transport.fileCountLimit' };
    case 202: {
      if (!given) return { key: 'webchat.transport.fileSizeLimit' };
      const bytes = Number(given);
      const shown = Number.isSafeInteger(bytes) && bytes >= 0 ? formatFileSize(bytes) : given;
      return { key: 'webchat.codes.202', values: { advice: shown } };
    }
    default:
      return { key: chatServerErrorKey(code) ?? 'webchat.errors.Generic' };
  }
}
