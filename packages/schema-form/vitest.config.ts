import { packageConfig } from '@careshop/vitest-config';

export default packageConfig({ test: { environment: 'jsdom' } });
