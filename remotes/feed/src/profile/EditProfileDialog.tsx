import { type FormEvent, useLayoutEffect, useState } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  Textarea,
  fieldErrorProps,
  handleUnauthorized,
  toast,
  useGuardedClose,
  useFieldErrors,
  phoneSheet,
  Field,
} from '@tightlines/kit';
import { PROFILE_LIMITS, type ProfilePatch, type User } from '@tightlines/contracts';
import { useUpdateProfile } from '../api/profiles.ts';
import { serverMessage } from '../lib/server-message.ts';
import { ImageField } from './ImageField.tsx';

/**
 * The Edit Profile dialog (spec part 1 §2): a draft of picture, banner, name, location and bio,
 * saved on request. Cancel, ×, Escape or a click outside with a changed draft ask first.
 */
export function EditProfileDialog({ user, open, onOpenChange }: { user: User; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [dirty, setDirty] = useState(false);
  const dialog = useGuardedClose(dirty, onOpenChange, () => setDirty(false));
  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      <DialogContent className={phoneSheet}>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>How other anglers see you.</DialogDescription>
        </DialogHeader>
        {open && <ProfileDraft user={user} onSaved={dialog.close} onCancel={dialog.cancel} onDirtyChange={setDirty} />}
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}

interface ProfileDraftProps {
  user: User;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

function ProfileDraft({ user, onSaved, onCancel, onDirtyChange }: ProfileDraftProps) {
  const [picture, setPicture] = useState(user.profileImageUrl);
  const [banner, setBanner] = useState(user.bannerImageUrl);
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [location, setLocation] = useState(user.location ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  const update = useUpdateProfile(user.id);
  const dirty =
    picture !== user.profileImageUrl ||
    banner !== user.bannerImageUrl ||
    displayName !== (user.displayName ?? '') ||
    location !== (user.location ?? '') ||
    bio !== (user.bio ?? '');
  // A layout effect: the dialog's discard guard knows before the next key or click (an Escape right
  // after a choice must ask), not after a later render.
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const problems = useFieldErrors();
  const invalid = (id: string, field: string) => fieldErrorProps(id, problems.of(field));

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const patch: ProfilePatch = { location: location.trim() || null, bio: bio.trim() || null };
    if (displayName.trim()) patch.displayName = displayName.trim();
    if (picture !== user.profileImageUrl) patch.profileImageUrl = picture;
    if (banner !== user.bannerImageUrl) patch.bannerImageUrl = banner;
    problems.clear();
    update.mutate(patch, {
      onSuccess: () => {
        toast({ title: 'Profile updated' });
        onSaved();
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        problems.show(error);
        toast({ title: 'Failed to update profile', description: serverMessage(error), variant: 'destructive' });
      },
    });
  };

  return (
    <form onSubmit={save} className="grid gap-4" aria-label="Edit Profile">
      <ImageField label="Profile Picture" shape="round" value={picture} onChange={setPicture} error={problems.of('profileImageUrl')} />
      <ImageField label="Cover Banner" shape="wide" value={banner} onChange={setBanner} error={problems.of('bannerImageUrl')} />
      <Field id="profile-display-name" label="Display Name" error={problems.of('displayName')}>
        <Input
          id="profile-display-name"
          {...invalid('profile-display-name', 'displayName')}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          maxLength={PROFILE_LIMITS.displayNameChars}
        />
      </Field>
      <Field id="profile-location" label="Location" error={problems.of('location')}>
        <Input
          id="profile-location"
          {...invalid('profile-location', 'location')}
          value={location}
          onChange={(e) => setLocation(e.target.value)}
          placeholder="e.g., Lake Tahoe, CA"
          maxLength={PROFILE_LIMITS.locationChars}
        />
      </Field>
      <Field id="profile-bio" label="Bio" error={problems.of('bio')}>
        <Textarea
          id="profile-bio"
          {...invalid('profile-bio', 'bio')}
          rows={4}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          placeholder="Tell other anglers about yourself..."
          maxLength={PROFILE_LIMITS.bioChars}
        />
      </Field>
      <DialogActions label="Save Changes" pendingLabel="Saving..." pending={update.isPending} onCancel={onCancel} />
    </form>
  );
}
