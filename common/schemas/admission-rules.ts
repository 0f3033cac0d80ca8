// The admission form's plain values and rules, without zod: the form's page uses them before
// its validation code loads; the schema in admission.ts builds on them.

export const GENDERS = ['male', 'female', 'other'] as const;
export const PAYMENT_METHODS = ['cash', 'online'] as const;

/** Upload limit: 5 MB exactly is accepted, one byte more is not. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File size must be less than 5MB';
export const FILE_WRONG_TYPE = 'Please upload a valid image file (PNG, JPG, JPEG only)';
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS].join(',');

export const COURSE_NOT_CHOSEN = 'Please select both course and course type';
export const COURSE_DUPLICATE = 'This course and type combination is already selected';
export const COURSES_REQUIRED = 'Please select at least one course and its type';
export const CHECKBOX_REQUIRED = 'This field is required';

/** What the rules need of a file: a browser File and the server's upload both fit. */
export type FileLike = { name: string; size: number; type: string };

/** Name and declared type both PNG/JPG/JPEG (the server also reads the content). */
export function isAllowedImage(file: FileLike): boolean {
  const name = file.name.toLowerCase();
  return (
    (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()) &&
    IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext))
  );
}

/** Today as YYYY-MM-DD in the browser's (or process's) own time zone. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest date anywhere on earth (UTC+14): a server accepts any visitor's today. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

export const DOB_MIN = '1900-01-01';

/** Full years from `dob` to `today`, both YYYY-MM-DD. */
export function yearsBetween(dob: string, today: string): number {
  const [y1, m1, d1] = dob.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number];
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}
