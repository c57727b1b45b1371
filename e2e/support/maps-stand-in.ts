import type { Page } from 'playwright-core';

/**
 * A stand-in for Google's Maps JavaScript API, served by the test at the loader's own URL
 * (maps.googleapis.com/maps/api/js): no network reaches Google here. It keeps the real API's shapes for
 * what our code and deck.gl call — `importLibrary('core'|'maps'|'marker'|'geocoding')` replacing the
 * loader's bootstrap and the `callback` answered; `Map` with its options, listeners, `getMapCapabilities`
 * and a rendering type that is VECTOR when made with a `mapId`, RASTER without; `Marker` with `draggable`
 * and `dragend` events carrying a `latLng`; `marker.AdvancedMarkerElement` (the `gmp-advanced-marker`
 * element) with `position` (read back as a LatLngAltitude: `lat`/`lng` are numbers), `gmpDraggable`, `map`
 * and `addListener('dragend')`, shown only on a map with a map id as Google's is; `Geocoder.geocode`
 * resolving `{ results }` with `geometry.location` (an address from a small gazetteer, a location reverse
 * geocoded) and rejecting with `code: 'ZERO_RESULTS'` when nothing matches; `LatLng`, `LatLngBounds`,
 * `Point`, `event.clearInstanceListeners`; `OverlayView` with `setMap` calling `onAdd` and `draw` and a Web
 * Mercator `getProjection`; `WebGLOverlayView` (vector maps) calling `onAdd`, `onContextRestored({ gl })`
 * with a WebGL2 context of the map's own canvas, and `onDraw({ gl, transformer })` on every
 * `requestRedraw`, the transformer giving the camera (`getCameraParams`); `RenderingType`. It records what
 * was made in `window.__maps` so a test can read it, and drag a pin as a finger would.
 */
