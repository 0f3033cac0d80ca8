/** Every query of this feature lives under this key, dropped after each change. */
export const LESSON_CHANGES_KEY = ['lesson-changes'] as const;
