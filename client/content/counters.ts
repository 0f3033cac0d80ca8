// The school's figures, counted up on the home and about pages.
export type Counter = { value: number; suffix: string; label: string };

export const COUNTERS: readonly Counter[] = [
  { value: 25, suffix: '+', label: 'Student Nationalities' },
  { value: 2700, suffix: '+', label: 'Students Enrolled' },
  { value: 100, suffix: '+', label: 'Courses' },
  { value: 35, suffix: '+', label: 'Expert Trainers' },
  { value: 3, suffix: '+', label: 'Years of Excellence' },
];
