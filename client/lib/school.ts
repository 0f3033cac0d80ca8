import type { School } from '../../common/school.ts';

declare const __SCHOOL__: School;

/** The school's facts, from the settings the website was built with (common/school.ts). */
export const school: School = __SCHOOL__;
