// The five graded certification bodies students prepare for, described without their
// trademarks.
export type CertificationBody = { name: string; detail: string };

export const CERTIFICATION_BODIES: readonly CertificationBody[] = [
  { name: 'Graded Music Exam Board', detail: 'Practical grades 1 to 8 in voice and instruments' },
  { name: 'Contemporary Performance Board', detail: 'Rock, pop and contemporary grades' },
  { name: 'Classical Theory Board', detail: 'Music theory and aural grades' },
  { name: 'Indian Classical Music Council', detail: 'Hindustani vocal examinations' },
  { name: 'International Diploma Board', detail: 'Performance and teaching diplomas' },
];
