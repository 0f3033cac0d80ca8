import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { instafeeds } from '../../db/schema.ts';

export type SiteInstafeed = { instafeedUrl: string };

/** The Instagram posts in the school's order (the site shows the first four). */
export function listInstafeeds(db: Db): Promise<SiteInstafeed[]> {
  return db
    .select({ instafeedUrl: instafeeds.instafeedUrl })
    .from(instafeeds)
    .orderBy(asc(instafeeds.sortOrder), asc(instafeeds.id));
}
