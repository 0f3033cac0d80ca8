import { describe, expect, it } from 'vitest';
import { sampleImage, validApplication } from '../test/builders.ts';
import { buildAdmissionSchema, GUARDIAN_TEXT } from './admission.ts';
import {
  COURSE_DUPLICATE,
  COURSES_REQUIRED,
  FILE_TOO_LARGE,
  FILE_WRONG_TYPE,
  latestToday,
  localToday,
  MAX_UPLOAD_BYTES,
  yearsBetween,
} from './admission-rules.ts';

const TODAY = '2026-06-15';
const schema = buildAdmissionSchema(
  () => TODAY,
  () => TODAY,
);

const png = sampleImage;
const valid = validApplication();
const PARENT = {
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  guardianPhone: '+91 98765 43210',
};

/** Every message of the application, by field. */
function errorsOf(patch: Record<string, unknown>, on = schema) {
  const result = on.safeParse({ ...valid, ...patch });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

function firstError(patch: Record<string, unknown>): string | undefined {
  const result = schema.safeParse({ ...valid, ...patch });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('admission schema', () => {
  it('accepts a complete application', () => {
    expect(firstError({})).toBeUndefined();
  });

  it('fullName: required, at least 2, letters and spaces', () => {
    expect(firstError({ fullName: '' })).toBe('Full name is required');
    expect(firstError({ fullName: 'A' })).toBe('Full name must be at least 2 characters');
    expect(firstError({ fullName: 'Al' })).toBeUndefined();
    expect(firstError({ fullName: 'Asha_Rao' })).toBe('Full name can only contain letters and spaces');
  });

  it('email: required and a standard pattern', () => {
    expect(firstError({ email: '' })).toBe('Email is required');
    expect(firstError({ email: 'asha.example.com' })).toBe('Please enter a valid email address');
  });

  it('contactNumber: required, 10 to 15 digits, then the pattern', () => {
    expect(firstError({ contactNumber: '' })).toBe('Contact number is required');
    expect(firstError({ contactNumber: '123456789' })).toBe('Contact number must be between 10-15 digits');
    expect(firstError({ contactNumber: '1234567890' })).toBeUndefined();
    expect(firstError({ contactNumber: '123456789012345' })).toBeUndefined();
    expect(firstError({ contactNumber: '1234567890123456' })).toBe(
      'Contact number must be between 10-15 digits',
    );
    expect(firstError({ contactNumber: '12345+67890' })).toBe('Please enter a valid contact number');
    expect(firstError({ contactNumber: '+91 (98) 7654-3210' })).toBeUndefined();
  });

  it('gender and payment method: one of the choices', () => {
    expect(firstError({ gender: '' })).toBe('Please select your gender');
    expect(firstError({ gender: 'robot' })).toBe('Please select your gender');
    expect(firstError({ gender: 'other' })).toBeUndefined();
    expect(firstError({ paymentMethod: '' })).toBe('Please select a payment method');
    expect(firstError({ paymentMethod: 'cash' })).toBeUndefined();
  });

  it('dob: required, a real date, from 1900 to today, age at most 100', () => {
    expect(firstError({ dob: '' })).toBe('Date of birth is required');
    expect(firstError({ dob: '2001-02-30' })).toBe('Please enter a valid date');
    expect(firstError({ dob: 'yesterday' })).toBe('Please enter a valid date');
    expect(firstError({ dob: '1899-12-31' })).toBe('Please enter a valid date of birth (after 1900)');
    expect(firstError({ dob: '1900-01-01' })).toBe('Age cannot exceed 100 years');
    expect(firstError({ dob: TODAY, ...PARENT })).toBeUndefined();
    expect(firstError({ dob: '2026-06-16' })).toBe('Date of birth cannot be in the future');
    // Age 100 (turning 101 tomorrow) is allowed; 101 is not.
    expect(firstError({ dob: '1925-06-16' })).toBeUndefined();
    expect(firstError({ dob: '1925-06-15' })).toBe('Age cannot exceed 100 years');
  });

  // The spec lists 'after 1900' last, where it could never show (docs/departures.md).
  it('every date-of-birth message can show: the 1900 rule comes before the 100-years rule', () => {
    const messages = ['', '2001-02-30', '1899-12-31', '2026-06-16', '1925-06-15'].map((dob) =>
      firstError({ dob }),
    );
    expect(messages).toEqual([
      'Date of birth is required',
      'Please enter a valid date',
      'Please enter a valid date of birth (after 1900)',
      'Date of birth cannot be in the future',
      'Age cannot exceed 100 years',
    ]);
  });

  it('age: required, whole number from 5 to 100', () => {
    expect(firstError({ age: '' })).toBe('Age is required');
    expect(firstError({ age: '4' })).toBe('Please enter a valid age (5-100)');
    expect(firstError({ age: '5' })).toBeUndefined();
    expect(firstError({ age: '100' })).toBeUndefined();
    expect(firstError({ age: '101' })).toBe('Please enter a valid age (5-100)');
    expect(firstError({ age: '2x' })).toBe('Please enter a valid age (5-100)');
  });

  it('address: required, at least 10 characters', () => {
    expect(firstError({ address: '' })).toBe('Address is required');
    expect(firstError({ address: '12 Main S' })).toBe('Address must be at least 10 characters');
    expect(firstError({ address: '12 Main St' })).toBeUndefined();
  });

  it('city, country, nationality, occupation, education: required, at least 2', () => {
    expect(firstError({ city: '' })).toBe('City is required');
    expect(firstError({ city: 'X' })).toBe('City must be at least 2 characters');
    expect(firstError({ country: 'X' })).toBe('Country must be at least 2 characters');
    expect(firstError({ nationality: 'X' })).toBe('Nationality must be at least 2 characters');
    expect(firstError({ occupation: '' })).toBe('Occupation is required');
    expect(firstError({ occupation: 'X' })).toBe('Occupation must be at least 2 characters');
    expect(firstError({ education: '' })).toBe('Educational qualification is required');
    expect(firstError({ education: 'X' })).toBe('Educational qualification must be at least 2 characters');
    expect(firstError({ education: 'XY' })).toBeUndefined();
  });

  it('selectedCourses: at least one, known values, offered types, no duplicates', () => {
    expect(firstError({ selectedCourses: [] })).toBe(COURSES_REQUIRED);
    expect(firstError({ selectedCourses: undefined })).toBe(COURSES_REQUIRED);
    expect(firstError({ selectedCourses: [{ course: 'drums', type: 'crash' }] })).toBe(
      'Please choose a course from the list',
    );
    expect(firstError({ selectedCourses: [{ course: 'piano', type: 'weekend' }] })).toBe(
      'Please choose a course type from the list',
    );
    expect(firstError({ selectedCourses: [{ course: 'dual', type: 'crash' }] })).toBe(
      'The crash course is not offered for Dual Program',
    );
    const twice = [
      { course: 'piano', type: 'crash' },
      { course: 'piano', type: 'crash' },
    ];
    expect(firstError({ selectedCourses: twice })).toBe(COURSE_DUPLICATE);
    expect(
      firstError({
        selectedCourses: [
          { course: 'piano', type: 'crash' },
          { course: 'piano', type: 'quarter' },
        ],
      }),
    ).toBeUndefined();
  });

  it('training and goal are optional', () => {
    expect(firstError({ training: undefined, goal: undefined })).toBeUndefined();
  });

  it('howKnow: required, at least 5 characters', () => {
    expect(firstError({ howKnow: '' })).toBe('Please tell us how you found us');
    expect(firstError({ howKnow: 'Web' })).toBe('Please provide more details (at least 5 characters)');
    expect(firstError({ howKnow: 'Radio' })).toBeUndefined();
  });

  it('paymentScreenshot: required, PNG/JPG/JPEG, at most 5 MB', () => {
    expect(firstError({ paymentScreenshot: undefined })).toBe('Payment screenshot is required');
    expect(firstError({ paymentScreenshot: png(MAX_UPLOAD_BYTES) })).toBeUndefined();
    expect(firstError({ paymentScreenshot: png(MAX_UPLOAD_BYTES + 1) })).toBe(FILE_TOO_LARGE);
    expect(firstError({ paymentScreenshot: png(10, 'a.jpg', 'image/jpeg') })).toBeUndefined();
    expect(firstError({ paymentScreenshot: png(10, 'a.JPEG', 'image/jpg') })).toBeUndefined();
    expect(firstError({ paymentScreenshot: png(10, 'a.gif', 'image/gif') })).toBe(FILE_WRONG_TYPE);
    expect(firstError({ paymentScreenshot: png(10, 'a.svg', 'image/svg+xml') })).toBe(FILE_WRONG_TYPE);
    expect(firstError({ paymentScreenshot: png(10, 'a.png', 'text/html') })).toBe(FILE_WRONG_TYPE);
    expect(firstError({ paymentScreenshot: png(10, 'a.png.exe', 'image/png') })).toBe(FILE_WRONG_TYPE);
  });

  it('nationalityId: optional, with the same size and type rules', () => {
    expect(firstError({ nationalityId: undefined })).toBeUndefined();
    expect(firstError({ nationalityId: png(MAX_UPLOAD_BYTES + 1) })).toBe(FILE_TOO_LARGE);
    expect(firstError({ nationalityId: png(10, 'id.pdf', 'application/pdf') })).toBe(FILE_WRONG_TYPE);
  });

  it('terms, privacy, notRobot: must be ticked', () => {
    expect(firstError({ terms: false })).toBe('This field is required');
    expect(firstError({ privacy: false })).toBe('This field is required');
    expect(firstError({ notRobot: undefined })).toBe('This field is required');
  });

  it('counts full years and knows the dates', () => {
    expect(yearsBetween('2000-06-16', '2026-06-15')).toBe(25);
    expect(yearsBetween('2000-06-15', '2026-06-15')).toBe(26);
    expect(localToday(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(latestToday(new Date('2026-01-05T10:00:00Z'))).toBe('2026-01-06');
  });

  it("asks for a parent or guardian's name, e-mail and phone while the applicant is under 18 on the school's date", () => {
    // 18 tomorrow: still a minor today.
    expect(errorsOf({ dob: '2008-06-16' })).toEqual({
      guardianName: "Parent or guardian's name is required",
      guardianEmail: GUARDIAN_TEXT.emailRequired,
      guardianPhone: GUARDIAN_TEXT.phoneRequired,
    });
    expect(errorsOf({ dob: '2008-06-16', ...PARENT })).toEqual({});
    // 18 today: an adult, whose form asks for nobody and keeps no parent's details.
    expect(errorsOf({ dob: '2008-06-15' })).toEqual({});
    const adult = schema.parse({ ...valid, dob: '2008-06-15', ...PARENT });
    expect([adult.guardianName, adult.guardianEmail, adult.guardianPhone]).toEqual([null, null, null]);
  });

  it("checks each parent's detail by its own rule, in the form's words", () => {
    const minor = { dob: '2016-01-10', ...PARENT };
    expect(errorsOf({ ...minor, guardianName: 'M' })).toEqual({
      guardianName: "Parent or guardian's name must be at least 2 characters",
    });
    expect(errorsOf({ ...minor, guardianEmail: 'meera.example.com' })).toEqual({
      guardianEmail: 'Please enter a valid email address',
    });
    expect(errorsOf({ ...minor, guardianEmail: valid.email.toUpperCase() })).toEqual({
      guardianEmail: GUARDIAN_TEXT.ownEmail,
    });
    expect(errorsOf({ ...minor, guardianPhone: '12345' })).toEqual({
      guardianPhone: "Parent or guardian's phone number must be between 10-15 digits",
    });
    expect(errorsOf({ ...minor, guardianPhone: '12345+67890' })).toEqual({
      guardianPhone: 'Please enter a valid phone number',
    });
    const kept = schema.parse({ ...valid, ...minor, guardianName: '  Meera Rao ' });
    expect(kept).toMatchObject({ guardianName: 'Meera Rao', guardianEmail: PARENT.guardianEmail });
  });

  it("decides by the school's date, not the browser's", () => {
    // The browser's today is already the 18th birthday; the school's date is the day before.
    const schoolBehind = buildAdmissionSchema(
      () => TODAY,
      () => '2026-06-14',
    );
    expect(errorsOf({ dob: '2008-06-15' }, schoolBehind)).toMatchObject({
      guardianName: "Parent or guardian's name is required",
    });
  });
});
