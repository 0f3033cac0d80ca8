import type { StageView } from '../../../../common/schemas/recitals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSetStage } from '../api/set-stage.ts';
import { moveLabel, stageAfter } from '../utils/stage-order.ts';

/** The organiser's (or an admin's) control of the stage: the next performer on, the one after them ready. */
export function StageControls({ recital }: { recital: StageView }) {
  const move = useSetStage();
  const now = { onStageId: recital.on_stage_id, nextId: recital.next_id };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-primary"
        disabled={move.isPending}
        onClick={() => move.mutate({ id: recital.id, ...stageAfter(recital.performers, now) })}
      >
        {move.isPending ? 'Moving...' : moveLabel(recital.performers, now)}
      </button>
      {now.onStageId !== null ? (
        <p className="text-sm text-slate-600">The performer on stage leaves it when you move on.</p>
      ) : null}
      {move.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(move.error)}
        </p>
      ) : null}
    </div>
  );
}
