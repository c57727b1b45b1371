/**
 * @tightlines/kit — what the shell and every remote build against: the API client over the
 * contracts, react-query defaults, the unauthorized rule, toasts, sign-in hooks and the UI
 * primitives in one visual style. Shared as a singleton so toasts and caches are one.
 *
 * A shared module loads whole, with the app: what only some screens use is imported from its own path
 * instead and bundled by the screens that use it: '@tightlines/kit/tooltip' (no screen shows one today).
 * Only for pieces whose screens do not otherwise load the kit's UI: a piece sharing Radix internals with
 * the kit makes its screen need the kit's own fallback chunks, which the offline warm-up does not keep.
 * The form pieces no first screen shows are '@tightlines/kit/forms' (./forms.ts), bundled by each remote.
 */
export { ApiError, apiErrorOf, fieldErrorsOf, isUnauthorizedError } from './api/api-error.ts';
export { api, call, upload, urlOf, type CallOptions, type UploadOptions } from './api/client.ts';
export { uploadMedia } from './api/media-upload.ts';
export { newIdempotencyKey } from './api/idempotency.ts';
export { useCreating, type CreatingOptions } from './api/use-creating.ts';
export { apiAddress, apiBase, setApiBase } from './api/api-base.ts';
export { createQueryClient, readByKey } from './api/query-client.ts';
export { adoptFirstReads } from './api/adopt-first-reads.ts';
export { handleUnauthorized, LOGIN_REDIRECT_DELAY_MS } from './api/unauthorized.ts';
export { toast, dismissToast, useToast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast/toast-store.ts';
export type { ToastInput, ShownToast, ToastVariant } from './toast/toast-store.ts';
export { Toaster, ToastAction, TOAST_DURATION_MS } from './toast/Toaster.tsx';
export { FieldError, fieldErrorId, fieldErrorProps, fieldHintId } from './form/FieldError.tsx';
export { useFieldErrors, fieldErrorOf, fieldErrorsOfFailure, type FieldErrors } from './form/field-errors.ts';
export { useAuth, currentUserKey } from './auth/use-auth.ts';
export { useUnitSystem } from './auth/use-unit-system.ts';
export { usePublicConfig } from './auth/use-public-config.ts';
export { KitProviders } from './layout/KitProviders.tsx';
export { PageFrame, PageHeader, EmptyState } from './layout/PageFrame.tsx';
export { SignInPrompt } from './layout/SignInPrompt.tsx';
export { Logo, LogoMark, logoDataUrl } from './layout/Logo.tsx';
export { cn } from './ui/cn.ts';
export { Button, buttonStyle, type ButtonProps } from './ui/button.tsx';
export { Input, Label } from './ui/input.tsx';
export { Textarea } from './ui/textarea.tsx';
export { NativeSelect } from './ui/native-select.tsx';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './ui/card.tsx';
export { Badge, badgeStyle } from './ui/badge.tsx';
export { Skeleton } from './ui/skeleton.tsx';
export { ShieldedPlace } from './shield/ShieldedPlace.tsx';
export { useRevealed } from './ui/use-revealed.ts';
export { useAfterFirstPaint, AfterFirstPaint } from './ui/use-after-first-paint.ts';
export { warmUpIntl } from './ui/warm-up-intl.ts';
export { leadContentDrawn, useLeadContentDrawn, whenLeadContentDrawn } from './ui/lead-content.ts';
export { phoneSheet } from './ui/phone-sheet.ts';
export { relativeTime } from './time/relative-time.ts';
export { Tabs, TabsList, TabsTrigger, TabsContent, TabName } from './ui/tabs.tsx';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  loadDialog,
} from './ui/dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './ui/dropdown-menu.tsx';
export { Avatar, AvatarImage, AvatarFallback } from './ui/avatar.tsx';
export { mountStandalone } from './layout/mount-standalone.tsx';
export { lazyComponent, lazyPage, openingOf, type LazyComponent, type LazyPage } from './layout/lazy-page.ts';
export * from './live/index.ts';
export { Field, RequiredMark, RequiredNote } from './form/Field.tsx';
export { useActionKey } from './form/use-action-key.ts';
export { useDiscardGuard, DISCARD_TEXT } from './form/DiscardGuard.tsx';
export { ConfirmDeleteDialog } from './dialogs/ConfirmDeleteDialog.tsx';
export { DialogActions } from './dialogs/DialogActions.tsx';
export { useGuardedClose } from './dialogs/use-guarded-close.ts';
export { MountWhenOpened } from './dialogs/MountWhenOpened.tsx';
export { browserPosition, geolocationProblem, type Coordinates, type LocationProblem } from './trips/geolocation.ts';
export * from './ads/index.ts';
export * from './offline/index.ts';
export { ReportMenu, ReportItem } from './moderation/ReportMenu.tsx';
export { useReportDialog } from './moderation/use-report-dialog.tsx';
export type { ReportTarget } from './moderation/ReportDialog.tsx';
export { useReportItem, type ReportOutcome } from './moderation/use-report-item.ts';
export { MutedFold, MUTED_TEXT } from './moderation/MutedFold.tsx';
export { HiddenNotice } from './moderation/HiddenNotice.tsx';
export {
  useMutedWords,
  useMutedWordsState,
  setMutedWords,
  mutedWordIn,
  normalMutedWord,
  MUTED_WORDS_LIMIT,
} from './moderation/muted-words.ts';
