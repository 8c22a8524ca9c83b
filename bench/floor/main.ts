// The floor of the Lighthouse comparison (issue 2 §8): the least a Vite-built page can do —
// one module script that touches the DOM once.
const statusElement = document.getElementById('status');
if (statusElement) statusElement.dataset.ready = 'true';
export {};
