import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field.tsx';

function Form({ onPhone }: { onPhone(value: string): void }) {
  const { register, watch } = useForm<{ phone: string }>({ defaultValues: { phone: '' } });
  onPhone(watch('phone'));
  return (
    <PhoneField id="p" label="Phone" registration={register('phone')} error="Too short" autoComplete="tel" />
  );
}

describe('PhoneField', () => {
  it('drops letters and symbols as they are typed, in the box and in the form, and shows its error', async () => {
    let value = '';
    render(<Form onPhone={(v) => (value = v)} />);
    const input = screen.getByLabelText('Phone');
    await userEvent.type(input, '+1 (555) abc0100-12#');
    expect(input).toHaveValue('+1 (555) 0100-12');
    expect(value).toBe('+1 (555) 0100-12');
    expect(input).toHaveAttribute('type', 'tel');
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });
});
