import { Field, Input, fieldErrorProps } from '@tightlines/kit';

interface NumberFieldProps {
  id: string;
  /** What is asked, with its unit: 'Weight (kg)', 'Value ($, optional)'. */
  label: string;
  /** The finest step it is counted in: a whole step asks for a whole number (a phone's digits-only keyboard). */
  step: number;
  min?: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A number typed by the angler (a catch's weight or length, a prize's place or value), kept as typed until sent. */
export function NumberField({ id, label, step, min = 0, value, onChange, error }: NumberFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type="number"
        inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
        min={min}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldErrorProps(id, error)}
      />
    </Field>
  );
}
