import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env, isProductionEnvironment } from '../../config/env';
import { useShopConfig } from '../../lib/queries/get-shop-config';

/** SPEC 2: outside production a badge names the environment and links to /c-p/. */
export function EnvironmentBadge() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const fromConfig = (config as { environment?: unknown }).environment;
  const name =
    typeof fromConfig === 'string' && fromConfig !== '' ? fromConfig : env.VITE_ENVIRONMENT;
  if (isProductionEnvironment(name)) return null;
  return (
    <Link
      to="/c-p"
      className="shop-env-badge"
      aria-label={t('navigation.environment_badge', { name })}
    >
      {name}
    </Link>
  );
}
