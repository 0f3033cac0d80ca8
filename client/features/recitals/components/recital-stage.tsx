import { useEffect } from 'react';
import { PageBanner } from '../../../components/layout/page-banner.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { fetchStageToken } from '../api/stage-token.ts';
import { useStageView } from '../api/stage-view.ts';
import { useRecitalRecording } from '../hooks/use-recital-recording.ts';
import { useStageCamera } from '../hooks/use-stage-camera.ts';
import { useStageConnection } from '../hooks/use-stage-connection.ts';
import { PerformerPanel } from './performer-panel.tsx';
import { RecitalPlaceholder } from './recital-placeholder.tsx';
import { RunningOrder } from './running-order.tsx';
import { StageControls } from './stage-controls.tsx';
import { StageRecording } from './stage-recording.tsx';
import { StageScreen } from './stage-screen.tsx';

type Props = { recitalId: number; userId: number };

/**
 * The recital's stage for its performers and organiser: the performer on stage and the one next
 * put their cameras on the stage; everyone else watches the one on stage; the organiser (or an
 * admin) moves the recital on. Who is on comes from the server, asked every STAGE_POLL_MS.
 */
export function RecitalStage({ recitalId, userId }: Props) {
  const view = useStageView(recitalId);
  const data = view.data;
  const performers = data?.performers ?? [];
  const person = (id: number | null | undefined) => performers.find((p) => p.student_id === id) ?? null;
  const me = person(userId);
  const onStage = person(data?.on_stage_id);
  const next = person(data?.next_id);
  const myTurn = me !== null && (me === onStage || me === next);
  const meOnStage = me !== null && me === onStage;
  const camera = useStageCamera(myTurn);
  const { stage, state } = useStageConnection(
    data ? () => fetchStageToken(recitalId) : null,
    () => void view.refetch(),
    { signedIn: true },
  );
  const myPosition = me?.position ?? null;
  useEffect(() => {
    stage.setCamera(
      camera.stream && myPosition !== null ? { stream: camera.stream, position: myPosition } : null,
    );
  }, [stage, camera.stream, myPosition]);
  const watchPosition = onStage && !meOnStage ? onStage.position : null;
  useEffect(() => stage.watch(watchPosition), [stage, watchPosition]);
  const organises = data?.runs ?? false;
  const recording = useRecitalRecording(recitalId, organises, stage);

  if (!data)
    return <RecitalPlaceholder title="Recital stage" error={view.error} loading="Loading the stage..." />;
  return (
    <>
      <PageBanner title={data.title}>
        <p>{data.when_label}</p>
      </PageBanner>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="stage-heading" className="flex min-w-0 flex-col gap-3">
          <h2 id="stage-heading" className="font-serif text-xl font-semibold text-plum-900">
            {onStage ? `On stage: ${onStage.name}` : 'The stage'}
          </h2>
          {me && myTurn && state.phase !== 'refused' ? (
            <PerformerPanel onStage={meOnStage} camera={camera} publishing={state.publishing} />
          ) : null}
          {meOnStage && state.phase !== 'refused' ? null : (
            <StageScreen state={state} onStageName={onStage?.name ?? null} />
          )}
          {next ? <p className="text-slate-700">Next: {next.name}</p> : null}
          {view.error ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(view.error)}
            </p>
          ) : null}
        </section>
        <div className="flex flex-col gap-6">
          {data.runs ? <StageControls recital={data} /> : null}
          <StageRecording recording={recording} organises={organises} />
          <RunningOrder
            performers={performers}
            onStage={onStage?.position ?? null}
            next={next?.position ?? null}
          />
        </div>
      </div>
    </>
  );
}
