import { FAQ_CATEGORIES, type FaqType } from '../../../../common/faq-categories.ts';
import { type AdminFaq, faqCategoryLabel } from '../../../../common/schemas/admin-content.ts';
import { AddButton } from '../../../components/admin/add-button.tsx';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { useEditDialog } from '../../../components/admin/use-edit-dialog.ts';
import { useFilter } from '../../../components/admin/use-filter.ts';
import { usePages } from '../../../components/admin/use-pages.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminFaqs, useDeleteFaq, useMoveFaq } from '../api/faqs-api.ts';
import { FaqFormDialog } from './faq-form-dialog.tsx';
import { MoveButtons } from './move-buttons.tsx';

const CATEGORIES = FAQ_CATEGORIES.map((c) => ({ value: c.type, label: c.label }));

const LIST = { noun: 'FAQs', pagesLabel: 'FAQ pages' };

/** The FAQs of one category at a time, in the FAQ page's order: add, edit, delete, reorder. */
export function FaqManager() {
  const pages = usePages();
  const type = useFilter<FaqType>('general', pages);
  const dialog = useEditDialog<AdminFaq>();
  const faqs = useAdminFaqs({ type: type.value, ...pages.query });
  const move = useMoveFaq();
  const remove = useDeleteFaq();

  const onDelete = (faq: AdminFaq) => {
    if (!window.confirm(`Delete the FAQ "${faq.title}"?`)) return;
    remove.mutate(faq.id, {
      onSuccess: () => toast.success('FAQ deleted'),
      onError: (err) => toast.error(errorText(err, 'Failed to delete the FAQ')),
    });
  };

  return (
    <AdminSection
      title="FAQs"
      level={3}
      actions={<AddButton onClick={() => dialog.openFor(null)}>Add FAQ</AddButton>}
    >
      <FilterSelect label="Category" filter={type} options={CATEGORIES} className="mb-4 max-w-xs" />

      <PagedList
        query={faqs}
        rows={(data) => data.Faqs}
        pages={pages}
        {...LIST}
        empty={`No FAQs in ${faqCategoryLabel(type.value)} yet.`}
      >
        {(rows, { total }) => (
          <RowList ordered>
            {rows.map((faq, index) => (
              <ListRow key={faq.id} alignTop>
                <div className="min-w-0 flex-1 basis-64">
                  <p className="font-semibold text-plum-900">{faq.title}</p>
                  {/* The answer as plain text, tags dropped: its HTML is rendered, sanitised, only on the FAQ page. */}
                  <p className="line-clamp-2 text-sm break-words text-slate-600">
                    {faq.content.replace(/<[^>]*>/g, '')}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <MoveButtons
                    label={`"${faq.title}"`}
                    place={pages.offset + index}
                    total={total}
                    busy={move.isPending}
                    onMove={(direction) =>
                      move.mutate(
                        { id: faq.id, direction },
                        { onError: (err) => toast.error(errorText(err, 'Failed to move the FAQ')) },
                      )
                    }
                  />
                  <RowButton label={`Edit "${faq.title}"`} onClick={() => dialog.openFor(faq)}>
                    Edit
                  </RowButton>
                  <RowButton
                    label={`Delete "${faq.title}"`}
                    disabled={remove.isPending}
                    onClick={() => onDelete(faq)}
                    danger
                  >
                    Delete
                  </RowButton>
                </div>
              </ListRow>
            ))}
          </RowList>
        )}
      </PagedList>
      <FaqFormDialog
        faq={dialog.editing}
        defaultType={type.value}
        open={dialog.open}
        onOpenChange={dialog.setOpen}
      />
    </AdminSection>
  );
}
