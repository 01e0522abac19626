import { office } from '../locales/it/office';

/** The it texts of the company accounts' screens, loaded with those screens (issue 29). */
export const officeIt = { office };
