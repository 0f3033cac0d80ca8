import type { Faq } from '../../common/schemas/site-content.ts';

/** The FAQ page's built-in samples, kept when the FAQs cannot be fetched. */
export const FAQ_PAGE_SAMPLES: Faq[] = [
  {
    id: -1,
    type: 'general',
    title: 'What is the minimum age to join?',
    content: '<p>Students can join from the age of 5.</p>',
  },
  {
    id: -2,
    type: 'general',
    title: 'Are classes online or offline?',
    content: '<p>Both: live one-to-one classes online, or lessons at our campus.</p>',
  },
  {
    id: -3,
    type: 'general',
    title: 'How long is each session?',
    content: '<p>Each session lasts 50 to 60 minutes.</p>',
  },
  {
    id: -4,
    type: 'students',
    title: 'Do I need my own instrument?',
    content: '<p>Yes. Instrument courses need your own instrument to practise at home.</p>',
  },
];

/** The FAQ teaser's four questions when the FAQs cannot be fetched. */
export const FAQ_TEASER_FALLBACK: Faq[] = [
  ...FAQ_PAGE_SAMPLES.slice(0, 3),
  {
    id: -5,
    type: 'general',
    title: 'Do you prepare students for certification exams?',
    content: '<p>Yes. We prepare students for graded exams of five international certification bodies.</p>',
  },
];
