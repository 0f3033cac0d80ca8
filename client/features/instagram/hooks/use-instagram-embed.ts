import { type RefObject, useEffect } from 'react';

export const EMBED_SCRIPT = 'https://www.instagram.com/embed.js';
const POLL_MS = 100;
const REPROCESS_MS = 500;
// Stop polling after 15 s: a script that loaded but never set up will not do so later.
const MAX_POLLS = 150;

declare global {
  interface Window {
    instgrm?: { Embeds: { process(): void } };
  }
}

/**
 * Turns the post links inside `ref` into Instagram embeds: loads the embed script once the
 * section comes near the screen, polls until it is ready, processes the posts, and again
 * 500 ms later. When the script cannot load, it gives up quietly and the links stay.
 */
export function useInstagramEmbed(ref: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let poll: ReturnType<typeof setInterval> | undefined;
    let script: HTMLScriptElement | null = null;
    const stop = () => clearInterval(poll);

    const start = () => {
      script = document.querySelector<HTMLScriptElement>(`script[src="${EMBED_SCRIPT}"]`);
      if (script?.dataset.failed) return;
      if (!script) {
        script = document.createElement('script');
        script.src = EMBED_SCRIPT;
        script.async = true;
        script.addEventListener('error', () => {
          if (script) script.dataset.failed = 'true';
        });
        document.body.append(script);
      }
      script.addEventListener('error', stop);
      let polls = 0;
      poll = setInterval(() => {
        polls += 1;
        if (window.instgrm) {
          stop();
          window.instgrm.Embeds.process();
          timers.add(setTimeout(() => window.instgrm?.Embeds.process(), REPROCESS_MS));
        } else if (polls >= MAX_POLLS || script?.dataset.failed) {
          stop();
        }
      }, POLL_MS);
    };

    // jsdom and old browsers have no IntersectionObserver: load at once there.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((e) => e.isIntersecting)) return;
              observer?.disconnect();
              start();
            },
            { rootMargin: '400px' },
          );
    if (observer) observer.observe(element);
    else start();

    return () => {
      observer?.disconnect();
      stop();
      for (const t of timers) clearTimeout(t);
      script?.removeEventListener('error', stop);
    };
  }, [ref, enabled]);
}
