// Every query of the poster lives under ['poster', …], so the main tab's pull-to-refresh can
// reload the block without importing the poster's code (this file is all it takes).
export const POSTER_KEY = 'poster';
