import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RoomTitle } from './room-title.tsx';

describe('RoomTitle', () => {
  afterEach(cleanup);

  it("names the lesson and, beside it, its time on the viewer's own clock", () => {
    render(
      <RoomTitle batchName="Asha's Piano" whenLabel="Tue 3 Mar 2026, 13:30 London time (18:00 in India)" />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: "Asha's Piano" });
    const time = screen.getByText('Tue 3 Mar 2026, 13:30 London time (18:00 in India)');
    // Beside the name, not inside the heading.
    expect(heading.parentElement).toBe(time.parentElement);
    expect(heading).not.toHaveTextContent('London');
  });

  it('shows the name alone when the time is not known', () => {
    const { container } = render(<RoomTitle batchName="Voice" whenLabel={null} />);
    expect(container).toHaveTextContent(/^Voice$/);
  });
});
