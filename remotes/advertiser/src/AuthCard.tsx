import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@tightlines/kit';

/** The centred card the login and registration forms sit in. */
export function AuthCard({
  title,
  description,
  children,
  wide = false,
}: {
  title: string;
  description: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex justify-center px-4 py-10">
      <Card className={wide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
