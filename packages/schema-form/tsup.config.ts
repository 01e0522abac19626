import { libraryConfig } from '@careshop/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(libraryConfig({ platform: 'browser', target: 'es2022' }));
