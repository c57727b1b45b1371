// The standalone page's start: the portal's code in a chunk of its own, loaded once the federation runtime is up.
import('./bootstrap.tsx');
