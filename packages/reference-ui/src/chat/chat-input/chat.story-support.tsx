import {
  createCookieSessionStore,
  type ChatBatch,
  type ChatMessage,
  type ChatTransport,
  type FileLimits,
  type MessageSender,
  type MessageType,
  type ServerErrorItem,
  type TransportResult,
} from '@cxkit/headless/chat';
import { ChatProvider, useChat } from '@cxkit/headless/react/chat';
import { createCookieStore, createStaticVisibilitySignal } from '@cxkit/headless/services';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What the in-story back end does. */
export interface StoryScenario {
  /** An agent joins and greets the visitor when the chat starts. @default false */
  agent?: boolean;
  /** The start is refused with these server errors (e.g. `[{ code: 364 }]`). */
  startErrors?: ServerErrorItem[];
  /** The start never answers (the form stays busy). @default false */
  startPending?: boolean;
  /** Uploads need a connected agent. @default false */
  needAgent?: boolean;
}

const visitor: MessageSender = { id: '1', type: 'Client', name: 'Ada' };
const agent: MessageSender = { id: '2', type: 'Agent', name: 'Anna' };
const session = { chatId: 'story-chat', secureKey: 'story-key', alias: '1', userId: 'story' };

/**
 * An in-memory chat back end for stories: no network; it keeps a transcript, echoes the visitor's
 * messages and files, and follows the scenario for the start.
 */
export function createStoryTransport(scenario: StoryScenario = {}): ChatTransport {
  const transcript: ChatMessage[] = [];
  let ended = false;
  const limits: FileLimits = {
    fileTypes: ['png', 'jpg', 'pdf', 'txt'],
    needAgent: scenario.needAgent ?? false,
    maxFileSize: 5_000_000,
  };

  const add = (type: MessageType, from: MessageSender, text = '', extra = {}) => {
    transcript.push({
      index: transcript.length + 1,
      type,
      text,
      timestamp: Date.now(),
      html: false,
      userData: {},
      from,
      isTyping: false,
      restoring: false,
      eventAttributes: {},
      ...extra,
    });
  };
  const batch = (position: number): ChatBatch => ({
    messages: transcript.filter((message) => message.index >= position),
    ended,
    nextPosition: transcript.length + 1,
  });
  const ok = <T,>(value: T): Promise<TransportResult<T>> => Promise.resolve({ ok: true, value });

  return {
    name: 'story',
    capabilities: { async: false, asyncClose: 'endChat', pagination: false, fileUpload: true },
    pollPolicy: {
      tick: 250,
      minInterval: 500,
      maxInterval: 3000,
      multiplier: 1.2,
      exceptionLimit: 5,
    },
    start(request) {
      if (scenario.startPending) return new Promise(() => undefined);
      if (scenario.startErrors) {
        return Promise.resolve({
          ok: false,
          error: { kind: 'rejected', status: 400, errors: scenario.startErrors },
        });
      }
      add('ParticipantJoined', { ...visitor, name: request.firstName ?? visitor.name });
      if (scenario.agent) {
        add('ParticipantJoined', agent);
        add('Message', agent, 'Hello, how can I help you today?');
      }
      return ok({ session, batch: batch(1) });
    },
    poll: (_session, position) => ok(batch(position)),
    send(_session, message, position) {
      add('Message', visitor, message.text, { clientMessageId: message.clientMessageId });
      return ok(batch(position));
    },
    typing: (_session, _typing, _preview, position) => ok(batch(position)),
    disconnect() {
      add('ParticipantLeft', visitor);
      ended = true;
      return ok(batch(transcript.length));
    },
    customNotice: () => ok(batch(transcript.length + 1)),
    updateData: () => ok(batch(transcript.length + 1)),
    fileLimits: () => ok(limits),
    upload(_session, file, fileName) {
      const fileId = `story-file-${transcript.length + 1}`;
      add('FileUploaded', visitor, '', {
        fileDetails: { fileName, fileSize: file.size, fileId },
      });
      return ok({ fileId });
    },
    downloadRequest: (_session, fileId) => ({
      url: `/story/${session.chatId}/file/${fileId}/download`,
      fields: {},
    }),
  };
}

/** Starts the chat once on mount, as a visitor named Ada would. */
function StartOnMount() {
  const { start } = useChat();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start({ firstName: 'Ada' });
  }, [start]);
  return null;
}

/** Props of {@link StoryChat}. */
export interface StoryChatProps extends StoryScenario {
  /** Starts the chat on mount. @default false */
  started?: boolean;
  /** The chat UI. */
  children?: ReactNode;
}

/** A `ChatProvider` on the in-story back end, with an in-memory session store and no restore. */
export function StoryChat({ started = false, children, ...scenario }: StoryChatProps) {
  const [setup] = useState(() => ({
    transport: createStoryTransport(scenario),
    store: createCookieSessionStore(createCookieStore()),
    visibility: createStaticVisibilitySignal(true),
  }));
  return (
    <ChatProvider {...setup} restoreOnMount={false}>
      {started && <StartOnMount />}
      {children}
    </ChatProvider>
  );
}
