import type { ClickToCallRequester } from '@cxkit/headless/click-to-call';
import {
  ClickToCallProvider,
  useClickToCall,
  type ClickToCallProviderProps,
  type UseClickToCallReturn,
} from '@cxkit/headless/react/click-to-call';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { ClickToCallWindow } from './click-to-call-window';

export default { title: 'ClickToCall / Window' } satisfies StoryDefault;

/** A number answered at once, expiring in `seconds`. */
const answering =
  (seconds: number): ClickToCallRequester =>
  async () => ({
    error: false,
    netfail: false,
    sPhoneNumber: '+1 800 555 0100',
    sAccessCode: '4321',
    sPhoneTelHref: 'tel:+18005550100,,4321#',
    iExpireTime: seconds,
  });
const pending: ClickToCallRequester = () => new Promise<never>(() => undefined);
const networkFailure: ClickToCallRequester = async () => ({ error: true, netfail: true });
const serverException: ClickToCallRequester = async () => ({
  error: true,
  netfail: false,
  errormsg: 'Invalid customer number',
});

type Open = NonNullable<Parameters<UseClickToCallReturn['open']>[0]>['prefill'];

/** Opens it on mount (with the prefill, if any), minimized on request, then puts it in the story's state. */
function Arrange({
  prefill,
  minimized,
  run,
}: {
  prefill?: Open;
  minimized?: boolean;
  run?: (api: UseClickToCallReturn) => void;
}) {
  const api = useClickToCall();
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

interface FrameProps extends Omit<ClickToCallProviderProps, 'children'> {
  /** What `ClickToCall.open` brings. */
  prefill?: Open;
  /** Open minimized. */
  minimized?: boolean;
  /** The story's state, once the form exists. */
  run?: (api: UseClickToCallReturn) => void;
  /** Full screen. */
  mobile?: boolean;
}

/** The window on a fake service (no open flag kept, so a story never restores another's number). */
function Frame({ prefill, minimized, run, mobile, requestNumber, ...props }: FrameProps) {
  return (
    <ClickToCallProvider
      requestNumber={requestNumber ?? answering(300)}
      openFlag={{ load: () => undefined, save: () => undefined, clear: () => undefined }}
      {...props}
    >
      <Arrange prefill={prefill} minimized={minimized} run={run} />
      <ClickToCallWindow mobile={mobile} />
    </ClickToCallProvider>
  );
}

const submitted = { form: { firstname: 'Ada', phonenumber: '+15550002222' }, autoSubmit: true };

export const Registration: Story = () => <Frame />;

export const WaitTime: Story = () => (
  <Frame fetchWaitTime={async () => 125} options={{ ewt: { queue: 'VQ_ClickToCall' } }} />
);

export const InvalidPhoneDialog: Story = () => <Frame run={(api) => api.submit()} />;

export const Requesting: Story = () => <Frame requestNumber={pending} prefill={submitted} />;

export const Display: Story = () => <Frame prefill={submitted} />;

export const Warning: Story = () => <Frame requestNumber={answering(9)} prefill={submitted} />;

export const Expired: Story = () => <Frame requestNumber={answering(0)} prefill={submitted} />;

export const NetworkFailure: Story = () => (
  <Frame requestNumber={networkFailure} prefill={submitted} />
);

export const ServerException: Story = () => (
  <Frame requestNumber={serverException} prefill={submitted} />
);

export const CloseConfirm: Story = () => (
  <Frame
    run={(api) => {
      api.getInputProps('firstname').onChange({ target: { value: 'Ada' } });
      api.close();
    }}
  />
);

export const Minimized: Story = () => <Frame minimized />;

export const Mobile: Story = () => <Frame mobile />;
