// The FAQ page's category tabs (spec section 2) and the `type` value each stores.
export const FAQ_CATEGORIES = [
  { value: 'general', label: 'General FAQs' },
  { value: 'students', label: 'For Students' },
  { value: 'parents', label: 'For Parents' },
  { value: 'career', label: 'Career Support' },
  { value: 'performance', label: 'Performance Opportunities' },
] as const;

export type FaqType = (typeof FAQ_CATEGORIES)[number]['value'];
export const FAQ_TYPES = FAQ_CATEGORIES.map((c) => c.value) as [FaqType, ...FaqType[]];

export function faqCategoryLabel(type: string): string {
  return FAQ_CATEGORIES.find((c) => c.value === type)?.label ?? type;
}
