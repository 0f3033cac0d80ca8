import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '../../../common/faq-categories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { faqs, instafeeds, testimonials } from '../schema.ts';
import { seedSiteContent } from './site-content.ts';

describe('demo site content', () => {
  const t = useTestApp();

  it('adds FAQs in every category, testimonials and Instagram posts, once', async () => {
    await seedSiteContent(t.database.db);
    const again = await seedSiteContent(t.database.db);
    expect(again.join()).toContain('0 FAQs, 0 testimonials, 0 Instagram posts added');

    const faqRows = await t.database.db.select().from(faqs);
    for (const { type } of FAQ_CATEGORIES)
      expect(
        faqRows.some((f) => f.type === type),
        type,
      ).toBe(true);
    expect(faqRows.some((f) => f.content.includes('&lt;'))).toBe(true);
    expect(new Set(faqRows.map((f) => f.title)).size).toBe(faqRows.length);

    const testimonialRows = await t.database.db.select().from(testimonials);
    expect(testimonialRows.filter((r) => r.isDeleted === 1)).toHaveLength(1);
    expect(testimonialRows.filter((r) => r.isDeleted === 0).length).toBeGreaterThanOrEqual(4);

    const feeds = await t.database.db.select().from(instafeeds);
    expect(feeds.length).toBeGreaterThanOrEqual(4);
    for (const f of feeds) expect(f.instafeedUrl).toMatch(/^https:\/\/www\.instagram\.com\/p\/[\w-]+\/$/);
  });

  it('serves them through the list calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/faqs.php' });
    expect(res.json().Faqs[0]).toMatchObject({ title: 'What is the minimum age to join?', type: 'general' });
  });
});
