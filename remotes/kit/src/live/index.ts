export { communityKeys } from './keys.ts';
export { applyLiveEvent, prependOnce } from './apply-event.ts';
export { connectLive, useLiveUpdates, LIVE_RETRY_MS, LIVE_RETRY_MAX_MS, type EventSourceFactory } from './live-stream.ts';
