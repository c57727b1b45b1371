import { useState } from 'react';
import { Download, Settings } from 'lucide-react';
import { Button, PageFrame, PageHeader, Skeleton, useAuth } from '@tightlines/kit';
import { MutedWordsSetting } from '@tightlines/kit/forms';
import { LocationDefaultsSection } from '@tightlines/kit/shield';
import { UnitsSetting } from './UnitsSetting.tsx';
import { TripSharingSetting } from './TripSharingSetting.tsx';
import { BlockedAnglersSetting } from './BlockedAnglersSetting.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { NotificationsSetting } from './NotificationsSetting.tsx';
import { YourDataDialog } from './YourDataDialog.tsx';

/**
 * One Settings page, from the account menu: units, trip sharing, what others see of the angler's places
 * (Location: the two precision defaults), notifications, muted words, blocked anglers and the
 * angler's data.
 */
export function SettingsPage() {
  const { user } = useAuth();
  const [yourData, setYourData] = useState(false);
  return (
    <PageFrame className="max-w-3xl">
      <PageHeader
        icon={<Settings aria-hidden />}
        title="Settings"
        description="How Tightlines measures, shares and shows things for you."
      />
      {user ? (
        <div className="grid grid-cols-1 gap-4">
          <SettingsSection id="units" title="Units" description="Every size and weight you read and type follows this.">
            <UnitsSetting userId={user.id} labelledBy="units-heading" />
          </SettingsSection>
          <SettingsSection id="trip-sharing" title="Trip sharing" description="Choose what other anglers see of your trips.">
            <TripSharingSetting user={user} />
          </SettingsSection>
          <LocationDefaultsSection />
          <SettingsSection id="notifications" title="Notifications" description="Choose what the bell tells you of.">
            <NotificationsSetting />
          </SettingsSection>
          <SettingsSection id="muted-words" title="What you see" description="Fold away what you would rather not read.">
            <MutedWordsSetting />
          </SettingsSection>
          <SettingsSection
            id="blocked"
            title="Blocked anglers"
            description="Blocked anglers cannot message or follow you, nor find you in search."
          >
            <BlockedAnglersSetting />
          </SettingsSection>
          <SettingsSection id="your-data" title="Your data" description="Download what you have shared and logged, or delete your account.">
            <Button variant="outline" className="justify-self-start" onClick={() => setYourData(true)}>
              <Download aria-hidden />
              Export or delete
            </Button>
            <YourDataDialog open={yourData} onOpenChange={setYourData} />
          </SettingsSection>
        </div>
      ) : (
        <Skeleton className="h-96 rounded-2xl" />
      )}
    </PageFrame>
  );
}
