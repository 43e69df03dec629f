import * as z from 'zod';

/** Office hours of the callback service: the days and the times of day it calls back, in its zone. */
export interface OfficeHours {
  /** IANA time zone of `open` and `close`. @default 'UTC' */
  timeZone: string;
  /** Open days, ISO weekday numbers (1 Monday … 7 Sunday). @default every day */
  days: number[];
  /** Opening time, `HH:MM`. @default '00:00' */
  open: string;
  /** Closing time, `HH:MM` (`24:00` for midnight). @default '24:00' */
  close: string;
}

/** Callback options of `startSimulator` (the `callback` field). */
export interface CallbackOptions {
  /** When set, every request must carry it (`apikey` in v1, `x-api-key` in v3); missing answers code 1103, wrong 503. */
  apiKey?: string;
  /** Known service names; another answers code 7040. @default any name */
  serviceNames?: string[];
  /** When the service calls back; ASAP outside them and times outside them answer code 7042. */
  officeHours?: Partial<OfficeHours>;
  /** Minutes per slot. @default 15 */
  slotMinutes?: number;
  /** Callbacks each slot takes before 429 'Too many requests'. @default 3 */
  capacity?: number;
  /** How many free slots a 429 proposes. @default 3 */
  proposals?: number;
  /** Numbers that answer 7036 (callback not possible). @default ['+15550107036'] */
  notPossibleNumbers?: string[];
  /** Numbers that answer 7037 (callback not allowed). @default ['+15550107037'] */
  notAllowedNumbers?: string[];
}

/** The callback options with every default filled in. */
export interface ResolvedCallbackOptions {
  /** Required key, if any. */
  apiKey: string | undefined;
  /** Known service names; `undefined` accepts any. */
  serviceNames: string[] | undefined;
  /** Office hours. */
  officeHours: OfficeHours;
  /** Minutes per slot. */
  slotMinutes: number;
  /** Callbacks per slot. */
  capacity: number;
  /** Free slots a 429 proposes. */
  proposals: number;
  /** Numbers answered 7036. */
  notPossibleNumbers: string[];
  /** Numbers answered 7037. */
  notAllowedNumbers: string[];
}

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const clock = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** The office hours as the options and the control API take them (each field optional). */
export const officeHoursSchema = z.strictObject({
  timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone').optional(),
  days: z.array(z.int().min(1).max(7)).optional(),
  open: z.string().regex(clock, 'must be HH:MM').optional(),
  close: z.string().regex(clock, 'must be HH:MM (24:00 for midnight)').optional(),
});

/** The default office hours: every day, all day, in UTC (so a demo can always book). */
export const defaultOfficeHours: OfficeHours = {
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5, 6, 7],
  open: '00:00',
  close: '24:00',
};

/** Validates the `callback` options. */
export const callbackOptionsSchema = z.strictObject({
  apiKey: z.string().min(1).optional(),
  serviceNames: z.array(z.string().min(1)).optional(),
  officeHours: officeHoursSchema.optional(),
  slotMinutes: z.int().min(1).max(240).optional(),
  capacity: z.int().min(0).optional(),
  proposals: z.int().min(0).max(20).optional(),
  notPossibleNumbers: z.array(z.string()).optional(),
  notAllowedNumbers: z.array(z.string()).optional(),
});

/** Fills in the defaults of the callback options. */
export function resolveCallbackOptions(options: CallbackOptions = {}): ResolvedCallbackOptions {
  return {
    apiKey: options.apiKey,
    serviceNames: options.serviceNames,
    officeHours: { ...defaultOfficeHours, ...options.officeHours },
    slotMinutes: options.slotMinutes ?? 15,
    capacity: options.capacity ?? 3,
    proposals: options.proposals ?? 3,
    notPossibleNumbers: options.notPossibleNumbers ?? ['+15550107036'],
    notAllowedNumbers: options.notAllowedNumbers ?? ['+15550107037'],
  };
}
