import type { CalendarAvailabilityService } from '@cxkit/headless/calendar';
import type { CallbackScheduler } from '@cxkit/headless/callback';
import {
  CallbackProvider,
  useCallbackWidget,
  type CallbackProviderProps,
  type UseCallbackWidgetReturn,
} from '@cxkit/headless/react/callback';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef } from 'react';
import { storyNow } from '../calendar/calendar.story-support';
import { CallbackWindow } from './callback-window';

export default { title: 'Callback / Window' } satisfies StoryDefault;

/** A day of quarter-hour slots from the asked midnight, every third one full. */
const availability: CalendarAvailabilityService = async ({ start }) => ({
  slots: Array.from({ length: 96 }, (_, index) => ({
    time: new Date(Date.parse(start) + index * 15 * 60_000).toISOString(),
    capacity: index % 3 === 2 ? 0 : 2,
  })),
});

/** A failed schedule as the callback service reports it. */
function failure(status: number, code?: number, message = 'Refused') {
  return {
    kind: 'status',
    status,
    code,
    message,
    specific: status === 400 || status === 429,
    missingCustomerNumber: false,
    messageTimes: [],
    proposedTimes: [],
  };
}

const booked: CallbackScheduler = async () => ({ response: {} });
const pending: CallbackScheduler = () => new Promise<never>(() => undefined);
const rejecting =
  (error: ReturnType<typeof failure>): CallbackScheduler =>
  () =>
    Promise.reject(error);

const prefilled = { form: { firstname: 'Ada', phonenumber: '+12015550123' } };
const submitted = { ...prefilled, autoSubmit: true };

/** Puts the window in the story's state once its form exists. */
function Arrange({ run }: { run: (api: UseCallbackWidgetReturn) => void }) {
  const api = useCallbackWidget();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !api.form) return;
    done.current = true;
    run(api);
  });
  return null;
}

/** Opens it on mount (with the prefill, if any). */
function Open({ prefill }: { prefill?: Parameters<UseCallbackWidgetReturn['open']>[0] }) {
  const api = useCallbackWidget();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    api.open(prefill);
  });
  return null;
}

interface FrameProps extends Omit<CallbackProviderProps, 'children'> {
  /** What `Callback.open` brings. */
  prefill?: Parameters<UseCallbackWidgetReturn['open']>[0];
  /** The story's state, once the form exists. */
  arrange?: (api: UseCallbackWidgetReturn) => void;
  /** Shows the calendar at once for 'Pick date & time'. */
  calendarShown?: boolean;
}

/**
 * The window on fake scheduling and wait time, at the calendar stories' fixed now. The country list
 * (some 240 options) shows in `Form` and `Mobile`; the other states leave it out (`countryCodes: false`).
 */
function Frame({
  prefill,
  arrange,
  calendarShown,
  schedule = booked,
  options,
  ...props
}: FrameProps) {
  return (
    <CallbackProvider schedule={schedule} options={{ countryCodes: false, ...options }} {...props}>
      <Open prefill={prefill} />
      {arrange && <Arrange run={arrange} />}
      <CallbackWindow
        availability={availability}
        calendar={{ clock: { now: () => storyNow }, visitorTimeZone: 'UTC' }}
        defaultCalendarShown={calendarShown}
      />
    </CallbackProvider>
  );
}

export const Form: Story = () => <Frame options={{ countryCodes: true }} />;

export const FormWithWaitTime: Story = () => (
  <Frame fetchWaitTime={async () => 125} options={{ ewt: { queue: 'VQ_Callback' } }} />
);

export const PickDateAndTime: Story = () => (
  <Frame calendarShown arrange={(api) => api.chooseTiming('scheduled')} />
);

export const PickedDateAndTime: Story = () => (
  <Frame
    prefill={prefilled}
    arrange={(api) => {
      api.chooseTiming('scheduled');
      api.pickSchedule('2026-12-03T09:30:00.000Z');
    }}
  />
);

export const Submitting: Story = () => <Frame schedule={pending} prefill={submitted} />;

export const InvalidPhoneError: Story = () => (
  <Frame schedule={rejecting(failure(400, 7030))} prefill={submitted} />
);

export const TooManyRequestsError: Story = () => (
  <Frame
    schedule={rejecting(
      failure(
        429,
        undefined,
        'Too many requests at 2026-12-03T10:00:00.000Z. Proposing time slots.',
      ),
    )}
    prefill={submitted}
  />
);

export const UnknownError: Story = () => (
  <Frame schedule={rejecting(failure(500))} prefill={submitted} />
);

export const Confirmation: Story = () => <Frame prefill={submitted} />;

export const CloseConfirm: Story = () => (
  <Frame
    arrange={(api) => {
      api.getInputProps('subject').onChange({ target: { value: 'About my bill' } });
      api.close();
    }}
  />
);

export const SiteOverlay: Story = () => (
  <Frame
    arrange={(api) =>
      api.send({
        type: 'overlay.show',
        overlay: {
          html: '<p><strong>Our lines are busy.</strong> Book a call and we will ring you back.</p>',
          hideFooter: false,
        },
      })
    }
  />
);

export const Mobile: Story = () => <Frame prefill={prefilled} options={{ countryCodes: true }} />;
Mobile.meta = { mobile: true };
