/** Every query of consents lives under this key, read again after a choice. */
export const CONSENTS_KEY = ['consents'] as const;
