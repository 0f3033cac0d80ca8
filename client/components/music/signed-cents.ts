/** The drone's fine tuning as read: '+12 cents', '−5 cents', '0 cents'. */
export const signedCents = (c: number) => `${c > 0 ? '+' : c < 0 ? '−' : ''}${Math.abs(c)} cents`;
