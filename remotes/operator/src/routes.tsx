import './styles.css';
import { lazyPage, openingOf } from '@tightlines/kit';
import { ConsoleRoutes, type ConsoleTabs } from './ConsoleRoutes.tsx';
import { QueueTab } from './queue/QueueTab.tsx';
import { ItemPage } from './queue/ItemPage.tsx';

// The queue, the console's first screen, comes with the remote; the other tabs load when first opened.
const AppealsTab = lazyPage(() => import('./appeals/AppealsTab.tsx').then((m) => m.AppealsTab), /^\/operator\/appeals/i);
const ReviewPage = lazyPage(() => import('./advertisers/ReviewPage.tsx').then((m) => m.ReviewPage), /^\/operator\/advertisers/i);
const AuditTab = lazyPage(() => import('./audit/AuditTab.tsx').then((m) => m.AuditTab), /^\/operator\/audit/i);
const OperatorsTab = lazyPage(() => import('./operators/OperatorsTab.tsx').then((m) => m.OperatorsTab), /^\/operator\/operators/i);

/** The chunk of the tab being opened, which the shell waits for before drawing the remote. */
export const opening = openingOf(AppealsTab, ReviewPage, AuditTab, OperatorsTab);

const tabs: ConsoleTabs = {
  Queue: QueueTab,
  Appeals: AppealsTab,
  Advertisers: ReviewPage,
  Audit: AuditTab,
  Operators: OperatorsTab,
  Item: ItemPage,
};

/** Exposed as `operator/routes`: the operator console at /operator (MODERATION_PAGES.console). */
export default function OperatorRoutes() {
  return <ConsoleRoutes tabs={tabs} />;
}
