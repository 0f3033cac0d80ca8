/** What a guardian (or an adult student) consents to for a student (issue 45). */
export const CONSENT_KINDS = ['recording', 'practice_takes', 'photo'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
