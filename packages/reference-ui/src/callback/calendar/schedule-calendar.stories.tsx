import { action, type Story, type StoryDefault } from '@ladle/react';
import { StoryCalendar } from './calendar.story-support';
import { ScheduleCalendar } from './schedule-calendar';

export default { title: 'Callback / Schedule a Call calendar' } satisfies StoryDefault;

const cancel = action('cancel');

/** Today's slots checked against the service: past ones disabled, full ones too. */
export const Ready: Story = () => (
  <StoryCalendar>
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

export const ReadyLight: Story = () => <Ready />;
ReadyLight.meta = { theme: 'light' };

/** Tomorrow shown, a slot chosen by the visitor. */
export const TomorrowChosen: Story = () => (
  <StoryCalendar date="2026-12-03" choose="09:30">
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** Disabled while the day's availability is fetched. */
export const Loading: Story = () => (
  <StoryCalendar availability="loading">
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** The service failed: the error panel with Okay. */
export const AvailabilityError: Story = () => (
  <StoryCalendar availability="error">
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** Past and full slots hidden rather than disabled. */
export const HideUnavailable: Story = () => (
  <StoryCalendar options={{ hideUnavailableTimeSlots: true }}>
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** Morning, afternoon and evening enabled, every 30 minutes, in 24-hour time. */
export const PeriodsIn24Hours: Story = () => (
  <StoryCalendar
    date="2026-12-03"
    options={{
      timeFormat: 24,
      calendarHours: {
        interval: 30,
        morning: { enable: true },
        afternoon: { enable: true },
        evening: { enable: true, closeTime: '20:00' },
      },
    }}
  >
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** The contact centre's zone differs from the visitor's: both times shown. */
export const OtherTimeZone: Story = () => (
  <StoryCalendar
    date="2026-12-03"
    availability="none"
    options={{ timeZone: 'America/New_York', calendarHours: { morning: { enable: true } } }}
  >
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** No slot left on the day. */
export const NoSlots: Story = () => (
  <StoryCalendar
    options={{ hideUnavailableTimeSlots: true, calendarHours: { allDay: { closeTime: '09:00' } } }}
  >
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** A configuration the calendar refuses, with the spec's text. */
export const InvalidConfig: Story = () => (
  <StoryCalendar options={{ calendarHours: { allDay: { openTime: '9 o’clock' } } }}>
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);

/** On a phone, portrait. */
export const Mobile: Story = () => (
  <StoryCalendar>
    <ScheduleCalendar onCancel={cancel} />
  </StoryCalendar>
);
Mobile.meta = { mobile: true, width: 'xsmall' };