const STAND_IN = `(() => {
  const made = (window.__maps = { scripts: [], maps: [], markers: [], overlays: [], glOverlays: [], geocoded: [] });
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
    getMapCapabilities() { const vector = !!this.options.mapId; return { isAdvancedMarkersAvailable: vector, isDataDrivenStylingAvailable: false, isWebGLOverlayViewAvailable: vector }; }
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
  /** Google's marker for maps with a map id: a custom element whose 'dragend' leaves the drop in 'position'. */
  class AdvancedMarkerElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this.__listeners = {};
      this.title = options.title ?? '';
      this.gmpDraggable = !!options.gmpDraggable;
      this.position = options.position ?? null;
      this.map = options.map ?? null;
      made.markers.push(this);
    }
    get kind() { return 'advanced'; }
    get position() { return this._position ?? null; }
    set position(p) { this._position = p ? new LatLngAltitude(toLatLng(p)) : null; }
    get map() { return this._map ?? null; }
    set map(m) {
      this._map = m;
      this.remove();
      if (!m) return;
      // Google shows no advanced marker on a map without a map id, and says so in the console.
      if (!m.options.mapId) { console.warn('The map is initialized without a valid Map ID, which will prevent use of Advanced Markers.'); return; }
      m.div.firstChild.appendChild(this);
    }
    get shown() { return this.isConnected; }
    addListener(name, fn) { (this.__listeners[name] ??= []).push(fn); return { remove: () => { this.__listeners[name] = this.__listeners[name].filter((f) => f !== fn); } }; }
    /** What a finger dragging the pin causes: the position moves, then 'dragend'. */
    __drag(lat, lng) {
      if (!this.gmpDraggable || !this.shown) throw new Error('the pin is not draggable');
      this.position = { lat, lng };
      for (const fn of this.__listeners.dragend ?? []) fn({ latLng: new LatLng(lat, lng), domEvent: new Event('pointerup') });
    }
  }
  customElements.define('gmp-advanced-marker', AdvancedMarkerElement);
  class LatLngAltitude {
    constructor(at, altitude = 0) { this.lat = at.lat(); this.lng = at.lng(); this.altitude = altitude; }
    toJSON() { return { lat: this.lat, lng: this.lng, altitude: this.altitude }; }
  }
  // What the stand-in's geocoder knows by name: a place and its coordinates.
  const GAZETTEER = [{ formatted_address: 'Lake Jindabyne, NSW, Australia', lat: -36.4183, lng: 148.6182 }];
  class Geocoder {
    async geocode(request) {
      made.geocoded.push(request);
      if (request.location) return { results: [{ formatted_address: 'Stand-in Road, near ' + toLatLng(request.location).lat().toFixed(3) }] };
      const words = String(request.address ?? '').trim().toLowerCase();
      const found = GAZETTEER.filter((place) => words && place.formatted_address.toLowerCase().includes(words));
      if (found.length === 0) throw Object.assign(new Error('Geocoding Service: ZERO_RESULTS'), { code: 'ZERO_RESULTS' });
      return { results: found.map((place) => ({ formatted_address: place.formatted_address, geometry: { location: new LatLng(place.lat, place.lng) }, place_id: 'stand-in:' + place.formatted_address })) };
    }
  }
  /** A vector map's WebGL layer: the map's own canvas and context, drawn again on every requestRedraw. */
  class WebGLOverlayView extends MVCObject {
    constructor() { super(); this.draws = 0; made.glOverlays.push(this); }
    getMap() { return this.map ?? null; }
    setMap(map) {
      if (this.map) { this.onRemove?.(); this.map = null; }
      if (!map) return;
      if (!map.options.mapId) throw new Error('WebGLOverlayView needs a vector map (a map made with a map id)');
      this.map = map;
      map.__canvas ??= Object.assign(document.createElement('canvas'), { width: map.__size().width, height: map.__size().height });
      map.__canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%';
      map.div.firstChild.prepend(map.__canvas);
      this.gl = map.__canvas.getContext('webgl2', { preserveDrawingBuffer: true });
      this.onAdd?.();
      this.onContextRestored?.({ gl: this.gl });
      this.requestRedraw();
    }
    requestRedraw() {
      if (this.pending) return;
      this.pending = requestAnimationFrame(() => {
        this.pending = 0;
        const map = this.map;
        if (!map) return;
        const transformer = {
          getCameraParams: () => ({ center: map.getCenter(), heading: map.getHeading(), tilt: map.getTilt(), zoom: map.getZoom() }),
          fromLatLngAltitude: () => new Float64Array(16),
        };
        this.draws += 1;
        this.onDraw?.({ gl: this.gl, transformer });
      });
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
    maps: { Map, OverlayView, WebGLOverlayView, RenderingType: { VECTOR: 'VECTOR', RASTER: 'RASTER', UNINITIALIZED: 'UNINITIALIZED' } },
    marker: { Marker, AdvancedMarkerElement },
    geocoding: { Geocoder },
  };
  const maps = window.google.maps;
  Object.assign(maps, libraries.core, libraries.maps, libraries.geocoding, { Marker, marker: libraries.marker });
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

/**
 * Lets the page read what deck.gl draws on the heat map: `window.__deckLayer(id)` gives that layer's kind
 * and the positions of its data, from the GoogleMapsOverlay the heat map screen holds. React keeps each
 * component's hooks on its fiber, the element's `__reactFiber$…`; the screen keeps its overlay in a ref
 * there, and the overlay's `props.layers` are the layers handed to deck.
 */
export async function readDeckLayers(page: Page): Promise<void> {
  await page.addInitScript(`window.__deckLayer = (id) => {
    const element = document.querySelector('[aria-label="Heat map of fishing spots"]');
    const fiberKey = element && Object.keys(element).find((key) => key.startsWith('__reactFiber$'));
    for (let fiber = fiberKey ? element[fiberKey] : null; fiber; fiber = fiber.return) {
      for (let hook = fiber.memoizedState; hook && typeof hook === 'object' && 'next' in hook; hook = hook.next) {
        const held = hook.memoizedState && hook.memoizedState.current;
        const layer = held && typeof held.setProps === 'function' && held.props.layers && held.props.layers.find((l) => l.id === id);
        if (layer) return { kind: layer.constructor.layerName, points: layer.props.data.map((item) => layer.props.getPosition(item)) };
      }
    }
    return null;
  };`);
}
