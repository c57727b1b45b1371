import { mount } from './mount.tsx';
import { configurePortalApi } from './api/portal-config.ts';

// Standalone page of the advertiser remote, served at /remotes/advertiser/ — by the app itself, or
// alone on an origin of its own with a portal.json naming the API.
void configurePortalApi().then(() => mount(document.getElementById('root')!, '/remotes/advertiser'));
