import type { SnapshotFrom } from 'xstate';
import { calendarAnatomy } from './calendar.anatomy';
import type { CalendarMachine } from './calendar.machine';
import { configErrorText } from './calendar.machine';
import type { CalendarOptionsInput } from './calendar.options';
import {
  calendarZoneOf,
  dateStringOf,
  dayLabelOf,
  dayStringOf,
  isoInstant,
  shownSlotsOf,
  timeStringOf,
  type CalendarSlotStatus,
} from './calendar.time';
import type {
  CalendarContext,
  CalendarEvent,
  CalendarPeriodName,
  CalendarSelection,
} from './calendar.types';

/** Where the calendar stands: refused config, not generated, fetching, shown, or showing the error. */
export type CalendarStatus = 'invalid' | 'idle' | 'loading' | 'ready' | 'failed';

/** What the calendar's views are built from. */
export interface CalendarView {
  /** Where it stands. */
  status: CalendarStatus;
  /** The machine's context. */
  context: CalendarContext;
}

/** The view of a calendar snapshot. */
export function selectCalendarView(snapshot: SnapshotFrom<CalendarMachine>): CalendarView {
  const status: CalendarStatus = snapshot.matches('invalid')
    ? 'invalid'
    : snapshot.matches({ active: 'loading' })
      ? 'loading'
      : snapshot.matches({ active: 'ready' })
        ? 'ready'
        : snapshot.matches({ active: 'failed' })
          ? 'failed'
          : 'idle';
  return { status, context: snapshot.context };
}

/** One day tile as shown. */
export interface CalendarDayView {
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** Days from today. */
  offset: number;
  /** 'Today', 'Tomorrow' or the short weekday. */
  dayString: string;
  /** Day and short month, e.g. '3 Dec'. */
  dateString: string;
  /** The whole day in words. */
  label: string;
  /** Whether it is the shown day. */
  isSelected: boolean;
}

/** One time slot as shown. */
export interface CalendarSlotView {
  /** `HH:MM` in the calendar's zone. */
  time: string;
  /** The instant, ISO UTC with ms. */
  date: string;
  /** The time per `timeFormat` in the calendar's zone. */
  timeString: string;
  /** The time in the visitor's zone, when it differs from the calendar's. */
  visitorTimeString: string | undefined;
  /** Whether it can be chosen, or why not. */
  status: CalendarSlotStatus;
  /** Whether it can be chosen now (available, and the calendar not disabled). */
  isAvailable: boolean;
  /** Whether it is the chosen date and time. */
  isSelected: boolean;
  /** The period it belongs to. */
  period: CalendarPeriodName;
}

/** A period with its shown slots. */
export interface CalendarPeriodView {
  /** Its name. */
  name: CalendarPeriodName;
  /** Its label. */
  label: string;
  /** Its slots, the hidden ones left out. */
  slots: CalendarSlotView[];
}

/** The keyboard event the prop getters read (a React or DOM one). */
export interface CalendarKeyEvent {
  /** The key pressed. */
  key: string;
  /** Stops the browser's own handling. */
  preventDefault(): void;
  /** The element the handler is on. */
  currentTarget: { ownerDocument: Document | null };
}

/** Props shared by every part. */
interface PartProps<Part extends string> {
  /** Component the part belongs to. */
  'data-scope': 'calendar';
  /** Part name. */
  'data-part': Part;
}

