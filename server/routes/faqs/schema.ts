import { z } from 'zod';

export const faqsResponse = z.object({
  result: z.boolean(),
  Faqs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().describe('The question'),
      content: z.string().describe('The answer: HTML, possibly HTML-encoded'),
      type: z.string().describe('The category: general, students, parents, career or performance'),
    }),
  ),
});
