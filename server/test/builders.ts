import { validApplication } from '../../common/test/builders.ts';

// Test data of the server's tests. The class builder (a signed-in teacher and student and a
// class of theirs) is createTestClass in server/routes/live-class/live-class-fixtures.ts.

export { validApplication };

/**
 * A valid admission application as the form's multipart text fields: courses as a JSON list,
 * files left out (send them as parts), empty values left out, as the browser sends them.
 */
export function admissionFields(overrides: object = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(validApplication(overrides))) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'selectedCourses') fields[key] = JSON.stringify(value);
    else if (typeof value !== 'object') fields[key] = String(value);
  }
  return fields;
}
