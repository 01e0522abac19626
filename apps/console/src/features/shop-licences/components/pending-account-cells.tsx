import { StatusBadge } from '@careshop/design-system';
import { countryName, type PendingAccount } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/** What the account typed about itself at registration: role, address, phone, school. */
export function PendingAccountProfile({ profile }: { profile: PendingAccount['profile'] }) {
  const { t, i18n } = useTranslation();
  const lines = [
    profile.role ? t(`professional.roles.${profile.role}`, { defaultValue: profile.role }) : null,
    profile.empType
      ? t(`professional.emp_types.${profile.empType}`, {
          defaultValue: profile.empType,
        })
      : null,
    [profile.street_name, profile.house_number].filter(Boolean).join(' ') ||
      profile.address ||
      null,
    [
      profile.postalcode,
      profile.city,
      profile.country && countryName(profile.country, i18n.language),
    ]
      .filter(Boolean)
      .join(' ') || null,
    profile.phone ?? null,
    profile.school
      ? [profile.school, profile.department, profile.graduation_year].filter(Boolean).join(', ')
      : null,
  ].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? (
    <ul className="console-list">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  ) : (
    '—'
  );
}

/** The office the account claims, the company it typed when that differs, and a join badge. */
export function PendingAccountCompany({ account }: { account: PendingAccount }) {
  const { t } = useTranslation();
  const typed = account.registered_company;
  return (
    <>
      {account.company_name}
      {typed?.company_name && typed.company_name !== account.company_name ? (
        <>
          <br />
          <span className="console-muted">
            {t('console_app.backoffice.licences.registered_company')}:{' '}
            {[typed.company_name, typed.postalcode, typed.city].filter(Boolean).join(', ')}
          </span>
        </>
      ) : null}
      {account.joins_existing_office ? (
        <>
          <br />
          <StatusBadge status="neutral" label={t('console_app.backoffice.licences.joins_office')} />
        </>
      ) : null}
    </>
  );
}
