import type { UseMutationResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LINK_DEAD } from '../../../../common/schemas/account.ts';
import { errorText } from '../../../lib/error-text.ts';
import { linkRefused } from '../api/link-refused.ts';
import { AccountCard } from './account-card.tsx';
import { focusOnMount } from './focus-on-mount.ts';
import { Notice } from './notice.tsx';
import { StatusRegion } from './status-region.tsx';

type Props = {
  token: string;
  /** The call the link's token is sent to. */
  use: UseMutationResult<unknown, Error, string>;
  /** After the call succeeded (before the page shows it). */
  onDone?: () => void;
  title: string;
  intro: string;
  button: { idle: string; pending: string };
  done: string;
  /** Where the page leads once the link is used or refused. */
  next: { to: string; label: string };
};

/**
 * The page of a mailed link whose work waits for a press of the button: mail scanners open
 * links, and must not confirm or stop anything on their own.
 */
export function PressToUseLink({ token, use, onDone, title, intro, button, done, next }: Props) {
  const press = () =>
    use
      .mutateAsync(token)
      .then(() => onDone?.())
      .catch(() => undefined);
  const used = use.isSuccess;
  // The token itself was refused: pressing again cannot help.
  const over = !token || linkRefused(use.error);
  return (
    <AccountCard title={title} intro={used || over ? undefined : intro}>
      <StatusRegion>{used ? <Notice kind="success">{done}</Notice> : null}</StatusRegion>
      {token ? (
        use.isError ? (
          <Notice kind="error">{errorText(use.error)}</Notice>
        ) : null
      ) : (
        <Notice kind="error">{LINK_DEAD}</Notice>
      )}
      {used || over ? (
        <Link to={next.to} className="btn-primary w-full" ref={use.isIdle ? undefined : focusOnMount}>
          {next.label}
        </Link>
      ) : (
        <button type="button" className="btn-primary w-full" disabled={use.isPending} onClick={press}>
          {use.isPending ? button.pending : button.idle}
        </button>
      )}
    </AccountCard>
  );
}
