import { PageBanner } from '../../../components/layout/page-banner.tsx';
import { errorText } from '../../../lib/error-text.ts';

type Props = { title: string; error: unknown; loading: string };

/** A recital page before its view has come: the server's words for a failure, or what is loading. */
export function RecitalPlaceholder({ title, error, loading }: Props) {
  return (
    <>
      <PageBanner title={title} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
            {errorText(error)}
          </p>
        ) : (
          <p className="text-slate-600">{loading}</p>
        )}
      </div>
    </>
  );
}
