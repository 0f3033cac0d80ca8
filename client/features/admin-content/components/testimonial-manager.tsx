import type { AdminTestimonial } from '../../../../common/schemas/admin-content.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useEditDialog } from '../../../components/admin/use-edit-dialog.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminTestimonials, useSetTestimonialHidden } from '../api/testimonials-api.ts';
import { TestimonialFormDialog } from './testimonial-form-dialog.tsx';

const LIST = { noun: 'testimonials', pagesLabel: 'Testimonial pages', empty: 'No testimonials yet.' };

/** Every testimonial, newest first: add, edit, and hide from the site or show again (never deleted). */
export function TestimonialManager() {
  const pages = usePages();
  const dialog = useEditDialog<AdminTestimonial>();
  const testimonials = useAdminTestimonials(pages.query);
  const visibility = useSetTestimonialHidden();

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
    <AdminSection
      title="Testimonials"
      level={3}
      actions={<AddButton onClick={() => dialog.openFor(null)}>Add testimonial</AddButton>}
    >
      <PagedList query={testimonials} rows={(data) => data.Testimonials} pages={pages} {...LIST}>
        {(rows) => (
          <RowList>
            {rows.map((t) => {
              const hidden = t.isDeleted === 1;
              return (
                <ListRow key={t.id} alignTop>
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
                      <ExternalLink href={t.mediaUrl} className="text-sm break-all text-plum-700 underline">
                        {t.mediaUrl}
                      </ExternalLink>
                    ) : null}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <RowButton label={`Edit testimonial by ${t.name}`} onClick={() => dialog.openFor(t)}>
                      Edit
                    </RowButton>
                    <RowButton
                      label={`${hidden ? 'Show' : 'Hide'} testimonial by ${t.name}`}
                      disabled={visibility.isPending}
                      onClick={() => setHidden(t, !hidden)}
                    >
                      {hidden ? 'Show' : 'Hide'}
                    </RowButton>
                  </div>
                </ListRow>
              );
            })}
          </RowList>
        )}
      </PagedList>
      <TestimonialFormDialog testimonial={dialog.editing} open={dialog.open} onOpenChange={dialog.setOpen} />
    </AdminSection>
  );
}
