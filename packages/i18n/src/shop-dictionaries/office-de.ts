import { office } from '../locales/de/office';

/** The de texts of the company accounts' screens, loaded with those screens (issue 29). */
export const officeDe = { office };
