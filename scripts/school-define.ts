import { schoolSettingsSchema, toSchool } from '../common/school.ts';

/**
 * The school's settings for the website build, as Vite `define` entries. A bad value
 * stops the build with the setting's name.
 */
export function schoolDefine(env: Record<string, string | undefined>): Record<string, string> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schoolSettingsSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid setting ${lines.join('; ')}`);
  }
  return { __SCHOOL__: JSON.stringify(toSchool(parsed.data)) };
}
