import { Component, type ReactNode, Suspense, useId } from 'react';

/**
 * Preact numbers `useId` in render order. A part of the page that renders later on the client than
 * at build time (a section whose code arrives after hydration, a part hydrated in its own turn)
 * would get other ids, and so would every id rendered after it: labels, tabs and toggles would
 * point at the wrong element. The part counts its own ids under its place's id instead, on both
 * sides.
 */
export class IdScope extends Component<{ id: string; children: ReactNode }> {
  // Preact's useId walks up the tree to the nearest vnode (`__v`) with a mask (`__m`), [prefix,
  // next number]; each render has a new vnode. (The unit tests run on React, which has neither and
  // numbers ids by their place in the tree.)
  mask: [string, number] = [this.props.id, 0];
  render() {
    const vnode = (this as unknown as { __v?: { __m?: [string, number] } }).__v;
    if (vnode) vnode.__m = this.mask;
    return this.props.children;
  }
}

/**
 * A part that renders after its place: its own ids (IdScope) and, while it waits, nothing new
 * (during hydration Preact keeps its prerendered HTML). Near-viewport sections and parts hydrated
 * in turns are such parts.
 */
export function LaterPart({ children }: { children: ReactNode }) {
  const scope = useId();
  return (
    <IdScope id={scope}>
      <Suspense fallback={null}>{children}</Suspense>
    </IdScope>
  );
}
