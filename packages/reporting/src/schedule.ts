import { localDateOf, localDayStart } from '@careshop/counting';
import {
  type ReportInterval,
  type ReportPeriod,
  type ReportTrigger,
  reportPeriods,
  reportTriggers,
} from '@careshop/validation';
import {
  addDays,
  addMonths,
  addYears,
  epochDayOf,
  isoWeekStart,
  maxDate,
  minDate,
  monthStart,
  weekdayOf,
  yearStart,
} from './local-calendar';

/**
 * When a subscription is sent (SPEC 3): on a weekday (`'0'` Sunday … `'6'` Saturday), every day
 * (`'D'`), on the 1st of each month (`'M'`), on January 1st (`'Y'`), or once (`'-'`, ad hoc, after
 * the custom end date). The code lists live in `@careshop/validation`.
 */
export type Trigger = ReportTrigger;
/** The window a report covers: the last complete day, ISO week, month or year, or `'-'` from the custom start date. */
export type Period = ReportPeriod;
/** The row granularity: local hour, day, month, year, or `'-'` ("automatic") one total row for the window. */
export type Interval = ReportInterval;

/** The schedule fields of a report subscription (SPEC 3), in the location's calendar. */
export interface ReportSchedule {
  trigger: Trigger;
  period: Period;
  /** Local date `YYYY-MM-DD`: no data before it is reported; required when `period` is `'-'`. */
  startDate: string | null;
  /** Local date `YYYY-MM-DD`, inclusive: no data after it is reported; a `'-'` trigger sends the day after it. */
  endDate: string | null;
  /** The `sendInstant` of the last period delivered (store it after each delivery), or null if never sent. */
  lastSent: Date | null;
  /**
   * When the subscription was created: a window that fell due before it is never sent (decision
   * 262). Null only for a schedule that is not stored (then the latest window counts as due).
   */
  createdAt: Date | null;
}

/** One report window to send: local dates (`to` exclusive) and the instants they start at. */
export interface DuePeriod {
  from: string;
  to: string;
  fromInstant: Date;
  toInstant: Date;
  /** The local date whose trigger sends this window. */
  sendDate: string;
  /** The start of `sendDate`: store it as `lastSent` once this window is delivered. */
  sendInstant: Date;
}

/** A schedule that cannot be run, e.g. a custom period without a start date. */
export class InvalidScheduleError extends Error {
  override readonly name = 'InvalidScheduleError';
}

interface Window {
  from: string;
  to: string;
}

/** The last complete period before the local day `sendDate` starts. */
export function periodBefore(period: Period, sendDate: string, startDate: string | null): Window {
  switch (period) {
    case 'D':
      return { from: addDays(sendDate, -1), to: sendDate };
    case 'W': {
      const week = isoWeekStart(sendDate);
      return { from: addDays(week, -7), to: week };
    }
    case 'M': {
      const month = monthStart(sendDate);
      return { from: addMonths(month, -1), to: month };
    }
    case 'Y': {
      const year = yearStart(sendDate);
      return { from: addYears(year, -1), to: year };
    }
    case '-':
      if (startDate === null) throw new InvalidScheduleError('period "-" needs a start date');
      return { from: startDate, to: sendDate };
  }
}

/** Whether the trigger sends on local date `date` (`'-'` has no recurring days). */
export function triggersOn(trigger: Trigger, date: string): boolean {
  switch (trigger) {
    case 'D':
      return true;
    case 'M':
      return date.endsWith('-01');
    case 'Y':
      return date.endsWith('-01-01');
    case '-':
      return false;
    default:
      return weekdayOf(date) === Number(trigger);
  }
}

function clip(window: Window, schedule: ReportSchedule): Window | null {
  const from = schedule.startDate === null ? window.from : maxDate(window.from, schedule.startDate);
  const to =
    schedule.endDate === null ? window.to : minDate(window.to, addDays(schedule.endDate, 1));
  return from < to ? { from, to } : null;
}

function windowOf(schedule: ReportSchedule, sendDate: string): Window | null {
  return clip(periodBefore(schedule.period, sendDate, schedule.startDate), schedule);
}

function due(window: Window, sendDate: string, timeZone: string): DuePeriod {
  return {
    from: window.from,
    to: window.to,
    fromInstant: localDayStart(window.from, timeZone),
    toInstant: localDayStart(window.to, timeZone),
    sendDate,
    sendInstant: localDayStart(sendDate, timeZone),
  };
}

function assertSchedule(schedule: ReportSchedule): void {
  for (const date of [schedule.startDate, schedule.endDate]) if (date !== null) epochDayOf(date);
  if (schedule.period === '-' && schedule.startDate === null) {
    throw new InvalidScheduleError('period "-" needs a start date');
  }
  if (
    schedule.startDate !== null &&
    schedule.endDate !== null &&
    schedule.endDate < schedule.startDate
  ) {
    throw new InvalidScheduleError('end date before start date');
  }
  if (!reportTriggers.includes(schedule.trigger))
    throw new InvalidScheduleError(`unknown trigger "${schedule.trigger}"`);
  if (!reportPeriods.includes(schedule.period))
    throw new InvalidScheduleError(`unknown period "${schedule.period}"`);
}

