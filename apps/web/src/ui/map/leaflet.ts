// The one place Leaflet enters the app. Only lazily loaded pages and panels import ui/map, so
// Leaflet, the cluster plugin and their CSS stay out of the first chunk (stack-notes: "the map
// only on the map screens"). leaflet.markercluster extends the global `L` that Leaflet 1.9 sets
// on window, so the import order below matters.
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';

export { L };
