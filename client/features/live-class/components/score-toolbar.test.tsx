import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { score } from '../../../test/builders.ts';
import { ScoreToolbar } from './score-toolbar.tsx';

const toolbar = (role: ClassRole, locked: boolean) => {
  const none = () => {};
  render(
    <ScoreToolbar
      score={score(1, [], { locked })}
      role={role}
      opening={false}
      tool="scroll"
      color="red"
      fit="width"
      zoom={1}
      onOpen={none}
      onTurn={none}
      onLock={none}
      onTool={none}
      onColor={none}
      onFit={none}
      onZoom={none}
      onUndo={none}
      onClose={none}
    />,
  );
  return screen.getByRole('button', { name: 'Open another score' });
};

describe('ScoreToolbar', () => {
  afterEach(cleanup);

  it('lets only the teacher open another score while the teacher keeps turning the pages, and says so', () => {
    expect(toolbar('student', true)).toBeDisabled();
    expect(screen.getByText('The teacher turns the pages and opens the scores')).toBeInTheDocument();
    cleanup();
    expect(toolbar('teacher', true)).toBeEnabled();
    cleanup();
    expect(toolbar('student', false)).toBeEnabled();
  });
});
