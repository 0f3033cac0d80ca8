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
    let poll: ReturnType<typeof setInterval> | undefined;
    let reprocess: ReturnType<typeof setTimeout> | undefined;
    let script: HTMLScriptElement | null = null;
    const stop = () => clearInterval(poll);

    const start = () => {
      script = document.querySelector<HTMLScriptElement>(`script[src="${EMBED_SCRIPT}"]`);
      if (script?.dataset.failed) return;
      if (!script) {
        const created = document.createElement('script');
        created.src = EMBED_SCRIPT;
        created.async = true;
        // Remembered on the element, so a later mount does not try again.
        created.addEventListener('error', () => {
          created.dataset.failed = 'true';
        });
        document.body.append(created);
        script = created;
      }
      script.addEventListener('error', stop);
      let polls = 0;
      poll = setInterval(() => {
        polls += 1;
        if (window.instgrm) {
          stop();
          window.instgrm.Embeds.process();
          reprocess = setTimeout(() => window.instgrm?.Embeds.process(), REPROCESS_MS);
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
      clearTimeout(reprocess);
      script?.removeEventListener('error', stop);
    };
  }, [ref, enabled]);
}
