import { office } from '../locales/fr/office';

/** The fr texts of the company accounts' screens, loaded with those screens (issue 29). */
export const officeFr = { office };
