// The FAQ categories (the `type` of an FAQ), in the order of the FAQ page's tabs.
export const FAQ_CATEGORIES = [
  { type: 'general', label: 'General FAQs' },
  { type: 'students', label: 'For Students' },
  { type: 'parents', label: 'For Parents' },
  { type: 'career', label: 'Career Support' },
  { type: 'performance', label: 'Performance Opportunities' },
] as const;

export type FaqType = (typeof FAQ_CATEGORIES)[number]['type'];

/** An FAQ without a type belongs to the general category. */
export const DEFAULT_FAQ_TYPE: FaqType = 'general';
