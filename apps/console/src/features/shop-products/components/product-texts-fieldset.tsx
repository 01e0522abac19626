import { Tabs, TextAreaField, TextField } from '@careshop/design-system';
import { supportedLanguages } from '@careshop/i18n/lazy';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../../../lib/use-schema-form';

/** A product's name and description in each language, a tab each. */
export function ProductTextsFieldset({
  form,
}: {
  form: Pick<ReturnType<typeof useSchemaForm>, 'text' | 'errorOf'>;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="console-fieldset console-tabs-wrap">
      <legend>{t('console_app.backoffice.products.texts')}</legend>
      <Tabs
        label={t('console_app.backoffice.products.texts_label')}
        items={supportedLanguages.map((language) => {
          const languageName = t(`common.languages.${language}`);
          const invalid =
            form.errorOf(`translations.${language}.name`) ||
            form.errorOf(`translations.${language}.description`);
          return {
            value: language,
            label: invalid ? `${languageName} ⚠` : languageName,
            content: (
              <div className="console-stack">
                <TextField
                  label={t('console_app.backoffice.products.text_name', {
                    language: languageName,
                  })}
                  lang={language}
                  {...form.text(`translations.${language}.name`)}
                />
                <TextAreaField
                  label={t('console_app.backoffice.products.text_description', {
                    language: languageName,
                  })}
                  rows={5}
                  {...form.text(`translations.${language}.description`)}
                />
              </div>
            ),
          };
        })}
      />
    </fieldset>
  );
}
