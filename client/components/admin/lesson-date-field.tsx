import { calendarReach } from '../../../common/lesson-policy.ts';
import type { FieldProps } from './field-props.ts';
import { InputField } from './input-field.tsx';

type Props = FieldProps & { label: string; hint?: string };

/** A day of the lesson calendar: the date picker offers the days the lesson schemas take. */
export function LessonDateField(props: Props) {
  const reach = calendarReach();
  return <InputField {...props} type="date" min={reach.firstDay} max={reach.lastDay} />;
}
