import { ChatError } from './chat.errors';
import { hasConnectedAgent } from './chat-participants';
import type { Conversation, FileLimits, FileRecord } from './chat.types';

const mimeTypes: Record<string, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  png: 'image/png',
  txt: 'text/plain',
  webp: 'image/webp',
};

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** A MIME type for a file name, `application/octet-stream` when unknown. */
export function guessMimeType(name: string): string {
  return mimeTypes[extensionOf(name)] ?? 'application/octet-stream';
}

/** The files the visitor uploaded in a conversation (agent files do not count against the limits). */
export function visitorFiles(conversation: Conversation): FileRecord[] {
  return conversation.files.filter((file) => file.uploadedBy === 1);
}

/** Throws the {@link ChatError} of the first limit a visitor upload breaks (count, type, size, total). */
export function checkUpload(
  conversation: Conversation,
  limits: FileLimits,
  name: string,
  size: number,
): void {
  if (limits.needAgent && !hasConnectedAgent(conversation)) {
    throw new ChatError('agent-required', 'Files can be uploaded once an agent has joined');
  }
  const uploaded = visitorFiles(conversation);
  if (uploaded.length >= limits.maxFiles) {
    throw new ChatError('too-many-files', 'Maximum number of files exceeded', limits.maxFiles);
  }
  if (limits.fileTypes.length > 0 && !limits.fileTypes.includes(extensionOf(name))) {
    throw new ChatError(
      'file-type-not-allowed',
      'File type not allowed',
      limits.fileTypes.join(':'),
    );
  }
  if (size > limits.maxFileSize) {
    throw new ChatError('file-too-large', 'File larger than allowed', limits.maxFileSize);
  }
  const total = uploaded.reduce((sum, file) => sum + file.size, 0);
  if (total + size > limits.maxTotalSize) {
    throw new ChatError('total-size-exceeded', 'Upload limit exceeded', limits.maxTotalSize);
  }
}
