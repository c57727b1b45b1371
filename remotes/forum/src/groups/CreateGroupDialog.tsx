import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FieldError,
  Input,
  Label,
  NativeSelect,
  Textarea,
  fieldErrorProps,
  toast,
  useGuardedClose,
  phoneSheet,
} from '@tightlines/kit';
import { GROUP_LIMITS, GROUP_MESSAGES, type CreateGroup } from '@tightlines/contracts';
import { useCreateGroup } from '../api/groups.ts';
import { reportFailure } from '../lib/failure.ts';
import { PRIVACY_LABELS, TYPE_LABELS } from './labels.ts';

/** Spec §5 defaults: type club, privacy public, empty location and description. */
const EMPTY: CreateGroup = { name: '', description: '', type: 'club', privacy: 'public', location: '' };

const PRIVACY_HINTS = {
  public: 'Anyone can join at once.',
  private: 'Anglers ask to join; an owner or admin approves.',
  invite_only: 'Only anglers an owner or admin invites can join.',
} as const;

/** Create Group: 'Group name is required' for a blank name; 'Group Created' or 'Failed to create group'. */
export function CreateGroupDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  const [form, setForm] = useState<CreateGroup>(EMPTY);
  const [nameError, setNameError] = useState<string>();
  const create = useCreateGroup();
  // Closing with something typed asks first; a close (asked or not) clears the form and its message.
  const dialog = useGuardedClose(JSON.stringify(form) !== JSON.stringify(EMPTY), onOpenChange, () => {
    setForm(EMPTY);
    setNameError(undefined);
  });
  const set = <K extends keyof CreateGroup>(key: K, value: CreateGroup[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setNameError(GROUP_MESSAGES.nameRequired);
      return;
    }
    setNameError(undefined);
    create.mutate(
      { ...form, name: form.name.trim(), description: form.description.trim(), location: form.location.trim() },
      {
        onSuccess: (group) => {
          toast({ title: 'Group Created', description: `${group.name} is ready. Invite your mates!` });
          dialog.close();
        },
        onError: (error) => reportFailure(error, 'Failed to create group'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={dialog.onOpenChange}>
      {trigger}
      <DialogContent className={`${phoneSheet} sm:max-w-xl`}>
        <DialogHeader>
          <DialogTitle>Create Group</DialogTitle>
          <DialogDescription>Start a club, a community or a tournament crew. You'll be its owner.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="group-name">Group name</Label>
            <Input
              id="group-name"
              value={form.name}
              maxLength={GROUP_LIMITS.nameChars}
              placeholder="Bay Area Bass Club"
              onChange={(e) => set('name', e.target.value)}
              {...fieldErrorProps('group-name', nameError)}
            />
            <FieldError inputId="group-name" message={nameError} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="group-description">Description</Label>
            <Textarea
              id="group-description"
              rows={3}
              value={form.description}
              maxLength={GROUP_LIMITS.descriptionChars}
              placeholder="What brings your anglers together?"
              onChange={(e) => set('description', e.target.value)}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="group-type">Type</Label>
              <NativeSelect id="group-type" value={form.type} onChange={(e) => set('type', e.target.value as CreateGroup['type'])}>
                {Object.entries(TYPE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="group-privacy">Privacy</Label>
              <NativeSelect
                id="group-privacy"
                value={form.privacy}
                onChange={(e) => set('privacy', e.target.value as CreateGroup['privacy'])}
              >
                {Object.entries(PRIVACY_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <p className="-mt-2 text-sm text-muted-foreground">{PRIVACY_HINTS[form.privacy]}</p>
          <div className="grid gap-1.5">
            <Label htmlFor="group-location">Location (optional)</Label>
            <Input
              id="group-location"
              value={form.location}
              maxLength={GROUP_LIMITS.locationChars}
              placeholder="Lake Tahoe, CA"
              onChange={(e) => set('location', e.target.value)}
            />
          </div>
          <DialogActions label="Create Group" pendingLabel="Creating…" pending={create.isPending} onCancel={dialog.cancel} />
        </form>
        {dialog.prompt}
      </DialogContent>
    </Dialog>
  );
}
