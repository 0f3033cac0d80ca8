import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { STAGE_REJOIN_MS, StageConnection, type StageJoin } from './stage-connection.ts';

const OFF = 'Group classes are off: the school has not set up its media server (JANUS_URL).';

function stageWith(join: () => Promise<StageJoin>) {
  const rejoins: number[] = [];
  const stage = new StageConnection({
    join,
    createPeer: () => {
      throw new Error('no peer in this test');
    },
    streamOf: (tracks) => ({ tracks }) as unknown as MediaStream,
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    timers: {
      setTimeout: ((_fn: () => void, ms: number) => rejoins.push(ms)) as unknown as typeof setTimeout,
      clearTimeout: (() => {}) as typeof clearTimeout,
      setInterval: (() => 0) as unknown as typeof setInterval,
      clearInterval: (() => {}) as typeof clearInterval,
    },
    onPublishersChanged: () => {},
  });
  return { stage, rejoins };
}

describe('the recital stage connection', () => {
  it("shows the server's refusal of the stage in its words and does not ask again", async () => {
    const { stage, rejoins } = stageWith(() => Promise.reject(new ApiError(409, OFF, OFF)));
    await stage.start();
    expect(stage.getSnapshot()).toMatchObject({ phase: 'refused', refusal: OFF, watched: null });
    expect(rejoins).toEqual([]);
  });

  it('says it is reconnecting, and tries again, when Janus cannot be reached', async () => {
    const { stage, rejoins } = stageWith(async () => ({ janusUrl: '/api/janus', room: 1, token: 't' }));
    await stage.start();
    expect(stage.getSnapshot().phase).toBe('reconnecting');
    expect(rejoins).toEqual([STAGE_REJOIN_MS]);
  });
});
