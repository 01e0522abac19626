import { office } from '../locales/nl/office';

/** The nl texts of the company accounts' screens, loaded with those screens (issue 29). */
export const officeNl = { office };
