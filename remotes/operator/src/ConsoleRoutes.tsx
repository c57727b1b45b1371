import { useEffect, type ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { ConsoleLayout } from './ConsoleLayout.tsx';

export interface ConsoleTabs {
  Queue: ComponentType;
  Appeals: ComponentType;
  Advertisers: ComponentType;
  Audit: ComponentType;
  Operators: ComponentType;
  /** One item's page, whatever its open reports. */
  Item: ComponentType;
}

/** An address of no tab: the queue instead, in its place in the history. */
function BackToQueue() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/operator', { replace: true });
  }, [navigate]);
  return null;
}

/** The console's paths under /operator, one a tab, and an item's page; an unknown tab goes back to the queue. */
export function ConsoleRoutes({ tabs: { Queue, Appeals, Advertisers, Audit, Operators, Item } }: { tabs: ConsoleTabs }) {
  return (
    <Routes>
      <Route path="/operator" element={<ConsoleLayout />}>
        <Route index element={<Queue />} />
        <Route path="appeals" element={<Appeals />} />
        <Route path="advertisers" element={<Advertisers />} />
        <Route path="audit" element={<Audit />} />
        <Route path="operators" element={<Operators />} />
        <Route path="items/:kind/:itemId" element={<Item />} />
        <Route path="*" element={<BackToQueue />} />
      </Route>
    </Routes>
  );
}
