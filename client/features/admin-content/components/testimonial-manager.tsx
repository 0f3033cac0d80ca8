import { useState } from 'react';
import type { AdminTestimonial } from '../../../../common/schemas/admin-content.ts';
import { ADMIN_PAGE_SIZE } from '../../../../common/schemas/admin-page.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useAdminTestimonials, useSetTestimonialHidden } from '../api/testimonials-api.ts';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';

/** Every testimonial, newest first: add, edit, and hide from the site or show again (never deleted). */
export function TestimonialManager() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const testimonials = useAdminTestimonials({ page, pageSize: ADMIN_PAGE_SIZE });
  useClampPage(page, setPage, testimonials.data?.total, ADMIN_PAGE_SIZE);
  const visibility = useSetTestimonialHidden();

  const openForm = (testimonial: AdminTestimonial | null) => {
    setEditing(testimonial);
    setFormOpen(true);
  };
  const setHidden = (t: AdminTestimonial, hidden: boolean) =>
    visibility.mutate(
      { id: t.id, hidden },
      {
        onSuccess: () =>
          toast.success(hidden ? 'Testimonial hidden from the site' : 'Testimonial shown on the site'),
        onError: (err) => toast.error(errorText(err, 'Failed to change the testimonial')),
      },
    );

  return (
    <section aria-labelledby="admin-testimonials-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h3 id="admin-testimonials-heading" className="font-serif text-xl font-semibold text-plum-900">
          Testimonials
        </h3>
        <button type="button" className="btn-primary py-2.5" onClick={() => openForm(null)}>
          Add testimonial
        </button>
      </div>

      {testimonials.isPending ? (
        <p>Loading testimonials...</p>
      ) : testimonials.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(testimonials.error, 'Failed to load testimonials')}
        </p>
      ) : testimonials.data.Testimonials.length === 0 ? (
        <p className="text-slate-600">No testimonials yet.</p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {testimonials.data.Testimonials.map((t) => {
            const hidden = t.isDeleted === 1;
            return (
              <li key={t.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-64">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-plum-900">
                    {t.name}
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                        hidden ? 'bg-slate-200 text-slate-700' : 'bg-emerald-100 text-emerald-800'
                      }`}
                    >
                      {hidden ? 'Hidden' : 'Visible'}
                    </span>
                  </p>
                  <p className="line-clamp-3 text-sm break-words text-slate-600">{t.message}</p>
                  {t.mediaUrl ? (
                    <a
                      href={t.mediaUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm break-all text-plum-700 underline"
                    >
                      {t.mediaUrl}
                    </a>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-outline px-4 py-2 text-plum-800"
                    aria-label={`Edit testimonial by ${t.name}`}
                    onClick={() => openForm(t)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-outline px-4 py-2 text-plum-800"
                    aria-label={`${hidden ? 'Show' : 'Hide'} testimonial by ${t.name}`}
                    disabled={visibility.isPending}
                    onClick={() => setHidden(t, !hidden)}
                  >
                    {hidden ? 'Show' : 'Hide'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {testimonials.data ? (
        <Pagination
          label="Testimonial pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={testimonials.data.total}
          onPage={setPage}
        />
      ) : null}
      <TestimonialFormDialog testimonial={editing} open={formOpen} onOpenChange={setFormOpen} />
    </section>
  );
}
