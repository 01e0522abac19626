import { Button, Card } from '@careshop/design-system';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The thanks page after a question or a webinar registration (SPEC 2 public routes). */
export function ThanksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="thanks-title">
      <h1 id="thanks-title">{t('thanks.title')}</h1>
      <Card
        footer={<Button onClick={() => void navigate({ to: '/' })}>{t('thanks.back_home')}</Button>}
      >
        <p>{t('thanks.text')}</p>
      </Card>
    </section>
  );
}
