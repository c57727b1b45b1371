import { handleUnauthorized, toast, useUnitSystem } from '@tightlines/kit';
import { RadioCard, RadioGroup } from '@tightlines/kit/forms';
import type { UnitSystem } from '@tightlines/contracts';
import { useUnitSetting } from '../api/profiles.ts';

const CHOICES: { value: UnitSystem; name: string; detail: string; said: string }[] = [
  { value: 'imperial', name: 'Imperial', detail: 'Pounds and inches', said: 'Sizes and weights now show in pounds and inches.' },
  {
    value: 'metric',
    name: 'Metric',
    detail: 'Kilograms and centimetres',
    said: 'Sizes and weights now show in kilograms and centimetres.',
  },
];

/**
 * The angler's units: every size and weight they read — catch cards, statistics,
 * tournament entries — and type in the catch form follows it. Stored sizes never change. Named by
 * the heading of the section it sits in.
 */
export function UnitsSetting({ userId, labelledBy }: { userId: string; labelledBy: string }) {
  const system = useUnitSystem();
  const setting = useUnitSetting(userId);
  const shown = setting.isPending && setting.variables ? setting.variables : system;
  const choose = (value: string) => {
    const choice = CHOICES.find((candidate) => candidate.value === value);
    if (!choice || choice.value === system || setting.isPending) return;
    setting.mutate(choice.value, {
      onSuccess: () => toast({ title: 'Settings Updated', description: choice.said }),
      onError: (error) => {
        if (!handleUnauthorized(error)) toast({ title: 'Failed to update settings', variant: 'destructive' });
      },
    });
  };
  return (
    <RadioGroup aria-labelledby={labelledBy} className="grid-cols-2" value={shown} onValueChange={choose} disabled={setting.isPending}>
      {CHOICES.map((choice) => (
        <RadioCard key={choice.value} value={choice.value} aria-label={`${choice.name}: ${choice.detail}`}>
          <span className="min-w-0">
            <span className="block font-semibold">{choice.name}</span>
            <span className="block text-sm text-muted-foreground">{choice.detail}</span>
          </span>
        </RadioCard>
      ))}
    </RadioGroup>
  );
}
