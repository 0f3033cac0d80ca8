import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type InstafeedInput, instafeedSchema } from '../../../../common/schemas/admin-content.ts';
import { ADMIN_PAGE_SIZE } from '../../../../common/schemas/admin-page.ts';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useClampPage } from '../../../lib/use-clamp-page.ts';
import {
  useAddInstafeed,
  useAdminInstafeeds,
  useMoveInstafeed,
  useRemoveInstafeed,
} from '../api/instafeeds-api.ts';
import { MoveButtons } from './move-buttons.tsx';

/** The Instagram post links of the site's feed, in order: add, remove, reorder. */
export function InstafeedManager() {
  const [page, setPage] = useState(1);
  const feeds = useAdminInstafeeds({ page, pageSize: ADMIN_PAGE_SIZE });
  useClampPage(page, setPage, feeds.data?.total, ADMIN_PAGE_SIZE);
  const add = useAddInstafeed();
  const move = useMoveInstafeed();
  const remove = useRemoveInstafeed();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InstafeedInput>({
    resolver: zodResolver(instafeedSchema),
    defaultValues: { instafeedUrl: '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success('Instagram link added');
      reset();
    } catch (err) {
      toast.error(errorText(err, 'Failed to add the Instagram link'));
    }
  });
  const onRemove = (id: number, url: string) => {
    if (!window.confirm(`Remove ${url} from the Instagram feed?`)) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('Instagram link removed'),
      onError: (err) => toast.error(errorText(err, 'Failed to remove the Instagram link')),
    });
  };
  const offset = (page - 1) * ADMIN_PAGE_SIZE;

  return (
    <section aria-labelledby="admin-instafeeds-heading">
      <h3 id="admin-instafeeds-heading" className="mb-1 font-serif text-xl font-semibold text-plum-900">
        Instagram feed
      </h3>
      <p className="mb-4 text-sm text-slate-600">The site shows the first four links, in this order.</p>
      <form onSubmit={submit} noValidate className="mb-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <FormField label="Instagram post link" error={errors.instafeedUrl?.message}>
            {(ids) => (
              <input
                {...ids}
                {...register('instafeedUrl')}
                type="url"
                inputMode="url"
                placeholder="https://www.instagram.com/p/..."
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <button type="submit" className="btn-primary py-2.5 sm:mt-6" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add link'}
        </button>
      </form>

      {feeds.isPending ? (
        <p>Loading Instagram links...</p>
      ) : feeds.isError ? (
        <p role="alert" className="text-red-700">
          {errorText(feeds.error, 'Failed to load Instagram links')}
        </p>
      ) : feeds.data.Instafeeds.length === 0 ? (
        <p className="text-slate-600">No Instagram links yet.</p>
      ) : (
        <ol className="divide-y divide-plum-100 rounded-xl border border-plum-100 bg-white">
          {feeds.data.Instafeeds.map((feed, index) => (
            <li key={feed.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <span className="w-6 text-sm font-semibold text-slate-500">{offset + index + 1}.</span>
              <a
                href={feed.instafeedUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 flex-1 basis-48 text-sm break-all text-plum-700 underline"
              >
                {feed.instafeedUrl}
              </a>
              <div className="flex gap-2">
                <MoveButtons
                  label={`link ${offset + index + 1}`}
                  isFirst={offset + index === 0}
                  isLast={offset + index === feeds.data.total - 1}
                  busy={move.isPending}
                  onMove={(direction) =>
                    move.mutate(
                      { id: feed.id, direction },
                      { onError: (err) => toast.error(errorText(err, 'Failed to move the Instagram link')) },
                    )
                  }
                />
                <button
                  type="button"
                  className="btn-outline px-4 py-2 text-red-700"
                  aria-label={`Remove link ${offset + index + 1}`}
                  disabled={remove.isPending}
                  onClick={() => onRemove(feed.id, feed.instafeedUrl)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {feeds.data ? (
        <Pagination
          label="Instagram link pages"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={feeds.data.total}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
