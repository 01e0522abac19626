import { Banner, Button, Card, Checkbox, Select } from '@careshop/design-system';
import {
  type Location,
  reportFormats,
  reportQuerySchema,
  reportWindowProblem,
  supportedReportTypes,
} from '@careshop/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { isoDay } from '../../../lib/date-format';
import { failureReason } from '../../../lib/failure-reason';
import { useLanguageStore } from '../../../lib/language-store';
import { useMay } from '../../../lib/me';
import { type FormValues, useSchemaForm } from '../../../lib/use-schema-form';
import { downloadReport } from '../api/download-report';

/** The report types a level may read: level 3 never sees self-check data. */
export function readableReportTypes(maySelfCheck: boolean): string[] {
  return supportedReportTypes.filter((type) => maySelfCheck || !type.startsWith('SELFCHECK_'));
}

const downloadIntervals = ['h', 'D', 'M', 'Y'] as const;

function toQuery(values: FormValues): unknown {
  const location = Object.entries(values)
    .filter(([key, value]) => key.startsWith('location_') && value === true)
    .map(([key]) => key.slice('location_'.length));
  return {
    type: values.type,
    location: location.length === 1 ? location[0] : location.length === 0 ? undefined : location,
    from: values.from,
    to: values.to,
    interval: values.interval,
    format: values.format,
  };
}

/**
 * The ad hoc report builder: type, locations, window, interval and format; the file downloads with
 * its progress shown. The window rule is the API's (`reportWindowProblem`), checked before sending.
 */
export function AdHocReport({ locations }: { locations: readonly Location[] }) {
  const { t } = useTranslation();
  const may = useMay();
  // The report is written in the language on screen, not the account's stored one (issue 27).
  const language = useLanguageStore((state) => state.language);
  const [progress, setProgress] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const types = readableReportTypes(may('selfcheck:read'));
  const initial: FormValues = {
    type: types.includes('PEOPLECOUNTER_ENTERLEAVE') ? 'PEOPLECOUNTER_ENTERLEAVE' : types[0],
    from: isoDay(-7),
    to: isoDay(0),
    interval: 'D',
    format: 'csv',
    ...(locations[0] ? { [`location_${locations[0].id}`]: true } : {}),
  };
  const form = useSchemaForm(
    reportQuerySchema,
    initial,
    async (query) => {
      setResult(null);
      const problem = reportWindowProblem(query);
      if (problem) {
        form.setErrors({ [problem.field]: { key: problem.key, params: {} } });
        return;
      }
      setProgress(t('console_app.reports.preparing'));
      try {
        const { fileName } = await downloadReport({ ...query, lang: language }, (received) =>
          setProgress(
            t('console_app.reports.progress', {
              size: `${Math.max(1, Math.round(received / 1024))} KB`,
            }),
          ),
        );
        setResult({ ok: true, text: t('console_app.reports.downloaded', { name: fileName }) });
      } catch (error) {
        form.showServerErrors(error);
        setResult({
          ok: false,
          text: t('console_app.reports.failed', { reason: failureReason(t, error) }),
        });
      } finally {
        setProgress(null);
      }
    },
    toQuery,
  );

  return (
    <Card title={t('console.reports.ad_hoc')} headingLevel={2}>
      <form
        noValidate
        onSubmit={form.onSubmit}
        className="console-form"
        aria-busy={progress !== null}
      >
        <Select
          label={t('console.reports.report_type')}
          options={types.map((type) => ({ value: type, label: t(`console.report_types.${type}`) }))}
          {...form.text('type')}
        />
        <fieldset className="console-fieldset">
          <legend>{t('console_app.reports.locations')}</legend>
          {locations.map((location) => (
            <Checkbox
              key={location.id}
              label={location.name}
              {...form.checkbox(`location_${location.id}`)}
            />
          ))}
          {form.errorOf('location') ? (
            <p className="console-field-error" role="alert">
              {form.errorOf('location')}
            </p>
          ) : null}
        </fieldset>
        <div className="console-form-grid">
          <DateField label={t('console_app.reports.from')} required {...form.text('from')} />
          <DateField label={t('console_app.reports.to')} required {...form.text('to')} />
          <Select
            label={t('console.reports.interval')}
            options={downloadIntervals.map((value) => ({
              value,
              label: t(`console.intervals.${value}`),
            }))}
            {...form.text('interval')}
          />
          <Select
            label={t('console.reports.format')}
            options={reportFormats.map((value) => ({
              value,
              label: t(`console.formats.${value}`),
            }))}
            {...form.text('format')}
          />
        </div>
        <div className="console-actions">
          <Button type="submit" loading={progress !== null}>
            {t('console.reports.download')}
          </Button>
          {progress ? (
            <span role="status" aria-live="polite">
              {progress}
            </span>
          ) : null}
        </div>
        {result ? (
          <Banner severity={result.ok ? 'success' : 'error'} live={result.ok ? 'status' : 'alert'}>
            {result.text}
          </Banner>
        ) : null}
      </form>
    </Card>
  );
}
