import { useCalendar } from '@cxkit/headless/react/calendar';
import { createAnatomy } from '@cxkit/headless/services';
import { useEffect, useId, useRef } from 'react';
import { WidgetButton } from '../../shell/widget-button';

/** The reference calendar's own parts, beside the headless calendar's. */
export const scheduleCalendarAnatomy = createAnatomy('calendar', {
  header: 'header',
  title: 'title',
  body: 'body',
  actions: 'actions',
  configError: 'config-error',
  visitorTime: 'visitor-time',
});

/** The texts the component writes itself (the calendar's own come from its provider). */
export interface ScheduleCalendarTexts {
  /** The heading. @default 'Schedule a Call' */
  title: string;
  /** The Cancel button. @default 'Cancel' */
  cancel: string;
  /** Before the visitor's own time, when the calendar's zone differs. @default 'your time' */
  visitorTime: string;
}

const defaultTexts: ScheduleCalendarTexts = {
  title: 'Schedule a Call',
  cancel: 'Cancel',
  visitorTime: 'your time',
};

/** Props of {@link ScheduleCalendar}. */
export interface ScheduleCalendarProps {
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Texts over the English ones. */
  texts?: Partial<ScheduleCalendarTexts>;
}

/**
 * The 'Schedule a Call' calendar of the enclosing `<CalendarProvider>`: day tiles (a radio group),
 * the day's time slots (a listbox by period), the loading status, the error panel with Okay.
 */
export function ScheduleCalendar({ onCancel, texts: given }: ScheduleCalendarProps) {
  const api = useCalendar();
  const texts = { ...defaultTexts, ...given };
  const titleId = useId();
  const calendarTexts = api.snapshot.context.texts;
  const okay = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLElement>(null);
  const hadError = useRef(false);
  useEffect(() => {
    // The panel is an alert dialog: focus goes to Okay, and back to the shown day once dismissed.
    if (api.hasError) okay.current?.focus();
    else if (hadError.current)
      root.current?.querySelector<HTMLElement>('[data-part="day"][aria-checked="true"]')?.focus();
    hadError.current = api.hasError;
  }, [api.hasError]);

  return (
    <section {...api.getRootProps()} ref={root} aria-labelledby={titleId}>
      <header {...scheduleCalendarAnatomy.header.attrs}>
        <h2 {...scheduleCalendarAnatomy.title.attrs} id={titleId}>
          {texts.title}
        </h2>
      </header>
      <div {...scheduleCalendarAnatomy.body.attrs}>
        {api.configError ? (
          <p {...scheduleCalendarAnatomy.configError.attrs} role="alert">
            {api.configError}
          </p>
        ) : null}
        {api.isGenerated ? (
          <div {...api.getDayListProps()}>
            {api.days.map((day) => (
              <button key={day.date} {...api.getDayProps({ date: day.date })}>
                <span {...api.getDayNameProps()}>{day.dayString}</span>
                <span {...api.getDayDateProps()}>{day.dateString}</span>
              </button>
            ))}
          </div>
        ) : null}
        <p {...api.getLoadingProps()}>{api.isLoading ? calendarTexts.loading : null}</p>
        {api.isGenerated && !api.isLoading && api.slots.length === 0 ? (
          <p {...api.getEmptyProps()}>{calendarTexts.noSlots}</p>
        ) : null}
        {api.slots.length > 0 ? (
          <div {...api.getSlotListProps()}>
            {api.periods.map((period) => (
              <div key={period.name} {...api.getPeriodProps({ name: period.name })}>
                <div {...api.getPeriodLabelProps({ name: period.name })} aria-hidden="true">
                  {period.label}
                </div>
                {period.slots.map((slot) => (
                  <div key={slot.time} {...api.getSlotProps({ time: slot.time })}>
                    {slot.timeString}
                    {slot.visitorTimeString ? (
                      <span {...scheduleCalendarAnatomy.visitorTime.attrs}>
                        {` (${texts.visitorTime} ${slot.visitorTimeString})`}
                      </span>
                    ) : null}
                  </div>
                ))}
              </div>
            ))}
          </div>
        ) : null}
        {api.hasError ? (
          <div {...api.getErrorProps()}>
            <p {...api.getErrorTextProps()}>{api.errorText}</p>
            <WidgetButton variant="primary" ref={okay} {...api.getErrorButtonProps()}>
              {calendarTexts.okay}
            </WidgetButton>
          </div>
        ) : null}
      </div>
      {onCancel ? (
        <div {...scheduleCalendarAnatomy.actions.attrs}>
          <WidgetButton onClick={onCancel}>{texts.cancel}</WidgetButton>
        </div>
      ) : null}
    </section>
  );
}
