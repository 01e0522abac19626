import { Card, Tabs } from '@careshop/design-system';
import { type Device, type DeviceTypeName, deviceTypes } from '@careshop/validation';
import { useTranslation } from 'react-i18next';
import { contentTypeOf, examplePayload, protocolOf } from './connect-examples';

/** Where each device type pushes, how it signs in, and a payload it would send. */
export function ConnectHelp({ devices }: { devices: readonly Device[] }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const example = (type: DeviceTypeName) =>
    devices.find((device) => device.device_type === type && !device.is_revoked)?.rt_id ??
    {
      eco_gate: 'ECO-GATE-0042',
      brickstream_people_counter: 'BS-3D-00417',
      intenta: 'INTENTA-S2000-17',
      selfcheck: 'KIOSK-1',
    }[type];
  return (
    <Card title={t('console_app.devices.setup')} headingLevel={2} as="section">
      <Tabs
        label={t('console_app.devices.setup')}
        items={deviceTypes.map((type) => ({
          value: type,
          label: t(`console.device_types.${type}`),
          content: (
            <div className="console-stack">
              <dl className="console-facts">
                <dt>{t('console_app.devices.ingest_url')}</dt>
                <dd>
                  <code>
                    POST {origin}/api/ingest/{protocolOf[type]}
                  </code>
                </dd>
                <dt>Content-Type</dt>
                <dd>
                  <code>{contentTypeOf[type]}</code>
                </dd>
              </dl>
              <p>{t('console_app.devices.auth_hint')}</p>
              <div>
                <h3>{t('console_app.devices.example')}</h3>
                {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
                <pre className="console-code" tabIndex={0}>
                  {examplePayload(type, example(type))}
                </pre>
              </div>
            </div>
          ),
        }))}
      />
    </Card>
  );
}