/** How far past the end date a window can still be due: a year period plus a week. */
const AFTER_END_DAYS = 380;

/** The first trigger day on or after `date` (recurring triggers only). */
function nextTriggerDay(trigger: Exclude<Trigger, '-'>, date: string): string {
  switch (trigger) {
    case 'D':
      return date;
    case 'M':
      return date.endsWith('-01') ? date : addMonths(date, 1);
    case 'Y':
      return date.endsWith('-01-01') ? date : addYears(date, 1);
    default:
      return addDays(date, (Number(trigger) - weekdayOf(date) + 7) % 7);
  }
}

/** The last trigger day on or before `date` (recurring triggers only). */
function lastTriggerDay(trigger: Exclude<Trigger, '-'>, date: string): string {
  switch (trigger) {
    case 'D':
      return date;
    case 'M':
      return monthStart(date);
    case 'Y':
      return yearStart(date);
    default:
      return addDays(date, -((weekdayOf(date) - Number(trigger) + 7) % 7));
  }
}

/** The trigger day after `date` (recurring triggers only). */
function followingTriggerDay(trigger: Exclude<Trigger, '-'>, date: string): string {
  return nextTriggerDay(trigger, addDays(date, 1));
}

/**
 * The last local date whose trigger day fell due before the subscription was created (decision
 * 262): the day before its creation's local date. A trigger day is due all day (the nightly job
 * at any hour of it sends it), so the creation day's own window is still sent.
 */
function dueBeforeCreation(createdAt: Date, timeZone: string): string {
  return addDays(localDateOf(createdAt, timeZone), -1);
}

/**
 * Every window a subscription should send at `now`, oldest first, each once (decision 200).
 * A trigger day is due once its local day has started (`sendInstant <= now`) and it is after
 * `lastSent`; its window is the last complete period before it, clipped to
 * [`startDate`, `endDate`]. A window already sent (it does not end later than the last one sent)
 * is skipped, so a daily trigger with a weekly period sends each week once, and a run after
 * downtime sends each missed window once. A window that fell due before `createdAt` counts as
 * sent, so a new subscription never sends an old window (decision 262); without `createdAt` and
 * never sent, only the latest window is due.
 */
export function duePeriods(schedule: ReportSchedule, timeZone: string, now: Date): DuePeriod[] {
  assertSchedule(schedule);
  const today = localDateOf(now, timeZone);
  const { trigger } = schedule;
  const createdSentDate =
    schedule.createdAt === null ? null : dueBeforeCreation(schedule.createdAt, timeZone);

  if (trigger === '-') {
    if (schedule.lastSent !== null) return [];
    const sendDate = schedule.endDate === null ? today : addDays(schedule.endDate, 1);
    if (sendDate > today) return [];
    if (createdSentDate !== null && sendDate <= createdSentDate) return [];
    const window = windowOf(schedule, sendDate);
    return window ? [due(window, sendDate, timeZone)] : [];
  }

  // No window can be due later than a year and a week after the end date.
  const last =
    schedule.endDate === null ? today : minDate(today, addDays(schedule.endDate, AFTER_END_DAYS));

  // What counts as sent: the last window delivered, and every window due before the creation.
  let sentDate = schedule.lastSent === null ? null : localDateOf(schedule.lastSent, timeZone);
  if (createdSentDate !== null && (sentDate === null || createdSentDate > sentDate)) {
    sentDate = createdSentDate;
  }

  if (sentDate === null) {
    for (
      let date = lastTriggerDay(trigger, last);
      ;
      date = lastTriggerDay(trigger, addDays(date, -1))
    ) {
      const window = windowOf(schedule, date);
      if (window) return [due(window, date, timeZone)];
      // Before the end date and still empty: every earlier window is before the start date.
      if (schedule.endDate === null || date <= addDays(schedule.endDate, 1)) return [];
    }
  }

  let sentUntil = windowOf(schedule, lastTriggerDay(trigger, sentDate))?.to ?? null;
  const result: DuePeriod[] = [];
  let date = addDays(sentDate, 1);
  if (schedule.startDate !== null) date = maxDate(date, schedule.startDate);
  for (
    date = nextTriggerDay(trigger, date);
    date <= last;
    date = followingTriggerDay(trigger, date)
  ) {
    const window = windowOf(schedule, date);
    if (!window || (sentUntil !== null && window.to <= sentUntil)) continue;
    result.push(due(window, date, timeZone));
    sentUntil = window.to;
  }
  return result;
}

/**
 * Whether `endDate` (a local date, inclusive) has passed in the location at `now`: a subscription
 * is not created or moved to an end date in the past (decision 262). Today is not past.
 */
export function endDateHasPassed(endDate: string, timeZone: string, now: Date): boolean {
  return endDate < localDateOf(now, timeZone);
}
