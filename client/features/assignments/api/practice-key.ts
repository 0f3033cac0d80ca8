/** Every query of practice between lessons lives under this key, read again after each change. */
export const PRACTICE_KEY = ['practice'] as const;
