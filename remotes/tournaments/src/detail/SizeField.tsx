import { Field, Input, fieldErrorProps } from '@tightlines/kit';

interface SizeFieldProps {
  id: string;
  /** What is measured, with its unit: 'Weight (kg)'. */
  label: string;
  /** The finest step the angler's unit is judged to. */
  step: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** One measure of the catch (its weight or its length), typed as a decimal in the angler's own unit. */
export function SizeField({ id, label, step, value, onChange, error }: SizeFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldErrorProps(id, error)}
      />
    </Field>
  );
}
