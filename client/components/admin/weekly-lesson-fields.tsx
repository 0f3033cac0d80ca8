import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DurationField } from './duration-field.tsx';
import type { FieldProps } from './field-props.ts';
import { InputField } from './input-field.tsx';
import { WeekdayCheckboxes } from './weekday-checkboxes.tsx';

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** The field of the weekdays, ISO (1 = Monday). */
  weekdays: FieldPathByValue<Values, number[]>;
  startTime: FieldProps;
  duration: FieldProps;
};

/** A weekly series' days, start on the school's clock and length, in a two-column form. */
export function WeeklyLessonFields<Values extends FieldValues, Output>({
  control,
  weekdays,
  startTime,
  duration,
}: Props<Values, Output>) {
  return (
    <>
      <Controller
        control={control}
        name={weekdays}
        render={({ field: days, fieldState }) => (
          <WeekdayCheckboxes
            className="sm:col-span-2"
            value={days.value}
            onChange={days.onChange}
            onBlur={days.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <InputField label="Start time (school time)" {...startTime} type="time" />
      <DurationField {...duration} />
    </>
  );
}
