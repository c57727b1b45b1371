import { useId } from 'react';
import type { Trip } from '@tightlines/contracts';
import { Field, NativeSelect } from '@tightlines/kit';

/** Who may see a trip, as for a catch: Public, Mates only or Only me (Log Trip and Edit Trip ask it alike). */
export function TripPrivacyField({ value, onChange }: { value: Trip['privacy']; onChange: (privacy: Trip['privacy']) => void }) {
  const id = `${useId()}-privacy`;
  return (
    <Field id={id} label="Who can see this trip">
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Trip['privacy'])}>
        <option value="public">Public</option>
        <option value="mates">Mates only</option>
        <option value="private">Only me</option>
      </NativeSelect>
    </Field>
  );
}
