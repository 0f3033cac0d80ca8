import type { School } from '../common/school.ts';
import { schoolDefine } from '../scripts/school-define.ts';

/** The school's facts as the website under test was built with them (same environment). */
export const school: School = JSON.parse(schoolDefine(process.env).__SCHOOL__);
