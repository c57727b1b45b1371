// The async boundary: shared singletons are negotiated before the app code runs.
import('./bootstrap.tsx');