/** What views use of the calendar: its state, days, slots, commands and prop getters. */
export interface CalendarApi {
  /** Where it stands. */
  status: CalendarStatus;
  /** Whether a day's availability is being fetched. */
  isLoading: boolean;
  /** Whether the days and slots refuse input (fetching, or the error shows). */
  isDisabled: boolean;
  /** Whether the error panel shows. */
  hasError: boolean;
  /** Whether the day tiles exist. */
  isGenerated: boolean;
  /** The spec's text of the configuration error, while `invalid`. */
  configError: string | undefined;
  /** The error panel's text, while it shows. */
  errorText: string | undefined;
  /** The zone the days and hours are in. */
  timeZone: string;
  /** The day tiles. */
  days: CalendarDayView[];
  /** The shown day. */
  selectedDay: string | undefined;
  /** The shown day's periods and their slots. */
  periods: CalendarPeriodView[];
  /** The shown day's slots, hidden ones left out. */
  slots: CalendarSlotView[];
  /** The chosen date and time. */
  selection: CalendarSelection | undefined;
  /** Builds the day tiles from `date` (`YYYY-MM-DD`) or today, and fetches the first day. */
  generate(date?: string): void;
  /** Shows `date` (`YYYY-MM-DD`) and fetches its availability. */
  showAvailability(date: string): void;
  /** Clears the tiles and the chosen time. */
  reset(): void;
  /** Changes settings. */
  configure(options: CalendarOptionsInput): void;
  /** Shows a day. */
  selectDay(date: string): void;
  /** Chooses a slot of the shown day. */
  selectSlot(time: string): void;
  /** Closes the error panel (Okay), re-enabling the calendar. */
  dismissError(): void;
  /** Props of the root. */
  getRootProps(): PartProps<'root'> & {
    id: string;
    'data-state': CalendarStatus;
    'aria-busy': boolean;
  };
  /** Props of the day tiles' radio group. */
  getDayListProps(): PartProps<'day-list'> & {
    role: 'radiogroup';
    'aria-label': string;
    'aria-disabled': boolean | undefined;
  };
  /** Props of a day tile (a radio; arrows move and show, Home and End jump). */
  getDayProps(props: { date: string }): PartProps<'day'> & {
    id: string;
    type: 'button';
    role: 'radio';
    'aria-checked': boolean;
    'aria-label': string;
    'aria-disabled': boolean | undefined;
    tabIndex: number;
    'data-state': 'checked' | 'unchecked';
    'data-date': string;
    onClick(): void;
    onKeyDown(event: CalendarKeyEvent): void;
  };
  /** Props of a tile's day name. */
  getDayNameProps(): PartProps<'day-name'>;
  /** Props of a tile's date. */
  getDayDateProps(): PartProps<'day-date'>;
  /** Props of the slots' listbox. */
  getSlotListProps(): PartProps<'slot-list'> & {
    id: string;
    role: 'listbox';
    'aria-label': string;
    'aria-disabled': boolean | undefined;
    tabIndex: number | undefined;
  };
  /** Props of a period's group of slots. */
  getPeriodProps(props: { name: CalendarPeriodName }): PartProps<'period'> & {
    role: 'group';
    'aria-labelledby': string;
    'data-period': CalendarPeriodName;
  };
  /** Props of a period's label. */
  getPeriodLabelProps(props: { name: CalendarPeriodName }): PartProps<'period-label'> & {
    id: string;
  };
  /** Props of a slot (an option; arrows move, Enter or Space chooses). */
  getSlotProps(props: { time: string }): PartProps<'slot'> & {
    id: string;
    role: 'option';
    'aria-selected': boolean;
    'aria-disabled': boolean | undefined;
    tabIndex: number;
    'data-state': CalendarSlotStatus;
    'data-selected': '' | undefined;
    'data-time': string;
    onClick(): void;
    onFocus(): void;
    onKeyDown(event: CalendarKeyEvent): void;
  };
  /** Props of the text shown when the day has no slot to offer. */
  getEmptyProps(): PartProps<'empty'>;
  /** Props of the loading indicator (a polite status). */
  getLoadingProps(): PartProps<'loading'> & {
    role: 'status';
    'aria-live': 'polite';
    'data-state': 'loading' | 'idle';
  };
  /** Props of the error panel (an alert dialog over the calendar). */
  getErrorProps(): PartProps<'error'> & {
    role: 'alertdialog';
    'aria-modal': false;
    'aria-labelledby': string;
    hidden: boolean;
  };
  /** Props of the error panel's text. */
  getErrorTextProps(): PartProps<'error-text'> & { id: string };
  /** Props of the error panel's Okay button. */
  getErrorButtonProps(): PartProps<'error-button'> & { type: 'button'; onClick(): void };
}

