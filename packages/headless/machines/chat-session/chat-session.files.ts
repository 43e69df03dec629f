import { checkUpload, serverFileError } from '../../services/chat-files/upload-check';
import type { FileLimits } from '../../transports/chat.types';
import { chatErrorKeys } from './chat-session.logic';
import { chatSessionSetup, outputOf, raiseError, type ChatGuardArgs } from './chat-session.setup';
import type { ChatErrorDetails, ChatSessionContext, UploadEntry } from './chat-session.types';

const noLimits: FileLimits = { fileTypes: [], needAgent: false };

/** Why this file cannot be sent now, or `undefined` when it can. */
function uploadProblem(
  context: ChatSessionContext,
  file: Blob,
  fileName: string,
): ChatErrorDetails | undefined {
  // The limits were read once; files sent since then count against them too.
  const sent = context.uploads.filter((upload) => upload.status !== 'failed');
  const limits = context.fileLimits ?? noLimits;
  const check = checkUpload(
    { name: fileName, size: file.size, type: file.type },
    {
      ...limits,
      usedFiles: (limits.usedFiles ?? 0) + sent.length,
      usedTotalSize:
        (limits.usedTotalSize ?? 0) + sent.reduce((sum, upload) => sum + upload.size, 0),
    },
    {
      agentConnected: [...context.participants.values()].some(
        (participant) => participant.connected,
      ),
    },
  );
  return check.ok ? undefined : { key: check.key, values: check.values };
}

/** Guards of the file uploads. */
export const fileGuards = {
  canUpload: ({ context, event }: ChatGuardArgs) =>
    event.type === 'file.upload' &&
    uploadProblem(context, event.file, event.fileName) === undefined,
  hasQueuedUpload: ({ context }: ChatGuardArgs) =>
    context.uploads.some((upload) => upload.status === 'queued'),
  isRetryableUpload: ({ context, event }: ChatGuardArgs) =>
    event.type === 'file.retry' &&
    context.uploads.some(
      (upload) => upload.id === event.id && upload.status === 'failed' && upload.retryable,
    ),
};

/** Actions of the file uploads: limits, a queue sent one file at a time, refusals and retries. */
export const fileActions = {
  assignFileLimits: chatSessionSetup.assign({
    fileLimits: ({ context, event }) => {
      const output = outputOf<FileLimits>(event);
      return output.ok ? output.value : context.fileLimits;
    },
  }),
  enqueueUpload: chatSessionSetup.assign({
    uploads: ({ context, event }) =>
      event.type === 'file.upload'
        ? [
            ...context.uploads,
            {
              id: context.createId(),
              fileName: event.fileName,
              size: event.file.size,
              file: event.file,
              status: 'queued' as const,
              retryable: false,
            },
          ]
        : context.uploads,
  }),
  refuseUpload: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const problem =
      event.type === 'file.upload' && uploadProblem(context, event.file, event.fileName);
    if (problem) raiseError(enqueue, context, problem, 'file');
  }),
  markUploading: chatSessionSetup.assign({
    uploads: ({ context }) => {
      const next = context.uploads.find((upload) => upload.status === 'queued');
      return context.uploads.map((upload) =>
        upload === next ? { ...upload, status: 'uploading' as const } : upload,
      );
    },
  }),
  settleUpload: chatSessionSetup.enqueueActions(({ context, event, enqueue }) => {
    const output = outputOf<{ fileId: string }>(event);
    const current = context.uploads.find((upload) => upload.status === 'uploading');
    if (!current) return;
    let settled: UploadEntry;
    // A file id the chat has already is an earlier answer again (a proxy replaying it): the file never
    // arrived, and goes again on Retry.
    const fileId = output.ok ? output.value.fileId : undefined;
    const isNew =
      !context.uploads.some((upload) => upload.fileId === fileId) &&
      !context.messages.some((message) => message.fileDetails?.fileId === fileId);
    if (output.ok && isNew) {
      settled = { ...current, status: 'done', fileId: output.value.fileId };
      enqueue.assign({
        metadata: { ...context.metadata, filesUploaded: context.metadata.filesUploaded + 1 },
      });
      enqueue.emit({ type: 'fileUploaded', upload: settled });
    } else {
      const refusal =
        !output.ok && output.error.kind === 'rejected' ? output.error.errors[0] : undefined;
      const error: ChatErrorDetails = refusal
        ? refusal.key
          ? { key: refusal.key }
          : serverFileError(refusal.code, refusal.advice)
        : { key: chatErrorKeys.fileSendFailed };
      settled = { ...current, status: 'failed', error, retryable: !refusal };
      enqueue.emit({ type: 'fileFailed', upload: settled });
      raiseError(enqueue, context, error, 'file');
    }
    enqueue.assign({
      uploads: context.uploads.map((upload) => (upload === current ? settled : upload)),
    });
  }),
  retryUpload: chatSessionSetup.assign({
    uploads: ({ context, event }) =>
      context.uploads.map((upload) =>
        event.type === 'file.retry' && upload.id === event.id
          ? { ...upload, status: 'queued' as const, error: undefined }
          : upload,
      ),
  }),
  dismissUpload: chatSessionSetup.assign({
    uploads: ({ context, event }) =>
      event.type === 'file.dismiss'
        ? context.uploads.filter((upload) => upload.id !== event.id)
        : context.uploads,
  }),
};
