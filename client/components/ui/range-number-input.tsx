import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'max'> & {
  range: { min: number; max: number };
};

/** A whole number typed within `range` (a phone shows its number keys); the rest is the caller's. */
export function RangeNumberInput({ range, ...input }: Props) {
  return <input type="number" inputMode="numeric" min={range.min} max={range.max} {...input} />;
}
