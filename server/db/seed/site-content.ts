import type { Db } from '../database.ts';
import { faqs, instafeeds, testimonials } from '../schema.ts';
import { DEMO_FAQS, DEMO_INSTAFEEDS, DEMO_TESTIMONIALS } from './site-content-data.ts';

/** The demo FAQs, testimonials and Instagram posts; only the missing ones are added. */
export async function seedSiteContent(db: Db): Promise<string[]> {
  const faqTitles = new Set((await db.select({ title: faqs.title }).from(faqs)).map((r) => r.title));
  const newFaqs = DEMO_FAQS.map((f, i) => ({ ...f, sortOrder: i })).filter((f) => !faqTitles.has(f.title));
  if (newFaqs.length) await db.insert(faqs).values(newFaqs);

  const names = new Set((await db.select({ name: testimonials.name }).from(testimonials)).map((r) => r.name));
  const newTestimonials = DEMO_TESTIMONIALS.filter((t) => !names.has(t.name));
  if (newTestimonials.length) await db.insert(testimonials).values(newTestimonials);

  const urls = new Set(
    (await db.select({ url: instafeeds.instafeedUrl }).from(instafeeds)).map((r) => r.url),
  );
  const newFeeds = DEMO_INSTAFEEDS.map((instafeedUrl, sortOrder) => ({ instafeedUrl, sortOrder })).filter(
    (f) => !urls.has(f.instafeedUrl),
  );
  if (newFeeds.length) await db.insert(instafeeds).values(newFeeds);

  return [
    `Demo site content: ${newFaqs.length} FAQs, ${newTestimonials.length} testimonials, ${newFeeds.length} Instagram posts added`,
  ];
}
