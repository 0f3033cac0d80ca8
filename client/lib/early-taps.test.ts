import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyTaps } from './early-taps.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function header() {
  document.body.innerHTML = `
    <header>
      <a href="/faq">FAQ</a>
      <button type="button" data-early-tap="menu"><svg><path></path></svg></button>
      <button type="button" data-early-tap="courses">COURSES</button>
    </header>`;
  const get = (name: string) => document.querySelector<HTMLElement>(`[data-early-tap="${name}"]`);
  return { menu: get('menu'), courses: get('courses'), link: document.querySelector('a') };
}

describe('recordEarlyTaps', () => {
  it('gives the control tapped last, also when the tap landed on its icon', () => {
    const { menu, courses } = header();
    const taps = recordEarlyTaps();
    courses?.click();
    menu?.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(taps.take()).toBe(menu);
  });

  it('gives nothing when no control was tapped, links and the page included', () => {
    const { link } = header();
    const taps = recordEarlyTaps();
    link?.addEventListener('click', (e) => e.preventDefault());
    link?.click();
    document.body.click();
    expect(taps.take()).toBeNull();
  });

  it('stops recording once taken, and finds the control in the page as it is then', () => {
    const { menu } = header();
    const taps = recordEarlyTaps();
    menu?.click();
    // The app's first render keeps the element; a control rendered anew is found by its name.
    const again = menu?.cloneNode(true) as HTMLElement;
    menu?.replaceWith(again);
    expect(taps.take()).toBe(again);
    again.click();
    expect(taps.take()).toBeNull();
  });
});
