import { Button } from '@careshop/design-system';
import type { RepOffice } from '@careshop/validation';
import { useTranslation } from 'react-i18next';

/** Props of {@link OfficeList}. */
export interface OfficeListProps {
  offices: readonly RepOffice[];
  /** Picks the office to order for. */
  onChoose: (office: RepOffice) => void;
  /** The customer number being chosen, if any (its button shows progress). */
  choosing?: string | undefined;
  testId: string;
}

/** Offices a rep may order for: name, customer number and town, each with its choose button. */
export function OfficeList({ offices, onChoose, choosing, testId }: OfficeListProps) {
  const { t } = useTranslation();
  return (
    <ul className="shop-plain-list shop-office-list" data-testid={testId}>
      {offices.map((office) => (
        <li key={office.id} className="shop-office-row">
          <span>
            <strong>{office.company_name}</strong>
            <br />
            {[office.cust_no, [office.postalcode, office.city].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <Button
            size="sm"
            variant="outline"
            loading={choosing === office.cust_no}
            onClick={() => onChoose(office)}
          >
            {t('order_on_behalf.find.choose', { company: office.company_name })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
