import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { courseByPath } from '../../../../common/courses.ts';
import { PLAN_DESCRIPTIONS } from '../../../content/course-plans.ts';
import { PlanTabs } from './plan-tabs.tsx';

const renderFor = (path: string) => {
  const course = courseByPath(path);
  if (!course) throw new Error(path);
  return render(<PlanTabs course={course} descriptions={PLAN_DESCRIPTIONS} />);
};

describe('PlanTabs', () => {
  it('opens on the crash plan where it is offered', () => {
    renderFor('/piano');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Crash Course',
      'Quarter Course',
      'Certification Course',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Crash Course');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('10 sessions');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(PLAN_DESCRIPTIONS.crash);
  });

  it('hides the crash plan on the dual programme and opens on quarter', async () => {
    renderFor('/dual-program');
    expect(screen.queryByRole('tab', { name: 'Crash Course' })).toBeNull();
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Quarter Course');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('48 sessions (24+24)');
    await userEvent.click(screen.getByRole('tab', { name: 'Certification Course' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('96 sessions (48+48)');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Included: Certification');
  });
});
