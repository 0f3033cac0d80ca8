import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageBanner } from '../../../components/layout/page-banner.tsx';
import { audienceViewKey, useAudienceView } from '../api/audience-view.ts';
import { useRelayWatch } from '../hooks/use-relay-watch.ts';
import { useStageConnection } from '../hooks/use-stage-connection.ts';
import { viewerKey } from '../utils/viewer-key.ts';
import { RecitalPlaceholder } from './recital-placeholder.tsx';
import { RunningOrder } from './running-order.tsx';
import { StageScreen } from './stage-screen.tsx';

/**
 * The audience's page of a recital (no account: the link's token is the key). It keeps this
 * browser's seat by asking again every so often, and at once whenever the stage's publishers
 * change; a revoked link or a full house is shown in the server's words.
 */
export function RecitalAudience({ token }: { token: string }) {
  const [viewer] = useState(() => viewerKey(token));
  const view = useAudienceView(token, viewer);
  const client = useQueryClient();
  const join = view.error ? null : (view.data?.janus ?? null);
  // On the main Janus the page joins the stage's room; past its share, an edge's relay of it.
  const relayJoin = join?.relay ? { ...join, relay: join.relay } : null;
  const roomJoin = join && !join.relay ? join : null;
  const room = useStageConnection(roomJoin && (async () => roomJoin), () => {
    void client.invalidateQueries({ queryKey: audienceViewKey(token) });
  });
  const relay = useRelayWatch(relayJoin);
  const state = relayJoin ? relay.state : room.state;
  const onStage = view.error ? null : (view.data?.on_stage ?? null);
  useEffect(() => {
    room.stage.watch(onStage);
    relay.watch.watch(onStage);
  }, [room.stage, relay.watch, onStage]);

  if (view.error || !view.data)
    return <RecitalPlaceholder title="Recital" error={view.error} loading="Loading the recital..." />;
  const { data } = view;
  const name = (position: number | null) =>
    data.running_order.find((p) => p.position === position)?.name ?? null;
  const onStageName = name(data.on_stage);
  const nextName = name(data.next);
  return (
    <>
      <PageBanner title={data.title}>
        <p>{data.when_label}</p>
      </PageBanner>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="stage-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="stage-heading" className="font-serif text-xl font-semibold text-plum-900">
            {onStageName ? `On stage: ${onStageName}` : 'The stage'}
          </h2>
          {data.janus ? (
            <StageScreen state={state} onStageName={onStageName} />
          ) : (
            <p className="rounded-xl bg-slate-100 p-6 text-slate-700">
              The school's stage server is not set up, so the recital cannot be watched here.
            </p>
          )}
          {nextName ? <p className="text-slate-700">Next: {nextName}</p> : null}
        </section>
        <RunningOrder performers={data.running_order} onStage={data.on_stage} next={data.next} />
      </div>
    </>
  );
}
