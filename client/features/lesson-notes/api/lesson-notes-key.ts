/** Every query of lesson notes lives under this key, read again after a note is saved. */
export const LESSON_NOTES_KEY = ['lesson-notes'] as const;
