import { office } from '../locales/en/office';

/** The en texts of the company accounts' screens, loaded with those screens (issue 29). */
export const officeEn = { office };
