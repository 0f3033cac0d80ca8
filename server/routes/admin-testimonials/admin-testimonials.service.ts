import { count, desc, eq } from 'drizzle-orm';
import type { TestimonialInput } from '../../../common/schemas/admin-content.ts';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { Db } from '../../db/database.ts';
import { testimonials } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

const NOT_FOUND = 'Testimonial not found';

export type ManagedTestimonial = {
  id: number;
  name: string;
  message: string;
  mediaUrl: string | null;
  /** Kept, but not shown on the site. */
  hidden: boolean;
  createdAt: Date;
};

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  message: testimonials.message,
  mediaUrl: testimonials.mediaUrl,
  isDeleted: testimonials.isDeleted,
  createdAt: testimonials.createdAt,
};

type Row = Omit<ManagedTestimonial, 'hidden'> & { isDeleted: number };
const toTestimonial = ({ isDeleted, ...row }: Row): ManagedTestimonial => ({
  ...row,
  hidden: isDeleted !== 0,
});

const values = (input: TestimonialInput) => ({
  name: input.name,
  message: input.message,
  mediaUrl: input.mediaUrl || null,
});

/** Every testimonial, hidden ones included, newest first. */
export async function listTestimonials(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<Page<ManagedTestimonial>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(testimonials)
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(testimonials),
  ]);
  return { items: rows.map(toTestimonial), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function createTestimonial(db: Db, input: TestimonialInput): Promise<ManagedTestimonial> {
  const [row] = await db.insert(testimonials).values(values(input)).returning(columns);
  return toTestimonial(row as Row);
}

export async function updateTestimonial(
  db: Db,
  id: number,
  input: TestimonialInput,
): Promise<ManagedTestimonial> {
  const [row] = await db
    .update(testimonials)
    .set(values(input))
    .where(eq(testimonials.id, id))
    .returning(columns);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toTestimonial(row);
}

/** Hides a testimonial from the site (is_deleted = 1) or shows it again; nothing is deleted. */
export async function setTestimonialHidden(db: Db, id: number, hidden: boolean): Promise<ManagedTestimonial> {
  const [row] = await db
    .update(testimonials)
    .set({ isDeleted: hidden ? 1 : 0 })
    .where(eq(testimonials.id, id))
    .returning(columns);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toTestimonial(row);
}
