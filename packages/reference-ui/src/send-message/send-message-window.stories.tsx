import type { SendMessageResult, SendMessageSender } from '@cxkit/headless/send-message';
import { DockProvider } from '@cxkit/headless/react/dock';
import {
  SendMessageProvider,
  useSendMessage,
  type SendMessageProviderProps,
  type UseSendMessageReturn,
} from '@cxkit/headless/react/send-message';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { SendMessageButton } from './send-message-button';
import { SendMessageWindow } from './send-message-window';

export default { title: 'SendMessage / Window' } satisfies StoryDefault;

const answering =
  (result: SendMessageResult): SendMessageSender =>
  async () =>
    result;
const sent = answering({ ok: true, sent: { interactionId: 'em-1' } });
const pending: SendMessageSender = () => new Promise<never>(() => undefined);
const refused = (errors: unknown[]): SendMessageSender =>
  answering({
    ok: false,
    failure: { result: { errors }, textStatus: 'error', statusCode: 400 },
  });

type Open = NonNullable<Parameters<UseSendMessageReturn['open']>[0]>['prefill'];

const filled = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  subject: 'My order',
  messagebody: 'Where is my parcel?',
};
const files = [
  new File(['x'.repeat(2048)], 'receipt.pdf', { type: 'application/pdf' }),
  new File(['x'.repeat(120)], 'note.txt', { type: 'text/plain' }),
];

/** Opens it on mount (with the prefill, if any), minimized on request, then puts it in the story's state. */
function Arrange({
  prefill,
  minimized,
  run,
}: {
  prefill?: Open;
  minimized?: boolean;
  run?: (api: UseSendMessageReturn) => void;
}) {
  const api = useSendMessage();
  const opened = useRef(false);
  const ran = useRef(false);
  useEffect(() => {
    if (!opened.current) {
      opened.current = true;
      api.open({ minimized, prefill });
      return;
    }
    if (ran.current || !api.form || !run) return;
    ran.current = true;
    run(api);
  });
  return null;
}

interface FrameProps extends Omit<SendMessageProviderProps, 'children'> {
  /** What `SendMessage.open` brings. */
  prefill?: Open;
  /** Open minimized. */
  minimized?: boolean;
  /** The story's state, once the form exists. */
  run?: (api: UseSendMessageReturn) => void;
  /** Full screen. */
  mobile?: boolean;
}

/** The window on a fake service. */
function Frame({ prefill, minimized, run, mobile, sendMessage, ...props }: FrameProps) {
  return (
    <SendMessageProvider sendMessage={sendMessage ?? sent} {...props}>
      <Arrange prefill={prefill} minimized={minimized} run={run} />
      <SendMessageWindow mobile={mobile} />
    </SendMessageProvider>
  );
}

const sendFilled = (api: UseSendMessageReturn) => {
  api.attach(files);
  api.submit();
};
const typed = { form: filled };

export const Form: Story = () => <Frame />;

export const InvalidForm: Story = () => <Frame run={(api) => api.submit()} />;

export const Attachments: Story = () => <Frame prefill={typed} run={(api) => api.attach(files)} />;

export const NoUploads: Story = () => <Frame options={{ uploadsEnabled: false }} prefill={typed} />;

export const Sending: Story = () => (
  <Frame sendMessage={pending} prefill={typed} run={sendFilled} />
);

export const Sent: Story = () => <Frame prefill={typed} run={sendFilled} />;

export const TooManyFiles: Story = () => (
  <Frame sendMessage={refused([{ code: 201, advice: 10 }])} prefill={typed} run={sendFilled} />
);

export const FilesTooLarge: Story = () => (
  <Frame
    sendMessage={refused([{ code: 202, advice: 10485760 }])}
    prefill={typed}
    run={sendFilled}
  />
);

export const UnsupportedFileType: Story = () => (
  <Frame sendMessage={refused([{ code: 203 }])} prefill={typed} run={sendFilled} />
);

export const InvalidFromAddress: Story = () => (
  <Frame sendMessage={refused([{ code: 381 }])} prefill={typed} run={sendFilled} />
);

export const FieldsRequiredByServer: Story = () => (
  <Frame
    options={{ formValidation: false }}
    sendMessage={refused([{ code: 102 }, { code: 182 }])}
    run={(api) => api.submit()}
  />
);

export const SomethingWentWrong: Story = () => (
  <Frame
    sendMessage={answering({ ok: false, failure: { textStatus: 'error', statusCode: 500 } })}
    prefill={typed}
    run={sendFilled}
  />
);

export const Timeout: Story = () => (
  <Frame
    sendMessage={answering({ ok: false, failure: { textStatus: 'timeout', statusCode: 0 } })}
    prefill={typed}
    run={sendFilled}
  />
);

export const CloseConfirm: Story = () => (
  <Frame
    run={(api) => {
      api.getInputProps('subject').onChange({ target: { value: 'Hi' } });
      api.close();
    }}
  />
);

export const Minimized: Story = () => <Frame minimized />;

export const Mobile: Story = () => <Frame mobile />;

export const SideButton: Story = () => (
  <DockProvider sideButtonDelay={0}>
    <SendMessageProvider
      sendMessage={sent}
      options={{ SendMessageButton: { enabled: true, openDelay: 0 } }}
    >
      <SendMessageButton />
      <SendMessageWindow />
    </SendMessageProvider>
  </DockProvider>
);
