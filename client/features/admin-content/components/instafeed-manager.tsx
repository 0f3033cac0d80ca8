import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InstafeedInput, instafeedSchema } from '../../../../common/schemas/admin-content.ts';
import { AdminSection } from '../../../components/admin/admin-section.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { ListRow } from '../../../components/admin/list-row.tsx';
import { PagedList } from '../../../components/admin/paged-list.tsx';
import { RowButton } from '../../../components/admin/row-button.tsx';
import { RowList } from '../../../components/admin/row-list.tsx';
import { usePages } from '../../../components/admin/use-pages.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useAddInstafeed,
  useAdminInstafeeds,
  useMoveInstafeed,
  useRemoveInstafeed,
} from '../api/instafeeds-api.ts';
import { MoveButtons } from './move-buttons.tsx';

const LIST = {
  noun: 'Instagram links',
  pagesLabel: 'Instagram link pages',
  empty: 'No Instagram links yet.',
};

/** The Instagram post links of the site's feed, in order: add, remove, reorder. */
export function InstafeedManager() {
  const pages = usePages();
  const feeds = useAdminInstafeeds(pages.query);
  const add = useAddInstafeed();
  const move = useMoveInstafeed();
  const remove = useRemoveInstafeed();
  const form = useForm<InstafeedInput>({
    resolver: zodResolver(instafeedSchema),
    defaultValues: { instafeedUrl: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await add.mutateAsync(input);
      toast.success('Instagram link added');
      form.reset();
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

  return (
    <AdminSection
      title="Instagram feed"
      level={3}
      description="The site shows the first four links, in this order."
    >
      <form onSubmit={submit} noValidate className="mb-4 flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <InputField
            label="Instagram post link"
            {...fieldProps(form)('instafeedUrl')}
            type="url"
            inputMode="url"
            placeholder="https://www.instagram.com/p/..."
          />
        </div>
        <button type="submit" className="btn-primary py-2.5 sm:mt-6" disabled={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add link'}
        </button>
      </form>

      <PagedList query={feeds} rows={(data) => data.Instafeeds} pages={pages} {...LIST}>
        {(rows, { total }) => (
          <RowList ordered>
            {rows.map((feed, index) => {
              const place = pages.offset + index;
              return (
                <ListRow key={feed.id}>
                  <span className="w-6 text-sm font-semibold text-slate-500">{place + 1}.</span>
                  <ExternalLink
                    href={feed.instafeedUrl}
                    className="min-w-0 flex-1 basis-48 text-sm break-all text-plum-700 underline"
                  >
                    {feed.instafeedUrl}
                  </ExternalLink>
                  <div className="flex gap-2">
                    <MoveButtons
                      label={`link ${place + 1}`}
                      place={place}
                      total={total}
                      busy={move.isPending}
                      onMove={(direction) =>
                        move.mutate(
                          { id: feed.id, direction },
                          {
                            onError: (err) =>
                              toast.error(errorText(err, 'Failed to move the Instagram link')),
                          },
                        )
                      }
                    />
                    <RowButton
                      label={`Remove link ${place + 1}`}
                      disabled={remove.isPending}
                      onClick={() => onRemove(feed.id, feed.instafeedUrl)}
                      danger
                    >
                      Remove
                    </RowButton>
                  </div>
                </ListRow>
              );
            })}
          </RowList>
        )}
      </PagedList>
    </AdminSection>
  );
}
