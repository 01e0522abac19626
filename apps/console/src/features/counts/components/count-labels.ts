/** A local date (YYYY-MM-DD) moved by whole days, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

const bucketFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A bucket's start (`YYYY-MM-DD` or `YYYY-MM-DDTHH`, the location's local time) as a short label
 * in the user's language. Formatted as UTC so the browser's own zone never shifts it. One
 * formatter per language and interval: building one costs far more than a label, and a week of
 * hours has 168 of them (decision 358).
 */
export function bucketLabel(start: string, interval: 'h' | 'D' | 'M', language: string): string {
  const [date, hour] = start.split('T');
  const instant = new Date(`${date}T${hour ?? '00'}:00:00Z`);
  const key = `${interval} ${language}`;
  let format = bucketFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      interval === 'h'
        ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
        : interval === 'D'
          ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
          : { month: 'long', year: 'numeric', timeZone: 'UTC' };
    format = new Intl.DateTimeFormat(language, options);
    bucketFormats.set(key, format);
  }
  return format.format(instant);
}

/** The change from `previous` to `current` in whole percent, or null when there is no base. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** The busiest cell of a weekday × hour grid, or null when every cell is 0. */
export function busiestCell(
  cells: readonly (readonly number[])[],
): { weekday: number; hour: number; value: number } | null {
  let best: { weekday: number; hour: number; value: number } | null = null;
  cells.forEach((row, weekday) => {
    row.forEach((value, hour) => {
      if (value > 0 && (!best || value > best.value)) best = { weekday, hour, value };
    });
  });
  return best;
}
