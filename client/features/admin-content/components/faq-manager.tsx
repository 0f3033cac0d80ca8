import { useState } from 'react';
import { FAQ_CATEGORIES, type FaqType } from '../../../../common/faq-categories.ts';
import { type AdminFaq, faqCategoryLabel } from '../../../../common/schemas/admin-content.ts';
import { ADMIN_PAGE_SIZE } from '../../../../common/schemas/admin-page.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import { useAdminFaqs, useDeleteFaq, useMoveFaq } from '../api/faqs-api.ts';
import { FaqFormDialog } from './faq-form-dialog.tsx';
import { MoveButtons } from './move-buttons.tsx';

/** The FAQs of one category at a time, in the FAQ page's order: add, edit, delete, reorder. */
export function FaqManager() {
  const [type, setType] = useState<FaqType>('general');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminFaq | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const faqs = useAdminFaqs({ type, page, pageSize: ADMIN_PAGE_SIZE });
  useClampPage(page, setPage, faqs.data?.total, ADMIN_PAGE_SIZE);
  const move = useMoveFaq();
  const remove = useDeleteFaq();

  const openForm = (faq: AdminFaq | null) => {
    setEditing(faq);
    setFormOpen(true);
  };
  const onDelete = (faq: AdminFaq) => {
    if (!window.confirm(`Delete the FAQ "${faq.title}"?`)) return;
    remove.mutate(faq.id, {
      onSuccess: () => toast.success('FAQ deleted'),
      onError: (err) => toast.error(errorText(err, 'Failed to delete the FAQ')),
    });
  };
  const offset = (page - 1) * ADMIN_PAGE_SIZE;

  return (
    <section aria-labelledby="admin-faqs-heading">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h3 id="admin-faqs-heading" className="font-serif text-xl font-semibold text-plum-900">
          FAQs
        </h3>
        <button type="button" className="btn-primary py-2.5" onClick={() => openForm(null)}>
          Add FAQ
        </button>
      </div>
      <label className="mb-4 flex max-w-xs flex-col gap-1 text-sm font-semibold text-plum-900">
        Category
        <select
          className={inputClass}
          value={type}
          onChange={(e) => {
            setType(e.target.value as FaqType);
            setPage(1);
          }}
        >
          {FAQ_CATEGORIES.map((c) => (
            <option key={c.type} value={c.type}>
              {c.label}
            </option>
          ))}
        </select>
      </label>

      {faqs.isPending ? (
        <p>Loading FAQs...</p>
      ) : faqs.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(faqs.error, 'Failed to load FAQs')}
        </p>
      ) : faqs.data.Faqs.length === 0 ? (
        <p className="text-slate-600">No FAQs in {faqCategoryLabel(type)} yet.</p>
      ) : (
        <ol className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {faqs.data.Faqs.map((faq, index) => (
            <li key={faq.id} className="flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3">
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
                  isFirst={offset + index === 0}
                  isLast={offset + index === faqs.data.total - 1}
                  busy={move.isPending}
                  onMove={(direction) =>
                    move.mutate(
                      { id: faq.id, direction },
                      { onError: (err) => toast.error(errorText(err, 'Failed to move the FAQ')) },
                    )
                  }
                />
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-plum-800"
                  aria-label={`Edit "${faq.title}"`}
                  onClick={() => openForm(faq)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-red-700"
                  aria-label={`Delete "${faq.title}"`}
                  disabled={remove.isPending}
                  onClick={() => onDelete(faq)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {faqs.data ? (
        <Pagination
          label="FAQ pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={faqs.data.total}
          onPage={setPage}
        />
      ) : null}
      <FaqFormDialog faq={editing} defaultType={type} open={formOpen} onOpenChange={setFormOpen} />
    </section>
  );
}
