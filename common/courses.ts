// Course values, labels, routes and the plan table.

export const COURSE_VALUES = [
  'opera',
  'western-vocals',
  'hindustani-vocals',
  'bollywood',
  'guitar',
  'violin',
  'piano',
  'music-production',
  'dual',
  'all-in-one',
] as const;
export type CourseValue = (typeof COURSE_VALUES)[number];

export const COURSE_TYPES = ['crash', 'quarter', 'certification'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export type CourseGroup = 'Voice' | 'Instruments' | 'Music Production' | 'All Access';

export type Course = {
  value: CourseValue;
  /** Label in the admission form's course list. */
  label: string;
  /** Short name in menus. */
  menuLabel: string;
  path: string;
  group: CourseGroup;
};

export const COURSES: readonly Course[] = [
  { value: 'opera', label: 'Opera', menuLabel: 'Opera Singing', path: '/opera-singing', group: 'Voice' },
  {
    value: 'hindustani-vocals',
    label: 'Hindustani Classical Vocals',
    menuLabel: 'Hindustani Classical',
    path: '/hindustani-singing',
    group: 'Voice',
  },
  {
    value: 'western-vocals',
    label: 'Western Contemporary Vocals',
    menuLabel: 'Western Contemporary',
    path: '/western-singing',
    group: 'Voice',
  },
  {
    value: 'bollywood',
    label: 'Bollywood Film Singing',
    menuLabel: 'Bollywood Film Singing',
    path: '/bollywood-singing',
    group: 'Voice',
  },
  {
    value: 'guitar',
    label: 'Guitar Acoustic/Electric',
    menuLabel: 'Guitar (Acoustic & Electric)',
    path: '/guitar',
    group: 'Instruments',
  },
  {
    value: 'piano',
    label: 'Piano/Keyboard',
    menuLabel: 'Piano / Keyboard',
    path: '/piano',
    group: 'Instruments',
  },
  { value: 'violin', label: 'Violin', menuLabel: 'Violin', path: '/violin', group: 'Instruments' },
  {
    value: 'music-production',
    label: 'Music Production',
    menuLabel: 'Music Production',
    path: '/music-production',
    group: 'Music Production',
  },
  {
    value: 'dual',
    label: 'Dual Program',
    menuLabel: 'Dual Program',
    path: '/dual-program',
    group: 'All Access',
  },
  {
    value: 'all-in-one',
    label: 'All-In One Program',
    menuLabel: 'All-in-One Program',
    path: '/all-in-one',
    group: 'All Access',
  },
];

export const COURSE_GROUPS: readonly CourseGroup[] = [
  'Voice',
  'Instruments',
  'Music Production',
  'All Access',
];

export const COURSE_PATHS: readonly string[] = COURSES.map((c) => c.path);

export function courseByPath(path: string): Course | undefined {
  return COURSES.find((c) => c.path === path);
}

export function courseByValue(value: string): Course | undefined {
  return COURSES.find((c) => c.value === value);
}

/** Courses without the crash plan (spec: music production, dual and all-in-one). */
const NO_CRASH: readonly CourseValue[] = ['music-production', 'dual', 'all-in-one'];

export function courseTypesFor(value: CourseValue): readonly CourseType[] {
  return NO_CRASH.includes(value) ? ['quarter', 'certification'] : COURSE_TYPES;
}

export const COURSE_TYPE_LABELS: Record<CourseType, string> = {
  crash: 'Crash Course',
  quarter: 'Quarter Course',
  certification: 'Certification Course',
};

/** Sessions per plan; null where the plan is hidden. */
export function planSessions(value: CourseValue, type: CourseType): string | null {
  if (type === 'crash') return NO_CRASH.includes(value) ? null : '10 sessions';
  const table: Record<'quarter' | 'certification', Partial<Record<CourseValue, string>>> = {
    quarter: {
      'music-production': '36 sessions',
      dual: '48 sessions (24+24)',
      'all-in-one': '72 sessions (24 each)',
    },
    certification: {
      'music-production': '72 sessions',
      dual: '96 sessions (48+48)',
      'all-in-one': '144 sessions (48 each)',
    },
  };
  return table[type][value] ?? (type === 'quarter' ? '24 sessions' : '48 sessions');
}

/** A chosen course and plan as people read it, e.g. "Piano/Keyboard - Quarter Course". */
export function courseChoiceLabel({ course, type }: { course: string; type: string }): string {
  const plan = COURSE_TYPE_LABELS[type as CourseType] ?? type;
  return `${courseByValue(course)?.label ?? course} - ${plan}`;
}

/** The plan tab a course page opens on: crash where it is offered, otherwise quarter. */
export function defaultPlanFor(value: CourseValue): CourseType {
  return courseTypesFor(value)[0];
}

export type PlanFeature = { label: string; included: boolean };

export type Plan = {
  type: CourseType;
  /** How long the plan usually runs. */
  duration: string;
  /** Length and format of each session. */
  sessionFormat: string;
  features: readonly PlanFeature[];
};

/** What every plan includes. */
export const ALL_PLAN_FEATURES = [
  'Extra study materials',
  'Daily class update',
  'Class recordings',
  '24x7 chat support',
] as const;

const withAll = (features: PlanFeature[]): PlanFeature[] => [
  ...features.filter((f) => f.included),
  ...ALL_PLAN_FEATURES.map((label) => ({ label, included: true })),
  ...features.filter((f) => !f.included),
];

/** What the plans differ in after the dashboard, in the order of the spec's plan table. */
const LEARNING_FEATURES = [
  'Personalised curriculum',
  'Assignments',
  'Progress reports',
  'Tests',
  'Certification',
] as const;

const planFeatures = (dashboard: string, included: readonly string[]): PlanFeature[] =>
  withAll([
    { label: dashboard, included: true },
    ...LEARNING_FEATURES.map((label) => ({ label, included: included.includes(label) })),
  ]);

/** The plan table: duration, format and features of each plan. */
export const PLANS: Record<CourseType, Plan> = {
  crash: {
    type: 'crash',
    duration: '5 to 10 weeks',
    sessionFormat: '60-minute online solo 1-1 sessions',
    features: planFeatures('Partial student dashboard', []),
  },
  quarter: {
    type: 'quarter',
    duration: '3 to 6 months',
    sessionFormat: '50 to 60-minute one-to-one sessions',
    features: planFeatures('Full student dashboard', LEARNING_FEATURES.slice(0, 4)),
  },
  certification: {
    type: 'certification',
    duration: '6 months to 1 year',
    sessionFormat: '50 to 60-minute one-to-one sessions',
    features: planFeatures('Full student dashboard', LEARNING_FEATURES),
  },
};

/** The prefilled chat message of a course page's request-brochure button. */
export function brochureRequestText(course: Course, type: CourseType): string {
  return `Hi! I'd like to request the brochure for the ${course.label} ${COURSE_TYPE_LABELS[type]}.`;
}
