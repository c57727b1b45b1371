import type { ReactNode } from 'react';
import { Card } from '@tightlines/kit';

/** One section of the Settings page: a heading (its landmark's name), a line saying what it governs, its controls. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={`${id}-heading`} id={id} className="grid grid-cols-1 gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}
