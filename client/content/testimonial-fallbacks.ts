/** Shown when the testimonials cannot be fetched. */
export const TESTIMONIAL_FALLBACKS: { name: string; message: string }[] = [
  {
    name: 'Ananya R.',
    message:
      'My voice teacher made every online lesson feel personal. I passed my first grade exam within a year and now sing with real confidence.',
  },
  {
    name: 'Marcus L.',
    message: 'Learning piano as an adult felt impossible until I joined. Patient teachers and a clear plan.',
  },
  {
    name: 'Sunita (parent)',
    message:
      'The daily class updates tell me exactly what my son practised. He now looks forward to every violin class.',
  },
  {
    name: 'Kabir M.',
    message: 'The music production course taught me to record and mix my own songs from my bedroom studio.',
  },
  {
    name: 'Elena P.',
    message:
      'The opera training is world class. Breathing, diction and stage presence all improved within months.',
  },
];
