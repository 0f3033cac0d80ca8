import { asc } from 'drizzle-orm';
import type { Instafeed } from '../../../common/schemas/site-content.ts';
import type { Db } from '../../db/database.ts';
import { instafeeds } from '../../db/schema.ts';

/** The Instagram posts in the school's order (the site shows the first four). */
export function listInstafeeds(db: Db): Promise<Instafeed[]> {
  return db
    .select({ instafeed_url: instafeeds.instafeedUrl })
    .from(instafeeds)
    .orderBy(asc(instafeeds.sortOrder), asc(instafeeds.id));
}
