/**
 * Times as the operators read and type them: in the offices' time zone (SITE.timeZone), with its
 * offset, so "2026-11-03" means that day in Istanbul and every time printed says which zone it is.
 */
import { SITE } from '../../../src/config/site.ts';
import { UsageError } from './errors.ts';

const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

function partsOf(date: Date) {
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  // 'GMT+03:00' (or 'GMT' for UTC itself)
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
    offset,
  };
}

/** "2026-11-24 13:00:05 +03:00", or '' for no time. */
export function officeTime(iso: string | undefined): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const { day, time, offset } = partsOf(date);
  return `${day} ${time} ${offset}`;
}

/** ISO 8601 in the offices' zone, for files: "2026-11-24T13:00:05+03:00". */
export function officeIso(iso: string | undefined): string {
  const date = new Date(iso ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const { day, time, offset } = partsOf(date);
  return `${day}T${time}${offset}`;
}

/** The day part only: "2026-11-24". */
export const officeDay = (iso: string | undefined) => officeTime(iso).slice(0, 10);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day (in the offices' zone) or an exact time, as `--since` and `--until` take them: a day's
 * start for `--since`, the next day's start for `--until` (so the day is included).
 */
export function parseBoundary(value: string, option: string, end: boolean): Date {
  const day = DAY.exec(value.trim());
  if (day) {
    const [year, month, date] = day.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(year, month - 1, date));
    if (check.getUTCMonth() === month - 1 && check.getUTCDate() === date) {
      const utcMidnight = Date.UTC(year, month - 1, date + (end ? 1 : 0));
      // The zone's offset on that day (Turkey keeps one all year; another zone may not).
      const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(
        partsOf(new Date(utcMidnight)).offset,
      )!;
      const offsetMs = (Number(hours) * 60 + Number(minutes)) * 60_000;
      return new Date(utcMidnight - (sign === '-' ? -offsetMs : offsetMs));
    }
  }
  const exact = /T\d{2}:\d{2}/.test(value) ? new Date(value) : new Date(NaN);
  if (!Number.isNaN(exact.getTime())) return exact;
  throw new UsageError(
    `${option} takes a day (2026-11-03, in ${SITE.timeZone}) or a time with its offset (2026-11-03T09:00+03:00), not "${value}".`,
  );
}
