import {
  Card,
  colorTokensFor,
  defaultCustomization,
  useCustomization,
} from '@careshop/design-system';
import type { ConsoleHeatmap } from '@careshop/validation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { busiestCell } from './count-labels';
import { heatScale, heatStep } from './heat-scale';

/** Short weekday names, Monday first, in the user's language (2026-06-08 is a Monday). */
function shortWeekdays(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 5, 8 + day))));
}

/**
 * Average entries per weekday and local hour over the location's opening hours (decision 258):
 * one row per hour, one column per weekday, so a week fits a phone. Cells take the theme's colour
 * steps, each with a text colour that reads on it.
 */
export function HeatmapCard({ heatmap }: { heatmap: ConsoleHeatmap }) {
  const { t, i18n } = useTranslation();
  const customization = useCustomization() ?? defaultCustomization;
  const steps = useMemo(
    () => heatScale(colorTokensFor(customization.presetColor, customization.navType)),
    [customization.presetColor, customization.navType],
  );
  const busiest = useMemo(() => busiestCell(heatmap.cells), [heatmap.cells]);
  const { decimal, whole, days } = useMemo(
    () => ({
      decimal: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }),
      whole: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }),
      days: shortWeekdays(i18n.language),
    }),
    [i18n.language],
  );
  const max = busiest?.value ?? 0;
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return (
    <Card title={t('console_app.counts.heatmap')} headingLevel={2}>
      <p className="console-summary">
        {busiest
          ? t('console_app.counts.heatmap_summary', {
              weekday: t(`console_app.counts.weekdays.${busiest.weekday}`),
              hour: String(busiest.hour).padStart(2, '0'),
              value: decimal.format(busiest.value),
            })
          : t('console_app.counts.heatmap_empty')}
      </p>
      <div className="console-table-wrap">
        <table className="counts-heatmap">
          <caption>
            {t(
              heatmap.metric === 'gate_enter'
                ? 'console_app.counts.heatmap_caption_gate'
                : 'console_app.counts.heatmap_caption',
            )}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('console_app.counts.hour')}</th>
              {days.map((day, weekday) => (
                <th scope="col" key={day}>
                  <abbr title={t(`console_app.counts.weekdays.${weekday}`)}>{day}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.hours.map((hour) => (
              <tr key={hour}>
                <th scope="row">{hourLabel(hour)}</th>
                {heatmap.cells.map((row, weekday) => {
                  const value = row[hour] ?? 0;
                  const step = steps[heatStep(value, max, steps.length)] ?? steps[0];
                  return (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the column index is the weekday.
                      key={weekday}
                      style={{ background: step?.background, color: step?.color }}
                    >
                      {value > 0 ? (value < 10 ? decimal : whole).format(value) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
