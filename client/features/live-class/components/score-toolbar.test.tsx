import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { score } from '../../../test/builders.ts';
import type { ScoreTool } from './score-page.tsx';
import { ScoreToolbar } from './score-toolbar.tsx';

const toolbar = (role: ClassRole, locked: boolean, tool: ScoreTool = 'scroll') => {
  const none = () => {};
  render(
    <ScoreToolbar
      score={score(1, [], { locked })}
      role={role}
      opening={false}
      tool={tool}
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

  it("keeps every control's full name where a phone shows it short, and folds the rest under More", async () => {
    toolbar('teacher', false);
    for (const name of ['Previous page', 'Next page', 'Highlighter', 'Text note', 'Close score'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers colours only to the tools that take one (the highlighter is yellow)', () => {
    for (const [tool, colours] of [
      ['scroll', 0],
      ['pen', 3],
      ['highlighter', 0],
      ['text', 3],
      ['eraser', 0],
    ] as const) {
      toolbar('student', false, tool);
      expect(screen.queryAllByRole('button', { name: /^(Red|Blue|Green)$/ })).toHaveLength(colours);
      cleanup();
    }
  });
});