const slotId = (prefix: string, time: string) => `${prefix}-slot-${time.replace(':', '')}`;

/** Focuses the element `id` in the document of the event's element. */
function focus(event: CalendarKeyEvent, id: string) {
  event.currentTarget.ownerDocument?.getElementById(id)?.focus();
}

/** The index `key` moves to from `index` among `count` items (wrapping), or `undefined` for another key. */
function moved(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** Turns a calendar view and the actor's `send` into the {@link CalendarApi}. */
export function connect(view: CalendarView, send: (event: CalendarEvent) => void): CalendarApi {
  const { status, context } = view;
  const { texts, locale, id } = context;
  const isDisabled = status === 'loading' || status === 'failed';
  const timeZone = calendarZoneOf(context);
  const { timeFormat } = context.settings;
  const days: CalendarDayView[] = context.days.map((day) => ({
    date: day.date,
    offset: day.offset,
    dayString: dayStringOf(day, texts, locale),
    dateString: dateStringOf(day.date, locale),
    label: `${dayStringOf(day, texts, locale)}, ${dayLabelOf(day.date, locale)}`,
    isSelected: day.date === context.selectedDay,
  }));
  const selection = context.selection;
  const slots: CalendarSlotView[] = shownSlotsOf(context)
    .filter((slot) => !slot.hidden)
    .map((slot) => ({
      time: slot.time,
      date: isoInstant(slot.epochMs),
      timeString: timeStringOf(slot.epochMs, timeZone, timeFormat, locale),
      visitorTimeString:
        context.visitorTimeZone === timeZone
          ? undefined
          : timeStringOf(slot.epochMs, context.visitorTimeZone, timeFormat, locale),
      status: slot.status,
      isAvailable: slot.status === 'available' && !isDisabled,
      isSelected: selection?.day === context.selectedDay && selection?.time === slot.time,
      period: slot.period,
    }));
  const periodNames = [...new Set(slots.map((slot) => slot.period))];
  const periods = periodNames.map((name) => ({
    name,
    label: texts[name],
    slots: slots.filter((slot) => slot.period === name),
  }));
  const choosable = slots.filter((slot) => slot.status === 'available');
  const tabStop =
    choosable.find((slot) => slot.time === context.focusedTime) ??
    choosable.find((slot) => slot.isSelected) ??
    choosable[0];
  const disabledAttr = isDisabled ? true : undefined;
  const selectDay = (date: string) => send({ type: 'day.select', date });
  const selectSlot = (time: string) => send({ type: 'slot.select', time });
  const errorTextId = `${id}-error-text`;

  return {
    status,
    isLoading: status === 'loading',
    isDisabled,
    hasError: status === 'failed',
    isGenerated: context.days.length > 0,
    configError: context.configError ? configErrorText(context.configError) : undefined,
    errorText: status === 'failed' ? texts.availabilityError : undefined,
    timeZone,
    days,
    selectedDay: context.selectedDay,
    periods,
    slots,
    selection,
    generate: (date) => send({ type: 'calendar.generate', date }),
    showAvailability: (date) => send({ type: 'calendar.showAvailability', date }),
    reset: () => send({ type: 'calendar.reset' }),
    configure: (options) => send({ type: 'calendar.configure', options }),
    selectDay,
    selectSlot,
    dismissError: () => send({ type: 'error.dismiss' }),
    getRootProps: () => ({
      ...calendarAnatomy.root.attrs,
      id,
      'data-state': status,
      'aria-busy': status === 'loading',
    }),
    getDayListProps: () => ({
      ...calendarAnatomy.dayList.attrs,
      role: 'radiogroup',
      'aria-label': texts.days,
      'aria-disabled': disabledAttr,
    }),
    getDayProps: ({ date }) => {
      const index = days.findIndex((day) => day.date === date);
      const day = days[index];
      return {
        ...calendarAnatomy.day.attrs,
        id: `${id}-day-${date}`,
        type: 'button',
        role: 'radio',
        'aria-checked': day?.isSelected ?? false,
        'aria-label': day?.label ?? date,
        'aria-disabled': disabledAttr,
        tabIndex: day?.isSelected ? 0 : -1,
        'data-state': day?.isSelected ? 'checked' : 'unchecked',
        'data-date': date,
        onClick: () => {
          if (!isDisabled && !day?.isSelected) selectDay(date);
        },
        onKeyDown: (event) => {
          const next = moved(event.key, index, days.length);
          if (next === undefined || index < 0) return;
          event.preventDefault();
          if (isDisabled) return;
          const target = days[next]!.date;
          selectDay(target);
          focus(event, `${id}-day-${target}`);
        },
      };
    },
    getDayNameProps: () => ({ ...calendarAnatomy.dayName.attrs }),
    getDayDateProps: () => ({ ...calendarAnatomy.dayDate.attrs }),
    getSlotListProps: () => ({
      ...calendarAnatomy.slotList.attrs,
      id: `${id}-slots`,
      role: 'listbox',
      'aria-label': texts.times,
      'aria-disabled': disabledAttr,
      // With no option to focus, the listbox itself keeps a tab stop.
      tabIndex: tabStop ? undefined : 0,
    }),
    getPeriodProps: ({ name }) => ({
      ...calendarAnatomy.period.attrs,
      role: 'group',
      'aria-labelledby': `${id}-period-${name}`,
      'data-period': name,
    }),
    getPeriodLabelProps: ({ name }) => ({
      ...calendarAnatomy.periodLabel.attrs,
      id: `${id}-period-${name}`,
    }),
    getSlotProps: ({ time }) => {
      const slot = slots.find((item) => item.time === time);
      const index = choosable.findIndex((item) => item.time === time);
      return {
        ...calendarAnatomy.slot.attrs,
        id: slotId(id, time),
        role: 'option',
        'aria-selected': slot?.isSelected ?? false,
        'aria-disabled': slot?.isAvailable ? undefined : true,
        tabIndex: tabStop?.time === time ? 0 : -1,
        'data-state': slot?.status ?? 'unavailable',
        'data-selected': slot?.isSelected ? '' : undefined,
        'data-time': time,
        onClick: () => {
          if (slot?.isAvailable) selectSlot(time);
        },
        onFocus: () => {
          if (index >= 0 && context.focusedTime !== time) send({ type: 'slot.focus', time });
        },
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            if (slot?.isAvailable) selectSlot(time);
            return;
          }
          const next = index < 0 ? undefined : moved(event.key, index, choosable.length);
          if (next === undefined) return;
          event.preventDefault();
          focus(event, slotId(id, choosable[next]!.time));
        },
      };
    },
    getEmptyProps: () => ({ ...calendarAnatomy.empty.attrs }),
    getLoadingProps: () => ({
      ...calendarAnatomy.loading.attrs,
      role: 'status',
      'aria-live': 'polite',
      'data-state': status === 'loading' ? 'loading' : 'idle',
    }),
    getErrorProps: () => ({
      ...calendarAnatomy.error.attrs,
      role: 'alertdialog',
      'aria-modal': false,
      'aria-labelledby': errorTextId,
      hidden: status !== 'failed',
    }),
    getErrorTextProps: () => ({ ...calendarAnatomy.errorText.attrs, id: errorTextId }),
    getErrorButtonProps: () => ({
      ...calendarAnatomy.errorButton.attrs,
      type: 'button',
      onClick: () => send({ type: 'error.dismiss' }),
    }),
  };
}
