// A product team's own chat UI, built only from cxkit's public headless hooks (docs/hooks.md).
import { createGmsTransport, type ChatMessage } from '@cxkit/headless/chat';
import { CxProvider, useApp } from '@cxkit/headless/react';
import {
  ChatProvider,
  useAgentTyping,
  useChat,
  useChatComposer,
  useChatForm,
} from '@cxkit/headless/react/chat';
import { useState } from 'react';

/** The whole app: the suite's provider, then the chat on a GMS chat v2 service. */
export function CustomChatApp({ dataURL }: { dataURL: string }) {
  // Made once: ChatProvider reads its transport on mount.
  const [transport] = useState(() => createGmsTransport({ dataURL }));
  return (
    <CxProvider>
      <ChatProvider transport={transport}>
        <CustomChat />
      </ChatProvider>
    </CxProvider>
  );
}

function CustomChat() {
  const chat = useChat();
  return (
    <section className="custom-chat" aria-label="Support chat">
      <Problems />
      {chat.status === 'inactive' || chat.status === 'starting' ? <StartForm /> : <Conversation />}
    </section>
  );
}

/** The chat's errors (dismissable) and its connection line, in the app's language. */
function Problems() {
  const chat = useChat();
  const { translate } = useApp();
  const notice = chat.connectionNotice;
  return (
    <div role="status">
      {notice && <p className="notice">{translate(notice.key, notice.values)}</p>}
      {chat.errors.map((error) => (
        <p key={error.id} className="error">
          {translate(error.key, error.values)}{' '}
          <button type="button" onClick={() => chat.dismissError(error.id)}>
            Dismiss
          </button>
        </p>
      ))}
    </div>
  );
}

/** The pre-chat form: the hook gives values, server field errors and the submit. */
function StartForm() {
  const form = useChatForm({ userData: { page: 'support' } });
  const { translate } = useApp();
  const field = (name: 'firstname' | 'lastname' | 'email', label: string) => {
    const error = form.errorOf(name);
    return (
      <label>
        {label}
        <input {...form.getFieldProps(name)} />
        {error && <span className="error">{translate(error.key, error.values)}</span>}
      </label>
    );
  };
  return (
    <form {...form.getFormProps()}>
      {field('firstname', 'First name')}
      {field('lastname', 'Last name')}
      {field('email', 'Email')}
      <button type="submit" disabled={form.isSubmitting}>
        Talk to us
      </button>
    </form>
  );
}

/** What a message says, for the kinds this UI shows as text. */
function textOf(message: ChatMessage): string {
  if (message.type === 'ParticipantJoined') return `${message.from.name} joined`;
  if (message.type === 'ParticipantLeft') return `${message.from.name} left`;
  return message.text;
}

function Conversation() {
  const chat = useChat();
  const typing = useAgentTyping();
  return (
    <>
      <div {...chat.getTranscriptProps({ className: 'transcript', 'aria-label': 'Conversation' })}>
        <ol>
          {chat.messages.map((message) => (
            <li key={message.index} data-from={message.from.type}>
              {message.fileDetails ? (
                <>
                  {message.from.name} sent {message.fileDetails.fileName}{' '}
                  <button type="button" onClick={() => chat.download(message.fileDetails!.fileId)}>
                    Download
                  </button>
                </>
              ) : (
                textOf(message)
              )}
            </li>
          ))}
          {chat.pending.map((entry) => (
            <li key={entry.clientMessageId} data-from="Client" data-pending={entry.status}>
              {entry.text}
              {entry.status === 'failed' && (
                <button type="button" onClick={() => chat.retry(entry.clientMessageId)}>
                  Retry
                </button>
              )}
            </li>
          ))}
        </ol>
      </div>
      <p className="typing" aria-live="polite">
        {typing.participants.map((person) => `${person.name} is typing…`).join(' ')}
      </p>
      {chat.isActive && <Composer />}
      {chat.survey && (
        <p>
          How did we do?{' '}
          <button type="button" onClick={() => chat.acceptSurvey()}>
            Take the survey
          </button>{' '}
          <button type="button" onClick={() => chat.declineSurvey()}>
            No thanks
          </button>
        </p>
      )}
      {chat.isEnded && <p>The chat has ended.</p>}
    </>
  );
}

/** The message box (Enter sends, typing reported), a file picker and End. */
function Composer() {
  const chat = useChat();
  const composer = useChatComposer();
  const [picker, setPicker] = useState<HTMLInputElement | null>(null);
  return (
    <div className="composer">
      <textarea {...composer.getInputProps({ 'aria-label': 'Message', rows: 2 })} />
      <button {...composer.getSendButtonProps()}>Send</button>
      <input {...chat.getFileInputProps({ ref: setPicker })} />
      <button type="button" disabled={!chat.fileLimits} onClick={() => picker?.click()}>
        Attach a file
      </button>
      <button type="button" onClick={() => chat.end()}>
        End
      </button>
    </div>
  );
}
