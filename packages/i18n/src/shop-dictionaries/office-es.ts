import { office } from '../locales/es/office';

/** The es texts of the company accounts' screens, loaded with those screens (issue 29). */
export const officeEs = { office };
