import type { Recital } from '../../../../common/schemas/recitals.ts';
import { inputClass } from '../../../components/ui/form-styles.ts';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useRenewAudienceLink } from '../api/renew-audience-link.ts';
import { useRevokeAudienceLink } from '../api/revoke-audience-link.ts';

/** The audience's address of a recital's token, on this site. */
export const audienceUrl = (token: string) => `${window.location.origin}/recital/${token}`;

/** The recital's audience link: copied to share, revoked (it refuses at once), or replaced by a new one. */
export function AudienceLink({ recital }: { recital: Recital }) {
  const renew = useRenewAudienceLink();
  const revoke = useRevokeAudienceLink();
  const token = recital.audience_token;
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Audience link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it yourself.');
    }
  };
  const failed = renew.error ?? revoke.error;
  const label = `Audience link of ${recital.title}`;
  return (
    <div className="flex flex-col gap-2">
      {token ? (
        <>
          <input
            readOnly
            aria-label={label}
            value={audienceUrl(token)}
            onFocus={(e) => e.currentTarget.select()}
            className={`${inputClass} font-mono text-sm`}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline py-2 text-plum-800"
              onClick={() => copy(audienceUrl(token))}
            >
              Copy link
            </button>
            <button
              type="button"
              className="btn-outline py-2 text-red-800"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(recital.id)}
            >
              Revoke link
            </button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-slate-700">The audience link is revoked: it no longer opens the recital.</p>
          <button
            type="button"
            className="btn-outline py-2 text-plum-800"
            disabled={renew.isPending}
            onClick={() => renew.mutate(recital.id)}
          >
            Make a new link
          </button>
        </div>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(failed)}
        </p>
      ) : null}
    </div>
  );
}
