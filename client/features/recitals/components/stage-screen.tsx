import { useState } from 'react';
import type { StageState } from '../rtc/stage-connection.ts';
import { StageVideo } from './stage-video.tsx';

type Props = {
  state: StageState;
  /** The name of the performer on stage, or null (no one yet, or the recital is over). */
  onStageName: string | null;
};

const FRAME =
  'flex aspect-video w-full items-center justify-center rounded-xl bg-slate-900 p-6 text-center text-white/80';

/** What the stage shows a watcher: the performer on stage, or in words why there is no picture. */
export function StageScreen({ state, onStageName }: Props) {
  const [soundOn, setSoundOn] = useState(false);
  const stream = state.watched?.stream ?? null;
  if (state.phase === 'refused')
    return (
      <p role="alert" className={FRAME}>
        {state.refusal}
      </p>
    );
  if (state.phase === 'reconnecting')
    return <p className={FRAME}>The stage is not reachable just now. Trying again...</p>;
  if (!onStageName) return <p className={FRAME}>No one is on stage just now.</p>;
  if (!stream) return <p className={FRAME}>Waiting for {onStageName}'s picture...</p>;
  return (
    <div className="flex flex-col gap-2">
      <StageVideo
        key={state.watched?.position}
        stream={stream}
        label={`${onStageName} on stage`}
        muted={!soundOn}
      />
      <button
        type="button"
        className="btn-outline self-start py-2 text-plum-800"
        onClick={() => setSoundOn(!soundOn)}
      >
        {soundOn ? 'Turn the sound off' : 'Turn the sound on'}
      </button>
    </div>
  );
}
