import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { Input, cn, fieldErrorProps } from '@tightlines/kit';
import { SPECIES, speciesName, type SpeciesSlug } from '@tightlines/contracts';

/**
 * The catch form's species: a searchable list of the ~150 species (a combobox — type to
 * filter, arrows to move, Enter to pick). Only a fish picked from the list counts: typing
 * alone leaves the species unchosen, so the form cannot send a name the server refuses.
 */
export function SpeciesPicker({
  id,
  value,
  onChange,
  error,
  required,
}: {
  id: string;
  value: SpeciesSlug | '';
  onChange: (slug: SpeciesSlug | '') => void;
  error?: string;
  required?: boolean;
}) {
  const listId = useId();
  const [text, setText] = useState(value ? speciesName(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const filtered = useMemo(() => {
    const term = text.trim().toLowerCase();
    if (!term || (value && speciesName(value) === text)) return SPECIES;
    return SPECIES.filter((species) => species.name.toLowerCase().includes(term));
  }, [text, value]);

  const choose = (slug: SpeciesSlug) => {
    onChange(slug);
    setText(speciesName(slug));
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), filtered.length - 1));
    } else if (event.key === 'Enter' && open && filtered[active]) {
      event.preventDefault();
      choose(filtered[active].slug);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-required={required || undefined}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && filtered[active] ? optionId(active) : undefined}
        placeholder="Search species..."
        autoComplete="off"
        {...fieldErrorProps(id, error)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
          if (value) onChange('');
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label="Species"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-lg"
        >
          {filtered.length === 0 && <div className="px-3 py-2 text-muted-foreground">No species match. Try "Other".</div>}
          {filtered.map((species, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: an option of the combobox pattern: focus stays on the input, whose keys move aria-activedescendant and choose.
            <div
              key={species.slug}
              id={optionId(index)}
              role="option"
              aria-selected={species.slug === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(species.slug)}
              onMouseEnter={() => setActive(index)}
              className={cn('flex min-h-11 cursor-pointer items-center justify-between rounded-lg px-3', index === active && 'bg-muted')}
            >
              {species.name}
              {species.slug === value && <Check aria-hidden className="size-4 text-primary" />}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
