import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@tightlines/kit';

/** Spec part 1 §2: any path no screen claims. */
export function NotFound() {
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link to="/" className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
            Back to Tightlines
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
