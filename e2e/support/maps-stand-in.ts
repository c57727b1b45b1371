import type { Page } from 'playwright-core';

/**
 * A stand-in for Google's Maps JavaScript API, served by the test at the loader's own URL
 * (maps.googleapis.com/maps/api/js): no network reaches Google here. It keeps the real API's shapes for
 * what our code calls — `importLibrary` replacing the loader's bootstrap and the `callback` answered, `Map`
 * with its options and listeners, `Marker` with `draggable` and `dragend` events carrying a `latLng`,
 * `Geocoder.geocode` resolving `{ results }`, `LatLng`, `LatLngBounds`, `Point`, `event.clearInstanceListeners`,
 * `OverlayView` with `setMap` calling `onAdd` and `draw` and a Web Mercator `getProjection`, `RenderingType` — and records what was made in
 * `window.__maps` so a test can read it, and drag a pin as a finger would.
 */
const STAND_IN = `(() => {
  const made = (window.__maps = { scripts: [], maps: [], markers: [], overlays: [], geocoded: [] });
  class LatLng {
    constructor(lat, lng) { if (typeof lat === 'object') { lng = lat.lng; lat = lat.lat; } this._lat = lat; this._lng = lng; }
    lat() { return this._lat; }
    lng() { return this._lng; }
    toJSON() { return { lat: this._lat, lng: this._lng }; }
  }
  const toLatLng = (p) => (p instanceof LatLng ? p : new LatLng(typeof p.lat === 'function' ? p.lat() : p.lat, typeof p.lng === 'function' ? p.lng() : p.lng));
  class MVCObject {
    constructor() { this.__listeners = {}; }
    addListener(name, fn) { (this.__listeners[name] ??= []).push(fn); return { remove: () => { this.__listeners[name] = this.__listeners[name].filter((f) => f !== fn); } }; }
    __emit(name, event) { for (const fn of this.__listeners[name] ?? []) fn(event); }
  }
  class Point { constructor(x, y) { this.x = x; this.y = y; } }
  // Web Mercator in pixels of a 256 px world at the map's zoom, as Google's projection is.
  const world = (zoom) => 256 * 2 ** zoom;
  const project = (ll, zoom) => {
    const s = Math.sin((ll.lat() * Math.PI) / 180);
    return new Point(((ll.lng() + 180) / 360) * world(zoom), (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * world(zoom));
  };
  const unproject = (p, zoom) => {
    const n = Math.PI - (2 * Math.PI * p.y) / world(zoom);
    return new LatLng((180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n))), (p.x / world(zoom)) * 360 - 180);
  };
  class LatLngBounds {
    constructor() { this.points = []; }
    extend(p) { this.points.push(toLatLng(p)); return this; }
    getNorthEast() { return new LatLng(Math.max(...this.points.map((p) => p.lat())), Math.max(...this.points.map((p) => p.lng()))); }
    getSouthWest() { return new LatLng(Math.min(...this.points.map((p) => p.lat())), Math.min(...this.points.map((p) => p.lng()))); }
  }
  class Map extends MVCObject {
    constructor(div, options) {
      super();
      if (!(div instanceof HTMLElement)) throw new TypeError('Map: mapDiv must be an Element');
      this.div = div; this.options = options; this.center = toLatLng(options.center); this.zoom = options.zoom;
      const inner = document.createElement('div'); inner.style.cssText = 'position:absolute;inset:0'; div.appendChild(inner);
      made.maps.push(this);
    }
    getDiv() { return this.div; }
    getCenter() { return this.center; }
    getZoom() { return this.zoom; }
    setZoom(z) { this.zoom = z; }
    panTo(p) { this.center = toLatLng(p); }
    setCenter(p) { this.center = toLatLng(p); }
    fitBounds(bounds) { this.fitted = bounds.points.map((p) => p.toJSON()); }
    __size() { const box = this.div.firstChild; return { width: box.offsetWidth, height: box.offsetHeight }; }
    __toContainer(ll) { const c = project(this.center, this.zoom); const p = project(toLatLng(ll), this.zoom); const { width, height } = this.__size(); return new Point(p.x - c.x + width / 2, p.y - c.y + height / 2); }
    __fromContainer(pt) { const c = project(this.center, this.zoom); const { width, height } = this.__size(); return unproject(new Point(c.x + pt.x - width / 2, c.y + pt.y - height / 2), this.zoom); }
    getBounds() { const { width, height } = this.__size(); return new LatLngBounds().extend(this.__fromContainer(new Point(0, height))).extend(this.__fromContainer(new Point(width, 0))); }
    getHeading() { return 0; }
    getTilt() { return 0; }
    getRenderingType() { return this.options.mapId ? 'VECTOR' : 'RASTER'; }
  }
  class Marker extends MVCObject {
    constructor(options) { super(); this.options = options; this.position = toLatLng(options.position); this.draggable = !!options.draggable; this.map = options.map; made.markers.push(this); }
    getPosition() { return this.position; }
    setPosition(p) { this.position = toLatLng(p); }
    setDraggable(d) { this.draggable = d; }
    setMap(m) { this.map = m; }
    /** What a finger dragging the pin causes: the position moves, then 'dragend' with the latLng. */
    __drag(lat, lng) {
      if (!this.draggable) throw new Error('the pin is not draggable');
      this.position = new LatLng(lat, lng);
      this.__emit('dragend', { latLng: this.position });
    }
  }
  class Geocoder {
    async geocode(request) {
      made.geocoded.push(request);
      if (request.location) return { results: [{ formatted_address: 'Stand-in Road, near ' + toLatLng(request.location).lat().toFixed(3) }] };
      return { results: [] };
    }
  }
  class OverlayView extends MVCObject {
    setMap(map) { this.map = map; made.overlays.push(this); if (map) { this.onAdd?.(); this.draw?.(); } else this.onRemove?.(); }
    getMap() { return this.map; }
    getProjection() {
      const map = this.map;
      return { fromLatLngToDivPixel: (ll) => map.__toContainer(ll), fromLatLngToContainerPixel: (ll) => map.__toContainer(ll), fromContainerPixelToLatLng: (pt) => map.__fromContainer(pt), fromDivPixelToLatLng: (pt) => map.__fromContainer(pt) };
    }
    getPanes() { const pane = this.map.div.firstChild; return { overlayLayer: pane, overlayMouseTarget: pane, floatPane: pane }; }
  }
  const event = { clearInstanceListeners(target) { target.__listeners = {}; }, addListener(target, name, fn) { return target.addListener(name, fn); } };
  const libraries = {
    core: { LatLng, LatLngBounds, Point, event, MVCObject },
    maps: { Map, OverlayView, RenderingType: { VECTOR: 'VECTOR', RASTER: 'RASTER', UNINITIALIZED: 'UNINITIALIZED' } },
    marker: { Marker },
    geocoding: { Geocoder },
  };
  const maps = window.google.maps;
  Object.assign(maps, libraries.core, libraries.maps, libraries.marker, libraries.geocoding);
  maps.importLibrary = async (name) => {
    if (!libraries[name]) throw new Error('The library ' + name + ' is unknown.');
    return libraries[name];
  };
  const script = document.querySelector('script[src*="maps.googleapis.com/maps/api/js"]');
  const params = new URL(script.src).searchParams;
  made.scripts.push(Object.fromEntries(params));
  const callback = params.get('callback');
  if (callback) callback.split('.').reduce((at, key) => at[key], window)();
})();`;

/** Serves the stand-in wherever the page asks Google for the Maps JavaScript API. */
export async function serveMapsStandIn(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/maps/api/js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
}
